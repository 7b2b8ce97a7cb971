import { formatPrice } from '@reklamo/contract';
import type { InvoiceSnapshot } from './payment-event.ts';

/** The payment confirmation e-mail (Bulgarian, like every message the user reads). */
export function paymentConfirmationEmail(input: {
  name: string;
  planName: string;
  invoice: InvoiceSnapshot;
  invoiceNumber?: string | null;
}) {
  const { name, planName, invoice } = input;
  const amount = formatPrice(invoice.amountTotal, invoice.currency);
  const date = (d: Date) =>
    d.toLocaleDateString('bg-BG', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Sofia' });
  const lines = [
    `Здравейте, ${name}!`,
    '',
    `Благодарим ви! Получихме плащането ви за ${planName}.`,
    '',
    `Сума: ${amount}`,
    `Дата: ${date(invoice.date)}`,
    ...(invoice.periodEnd ? [`Абонаментът е активен до: ${date(invoice.periodEnd)}`] : []),
    ...(input.invoiceNumber
      ? [`Фактура № ${input.invoiceNumber} е прикачена към този имейл и е в раздел „Плащания“.`]
      : []),
    '',
    'Можете да видите плащанията си в раздел „Плащания“ на профила си.',
    '',
    'Екипът на Reklamo',
  ];
  return { subject: `Потвърждение за плащане – ${planName}`, text: lines.join('\n') };
}

/**
 * Before the first charge in euro of a subscription that was billed in лева: what the renewal will
 * charge, and that the amount is the лв price at the fixed rate, never above the new list price.
 */
export function euroPriceNoticeEmail(input: {
  name: string;
  planName: string;
  interval: 'month' | 'year';
  amountMinor: number;
  renewsAt: Date | null;
}) {
  const { name, planName, amountMinor, renewsAt } = input;
  const date = (d: Date) =>
    d.toLocaleDateString('bg-BG', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Sofia' });
  const amount = formatPrice(amountMinor, 'eur');
  const lines = [
    `Здравейте, ${name}!`,
    '',
    'България плаща в евро от 1 януари 2026 г. Затова абонаментът ви вече се плаща в евро.',
    '',
    `${planName}: ${amount} ${input.interval === 'year' ? 'на година' : 'на месец'}, с включен ДДС.`,
    ...(renewsAt ? [`Първото плащане в евро е при подновяването на ${date(renewsAt)}`] : []),
    '',
    'Сумата е цената ви в лева, превърната по фиксирания курс 1 € = 1,95583 лв и закръглена до цент, но никога повече от новата ни цена. Нищо друго в абонамента ви не се променя.',
    'Издадените досега фактури остават в лева, както са издадени.',
    '',
    'Можете да видите абонамента си в раздел „Плащания“ на профила си.',
    '',
    'Екипът на Reklamo',
  ];
  return { subject: `Абонаментът ви вече се плаща в евро – ${amount}`, text: lines.join('\n') };
}
