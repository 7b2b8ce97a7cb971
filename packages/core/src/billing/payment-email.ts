import { formatPrice } from '@reklamo/contract';
import type { InvoiceSnapshot } from './payment-event.ts';

/** The payment confirmation e-mail (Bulgarian, like every message the user reads). */
export function paymentConfirmationEmail(input: { name: string; planName: string; invoice: InvoiceSnapshot; invoiceNumber?: string | null }) {
  const { name, planName, invoice } = input;
  const amount = formatPrice(invoice.amountTotal, invoice.currency);
  const date = (d: Date) => d.toLocaleDateString('bg-BG', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Sofia' });
  const lines = [
    `Здравейте, ${name}!`,
    '',
    `Благодарим ви! Получихме плащането ви за ${planName}.`,
    '',
    `Сума: ${amount}`,
    `Дата: ${date(invoice.date)}`,
    ...(invoice.periodEnd ? [`Абонаментът е активен до: ${date(invoice.periodEnd)}`] : []),
    ...(input.invoiceNumber ? [`Фактура № ${input.invoiceNumber} е прикачена към този имейл и е в раздел „Плащания“.`] : []),
    '',
    'Можете да видите плащанията си в раздел „Плащания“ на профила си.',
    '',
    'Екипът на Reklamo',
  ];
  return { subject: `Потвърждение за плащане – ${planName}`, text: lines.join('\n') };
}
