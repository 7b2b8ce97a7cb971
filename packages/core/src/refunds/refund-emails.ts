/** E-mails about refunds, in Bulgarian like every message the user reads. */
import { formatPrice } from '@reklamo/contract';

const money = formatPrice;

/** The operator's decision on a video refund request (approved: the generation is back). */
export function videoRefundDecisionEmail(input: {
  name: string;
  videoTitle: string;
  decision: 'approved' | 'rejected';
  note: string | null;
}) {
  const approved = input.decision === 'approved';
  const lines = [
    `Здравейте, ${input.name}!`,
    '',
    approved
      ? `Одобрихме заявката ви за възстановяване за видеото „${input.videoTitle}“. Генерацията е върната в лимита ви и можете да създадете ново видео.`
      : `Разгледахме заявката ви за възстановяване за видеото „${input.videoTitle}“ и за съжаление не можем да я одобрим.`,
    ...(input.note ? ['', `Бележка от екипа: ${input.note}`] : []),
    '',
    'Ако имате въпроси, отговорете на този имейл или пишете в раздел „Поддръжка“.',
    '',
    'Екипът на Reklamo',
  ];
  return {
    subject: approved ? 'Заявката ви за възстановяване е одобрена' : 'Заявката ви за възстановяване е отказана',
    text: lines.join('\n'),
  };
}

/** Money returned for an order, with its кредитно известие. */
export function orderRefundEmail(input: {
  name: string;
  amount: number;
  currency: string;
  description: string;
  creditNoteNumber: string;
  invoiceNumber: string | null;
}) {
  const lines = [
    `Здравейте, ${input.name}!`,
    '',
    `Възстановихме ви ${money(input.amount, input.currency)} за „${input.description}“. Сумата ще се появи по картата ви до 5–10 работни дни.`,
    '',
    `Кредитно известие № ${input.creditNoteNumber}${input.invoiceNumber ? ` към фактура № ${input.invoiceNumber}` : ''} е прикачено към този имейл и е в раздел „Плащания“.`,
    '',
    'Екипът на Reklamo',
  ];
  return { subject: `Възстановено плащане – ${money(input.amount, input.currency)}`, text: lines.join('\n') };
}
