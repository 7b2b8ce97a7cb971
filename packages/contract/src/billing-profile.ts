import { z } from 'zod';

/**
 * ЕИК/БУЛСТАТ check (Наредба за БУЛСТАТ): 9 digits with a mod-11 check digit, or 13 digits
 * (a branch) whose last digit checks digits 9-12.
 */
export function isValidEik(value: string): boolean {
  if (!/^(\d{9}|\d{13})$/.test(value)) return false;
  const d = [...value].map(Number);
  const check = (weights: number[], alt: number[], from: number) => {
    let r = weights.reduce((s, w, i) => s + w * d[from + i]!, 0) % 11;
    if (r === 10) r = alt.reduce((s, w, i) => s + w * d[from + i]!, 0) % 11;
    return r === 10 ? 0 : r;
  };
  if (check([1, 2, 3, 4, 5, 6, 7, 8], [3, 4, 5, 6, 7, 8, 9, 10], 0) !== d[8]) return false;
  if (value.length === 9) return true;
  return check([2, 7, 3, 5], [4, 9, 5, 7], 8) === d[12];
}

/** A Bulgarian VAT number: BG and 9 digits (a company's ЕИК, checked) or 10 (a person). */
export function isValidBgVat(value: string): boolean {
  const m = /^BG(\d{9,10})$/.exec(value);
  if (!m) return false;
  return m[1]!.length === 10 || isValidEik(m[1]!);
}

const text = (max: number) => z.string().trim().max(max);

/** Who the фактура is made out to (Плащания → Данни за фактуриране). */
export const ZBillingProfile = z
  .object({
    kind: z.enum(['person', 'company']),
    name: text(200).min(1, 'NAME_REQUIRED'),
    /** ЕИК/БУЛСТАТ: required for a company. */
    eik: text(13).optional().default(''),
    /** ДДС номер, when registered for VAT. */
    vatNumber: text(12)
      .transform((v) => v.toUpperCase().replace(/\s/g, ''))
      .optional()
      .default(''),
    /** МОЛ (the company's legal representative). */
    mol: text(100).optional().default(''),
    address: text(300).min(1, 'ADDRESS_REQUIRED'),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'company' && !p.eik) ctx.addIssue({ code: 'custom', path: ['eik'], message: 'EIK_REQUIRED' });
    if (p.eik && !isValidEik(p.eik)) ctx.addIssue({ code: 'custom', path: ['eik'], message: 'INVALID_EIK' });
    if (p.vatNumber && !isValidBgVat(p.vatNumber))
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'INVALID_VAT' });
  });
export type BillingProfile = z.output<typeof ZBillingProfile>;
export type BillingProfileInput = z.input<typeof ZBillingProfile>;

/** A фактура or кредитно известие in the billing history. */
export const ZInvoiceSummary = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issued_at: z.string(),
  total: z.number(),
  currency: z.string(),
  url: z.string(),
});
export type InvoiceSummary = z.infer<typeof ZInvoiceSummary>;
