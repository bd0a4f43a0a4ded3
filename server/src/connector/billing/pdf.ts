import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import type { Invoice, InvoiceLine } from '@portal/shared/api/billing';
import { formatIban } from '@portal/shared/billing';
import { PDF_TEXTS, unitText, type BillingLanguage } from './texts.js';

export interface InvoicePdfInput {
  invoice: Invoice;
  lines: readonly InvoiceLine[];
  customerName: string | null;
  utility: { name: string; primaryColor: string; iban: string };
  language: BillingLanguage;
  /** false in tests, so the content streams are plain text */
  compress?: boolean;
}

const PAGE = { width: 595.28, margin: 50 };
// A4 is 841.89 pt high: a line that starts lower than the bottom margin less its height opens a new page
const FOOTER_Y = 841.89 - PAGE.margin - 14;
const RIGHT = PAGE.width - PAGE.margin;
const GREY = '#555555';
const LOCALES: Record<BillingLanguage, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };

/**
 * The invoice as an A4 PDF (pdfkit). The instance logos are SVG, which pdfkit does not draw, and no PNG
 * exists: the utility's name is set in its brand colour with a band of that colour instead
 * (docs/billing.md). Standard Helvetica covers Finnish and Swedish letters, the euro sign and m³ (WinAnsi).
 */
