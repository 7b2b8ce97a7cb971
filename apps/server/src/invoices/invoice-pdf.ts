import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatPrice } from '@reklamo/contract';
import { invoiceNumberText, type BuyerParticulars, type SellerParticulars } from '@reklamo/core';
import type { InvoiceRow } from '@reklamo/db';

const require = createRequire(import.meta.url);
// Inter covers Cyrillic; the TTF is embedded (subset) so every reader shows the same letters.
const FONT_REGULAR = require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');

/**
 * 19900, "eur" -> "199,00 €": a document states its amounts in its own currency only (euro since
 * 2026, no лв equivalent). A document issued in лева renders as it was issued: "399,00 лв.".
 */
export function money(minor: number, currency: string): string {
  if (currency.toLowerCase() === 'eur') return formatPrice(minor, 'eur', { cents: true });
  return new Intl.NumberFormat('bg-BG', { style: 'currency', currency: currency.toUpperCase() })
    .format(minor / 100)
    .replace(/\u00a0/g, ' ');
}
/** "27.12.2026 г.": it already ends in a full stop, so a sentence never adds another. */
const day = (d: Date) =>
  d.toLocaleDateString('bg-BG', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Sofia' });

/**
 * A фактура or кредитно известие as an A4 PDF with every particular ЗДДС чл. 114 asks for: number
 * and dates, both parties with their identifiers, the line, tax base, VAT rate and amount, total,
 * and the payment method. `original` is the фактура a credit note corrects.
 */
export function renderInvoicePdf(inv: InvoiceRow, original?: InvoiceRow | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${title(inv)} № ${invoiceNumberText(inv.number)}`, Author: (inv.seller as SellerParticulars).name },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const seller = inv.seller as SellerParticulars;
  const buyer = inv.buyer as BuyerParticulars;
  const left = 50;
  const width = doc.page.width - 100;
  const ink = '#0f172a';
  const muted = '#475569';
  const brand = '#4f46e5';

  doc.rect(0, 0, doc.page.width, 8).fill(brand);
  doc.fillColor(ink).font('bold').fontSize(22).text(title(inv).toUpperCase(), left, 40);
  doc.font('regular').fontSize(10).fillColor(muted).text('Оригинал', left, 68);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(ink)
    .text(`№ ${invoiceNumberText(inv.number)}`, left, 40, { width, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(muted);
  doc.text(`Дата на издаване: ${day(inv.issuedAt)}`, left, 58, { width, align: 'right' });
  doc.text(`Дата на данъчното събитие: ${day(inv.taxEventAt)}`, left, 72, { width, align: 'right' });
  if (inv.kind === 'credit_note' && original) {
    doc.text(`Към фактура № ${invoiceNumberText(original.number)} от ${day(original.issuedAt)}`, left, 86, {
      width,
      align: 'right',
    });
  }

  // The parties.
  const partyTop = 120;
  const colW = (width - 20) / 2;
  party(
    doc,
    'Доставчик',
    [
      seller.name,
      `ЕИК: ${seller.eik}`,
      ...(seller.vatNumber ? [`ДДС №: ${seller.vatNumber}`] : []),
      ...(seller.mol ? [`МОЛ: ${seller.mol}`] : []),
      `Адрес: ${seller.address}`,
    ],
    left,
    partyTop,
    colW,
  );
  party(
    doc,
    'Получател',
    [
      buyer.name,
      ...(buyer.eik ? [`ЕИК: ${buyer.eik}`] : []),
      ...(buyer.vatNumber ? [`ДДС №: ${buyer.vatNumber}`] : []),
      ...(buyer.mol ? [`МОЛ: ${buyer.mol}`] : []),
      ...(buyer.address ? [`Адрес: ${buyer.address}`] : []),
      ...(buyer.email ? [`Имейл: ${buyer.email}`] : []),
    ],
    left + colW + 20,
    partyTop,
    colW,
  );

  // The line.
  let y = 270;
  const cols = [
    { label: '№', x: left, w: 24, align: 'left' as const },
    { label: 'Описание', x: left + 24, w: 231, align: 'left' as const },
    { label: 'Кол.', x: left + 255, w: 40, align: 'right' as const },
    { label: 'Ед. цена без ДДС', x: left + 295, w: 100, align: 'right' as const },
    { label: 'Стойност без ДДС', x: left + 395, w: width - 395, align: 'right' as const },
  ];
  doc.rect(left, y, width, 22).fill('#eef2ff');
  doc.fillColor(ink).font('bold').fontSize(9);
  for (const c of cols) doc.text(c.label, c.x + 4, y + 7, { width: c.w - 8, align: c.align });
  y += 30;
  doc.font('regular').fontSize(10);
  const unit = Math.round(inv.taxBase / inv.quantity);
  const cells = [
    '1',
    inv.description,
    String(inv.quantity),
    money(unit, inv.currency),
    money(inv.taxBase, inv.currency),
  ];
  const rowH = Math.max(...cols.map((c, i) => doc.heightOfString(cells[i]!, { width: c.w - 8 })));
  cols.forEach((c, i) => doc.text(cells[i]!, c.x + 4, y, { width: c.w - 8, align: c.align }));
  y += rowH + 10;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#cbd5e1')
    .stroke();

  // Totals.
  y += 14;
  const credit = inv.kind === 'credit_note';
  const totals: Array<[string, string, boolean]> = [
    ['Данъчна основа', money(inv.taxBase, inv.currency), false],
    [`ДДС ${inv.vatRate} %`, money(inv.vatAmount, inv.currency), false],
    [credit ? 'Сума за възстановяване' : 'Сума за плащане', money(inv.total, inv.currency), true],
  ];
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 12 : 10)
      .fillColor(ink);
    doc.text(label, left + width - 300, y, { width: 190 });
    doc.text(value, left + width - 110, y, { width: 110, align: 'right' });
    y += strong ? 22 : 17;
  }
  y += 16;
  doc.font('regular').fontSize(10).fillColor(ink);
  doc.text(`Начин на плащане: ${inv.paymentMethod}${credit ? ' (възстановяване по същия начин)' : ''}`, left, y, {
    width,
  });
  y = doc.y + 4;
  if (credit && inv.reason) {
    doc.text(`Основание: ${inv.reason}`, left, y, { width });
    y = doc.y + 4;
  }
  doc.text(
    `${credit ? 'Сумата е възстановена' : 'Платено'} на ${day(inv.taxEventAt)} Стойностите са в ${inv.currency.toUpperCase() === 'EUR' ? 'евро' : 'лева'}.`,
    left,
    y,
    { width },
  );

  doc.font('regular').fontSize(8).fillColor(muted);
  doc.text(
    'Подписът и печатът не са задължителни реквизити на фактурата (чл. 114, ал. 6 от ЗДДС). Документът е издаден електронно.',
    left,
    doc.page.height - 80,
    { width, align: 'center' },
  );
  doc.end();
  return done;
}

function title(inv: InvoiceRow) {
  return inv.kind === 'credit_note' ? 'Кредитно известие' : 'Фактура';
}

function party(doc: PDFKit.PDFDocument, heading: string, lines: string[], x: number, y: number, w: number) {
  doc.roundedRect(x, y, w, 130, 6).strokeColor('#e2e8f0').stroke();
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#4f46e5')
    .text(heading.toUpperCase(), x + 12, y + 10, { width: w - 24 });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#0f172a')
    .text(lines[0] ?? '', x + 12, y + 26, { width: w - 24 });
  doc.font('regular').fontSize(9.5).fillColor('#334155');
  for (const l of lines.slice(1)) doc.text(l, { width: w - 24 });
}