export async function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, lines, language, utility } = input;
  const t = PDF_TEXTS[language];
  const locale = LOCALES[language];
  // Intl writes a minus sign U+2212 in Finnish, outside the standard fonts' encoding
  const plain = (text: string) => text.replace(/\u2212/g, '-').replace(/\u202f/g, '\u00a0');
  const money = (value: number) =>
    plain(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value));
  const number = (value: number, digits: number) =>
    plain(
      new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: digits }).format(
        value,
      ),
    );
  const date = (iso: string) => {
    const [y, m, d] = iso.split('-');
    return language === 'en' ? `${d}/${m}/${y}` : `${Number(d)}.${Number(m)}.${y}`;
  };
  const credit = invoice.status === 'credit';

  const barcodePng = await bwipjs.toBuffer({
    bcid: 'code128',
    text: invoice.virtualBarCode,
    scale: 2,
    height: 12,
    includetext: false,
  });

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: input.compress ?? true,
    info: {
      Title: `${credit ? t.creditNote : t.invoice} ${invoice.invoiceNumber}`,
      Author: utility.name,
      Subject: `${utility.name} ${invoice.invoiceNumber}`,
    },
    lang: locale,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // header: brand band, the utility's name, the document's title
  doc.rect(0, 0, PAGE.width, 14).fill(utility.primaryColor);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(utility.primaryColor).text(utility.name, PAGE.margin, 40);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#000000')
    .text(credit ? t.creditNote : t.invoice, PAGE.margin, 44, { width: RIGHT - PAGE.margin, align: 'right' });

  // payer and the invoice facts
  const top = 100;
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(t.payer, PAGE.margin, top);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#000000')
    .text(input.customerName ?? '', PAGE.margin, top + 14)
    .text(invoice.locationAddress, { width: 230 });

  const facts: Array<[string, string]> = [
    [t.invoiceNumber, invoice.invoiceNumber],
    [t.invoiceDate, date(invoice.postingDate)],
    [t.dueDate, date(invoice.dueDate)],
    [t.reference, invoice.referenceNumber],
    [t.customerNumber, invoice.customerNumber],
    [t.status, t.statuses[invoice.status]],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, 330, y, { width: 110 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#000000')
      .text(value, 440, y, { width: RIGHT - 440 });
    y += 15;
  }

  // the place and period billed
  y = Math.max(y, doc.y) + 16;
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  const placeFacts: Array<[string, string]> = [
    [t.place, `${invoice.locationCode}, ${invoice.locationAddress}`],
    [t.gsrn, invoice.gsrnCode ?? '-'],
    [t.period, `${date(invoice.periodStart)} - ${date(invoice.periodEnd)}`],
  ];
  for (const [label, value] of placeFacts) {
    doc.font('Helvetica').fillColor(GREY).text(label, PAGE.margin, y, { width: 150 });
    doc
      .font('Helvetica')
      .fillColor('#000000')
      .text(value, 200, y, { width: RIGHT - 200 });
    y += 14;
  }

  // lines
  y += 14;
  const columns = [
    { key: 'description', x: PAGE.margin, width: 170, align: 'left' as const },
    { key: 'quantity', x: 220, width: 70, align: 'right' as const },
    { key: 'unitPrice', x: 290, width: 75, align: 'right' as const },
    { key: 'vatRate', x: 365, width: 40, align: 'right' as const },
    { key: 'net', x: 405, width: 65, align: 'right' as const },
    { key: 'total', x: 470, width: RIGHT - 470, align: 'right' as const },
  ];
  doc.rect(PAGE.margin, y - 4, RIGHT - PAGE.margin, 18).fill(utility.primaryColor);
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#ffffff');
  const headers: Record<string, string> = {
    description: t.description,
    quantity: t.quantity,
    unitPrice: t.unitPrice,
    vatRate: t.vatRate,
    net: t.net,
    total: t.total,
  };
  for (const c of columns) doc.text(headers[c.key]!, c.x + 2, y, { width: c.width - 4, align: c.align });
  y += 20;
  doc.font('Helvetica').fontSize(9).fillColor('#000000');
  for (const line of lines) {
    const cells: Record<string, string> = {
      description: line.description,
      quantity: `${number(line.quantity, 3)} ${unitText(language, line.unit)}`,
      unitPrice: `${number(line.unitPrice, 5)} €`,
      vatRate: number(line.vatRate, 1),
      net: money(line.net),
      total: money(line.gross),
    };
    for (const c of columns) doc.text(cells[c.key]!, c.x + 2, y, { width: c.width - 4, align: c.align });
    // a long description wraps (English tax line): the row grows with it
    y += Math.max(16, doc.heightOfString(line.description, { width: columns[0]!.width - 4 }) + 6);
    doc
      .moveTo(PAGE.margin, y - 4)
      .lineTo(RIGHT, y - 4)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
  }

  // VAT by rate
  y += 10;
  const byRate = new Map<number, { net: number; vat: number; gross: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.vatRate) ?? { net: 0, vat: 0, gross: 0 };
    sum.net += line.net;
    sum.vat += line.vat;
    sum.gross += line.gross;
    byRate.set(line.vatRate, sum);
  }
  doc.font('Helvetica-Bold').fontSize(9).text(t.vatBreakdown, 290, y);
  y += 14;
  doc.font('Helvetica').fontSize(9);
  for (const [rate, sum] of byRate) {
    doc.text(`${t.vatRate} ${number(rate, 1)}`, 290, y, { width: 75 });
    doc.text(`${t.vatBase} ${money(sum.net)}`, 355, y, { width: 115, align: 'right' });
    doc.text(`${t.vat} ${money(sum.vat)}`, 470, y, { width: RIGHT - 470, align: 'right' });
    y += 14;
  }
  y += 6;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(credit ? t.credit : t.toPay, 290, y, { width: 150 })
    .text(money(invoice.amount), 440, y, { width: RIGHT - 440, align: 'right' });
  if (credit) {
    y += 20;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(t.creditNotice, 290, y, { width: RIGHT - 290 });
  }

  // the payment part at the foot of the page
  const slip = 600;
  doc
    .moveTo(PAGE.margin, slip - 10)
    .lineTo(RIGHT, slip - 10)
    .dash(3, { space: 3 })
    .lineWidth(0.6)
    .strokeColor('#000000')
    .stroke()
    .undash();
  const slipFacts: Array<[string, string]> = [
    [t.recipient, utility.name],
    [t.iban, formatIban(utility.iban)],
    [t.payer, input.customerName ?? invoice.customerNumber],
    [t.reference, invoice.referenceNumber],
    [t.dueDate, date(invoice.dueDate)],
    [credit ? t.credit : t.toPay, money(invoice.amount)],
  ];
  y = slip;
  for (const [label, value] of slipFacts) {
    doc.font('Helvetica').fontSize(8.5).fillColor(GREY).text(label, PAGE.margin, y, { width: 150 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(value, 200, y, { width: RIGHT - 200 });
    y += 16;
  }
  y += 8;
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY).text(t.barcode, PAGE.margin, y);
  doc
    .font('Courier')
    .fontSize(9.5)
    .fillColor('#000000')
    .text(invoice.virtualBarCode, PAGE.margin, y + 12);
  doc.image(barcodePng, PAGE.margin, y + 28, { width: 340, height: 42 });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(GREY)
    .text(t.footer, PAGE.margin, FOOTER_Y, { width: RIGHT - PAGE.margin, align: 'center', lineBreak: false });

  doc.end();
  return done;
}
