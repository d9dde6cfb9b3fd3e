import { formatDisplayDate, formatRupees, type Receipt, starNameIn } from '@nivedya/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { loadIndianFonts } from '../../lib/indian-fonts.ts';
import {
  type Colour,
  type LatinFont,
  mixedScriptText,
  printableText,
  rgb,
  type TextStyle,
} from '../../lib/mixed-script-text.ts';
import { receiptWords } from '../devotee-messages/index.ts';

/**
 * The receipt as a printable A4 PDF: temple, booking number and date, one row per seva with devotee
 * and star, the totals with SGST and CGST on their own lines, and a QR code of the receipt link.
 * Indian scripts (devotee names, star and seva names typed in Malayalam, Hindi…) and the rupee sign are shaped and
 * set as lib/mixed-script-text.ts does for every PDF, so amounts read "₹1,250.00" as they do on the web
 * receipt (ARCHITECTURE rule 1). Its words are in the receipt's language, the booking account's (issue
 * #17 §3), and so are the stars, as the web receipt names them; names typed by people stay as typed.
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const INK = rgb(0.17, 0.13, 0.09);
const MUTED = rgb(0.42, 0.37, 0.31);
const RULE = rgb(0.85, 0.8, 0.72);

/** Collects what pdfkit writes; the bytes are all there once the document has ended. */
function collectBytes(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    pdf.on('error', reject);
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

export async function renderReceiptPdf(receipt: Receipt, productName: string): Promise<Uint8Array> {
  const words = receiptWords(receipt.language);
  const starName = (name: string) => starNameIn(name, receipt.language);
  const fonts = await loadIndianFonts();
  const pdf = new PDFDocument({
    size: A4,
    margin: 0,
    info: { Title: words.documentTitle(receipt.orderNumber), Author: productName, Creator: productName },
  });
  const bytes = collectBytes(pdf);
  const text = mixedScriptText(pdf, fonts);

  /** Baseline of the current line, from the top of the page. */
  let y = MARGIN;
  const write = (
    value: string,
    x: number,
    options: { font?: LatinFont; size?: number; color?: Colour; maxWidth?: number } = {},
  ) => {
    const style: TextStyle = {
      font: options.font ?? 'Helvetica',
      size: options.size ?? 10,
      colour: options.color ?? INK,
    };
    const printable = printableText(value);
    const fitted = options.maxWidth === undefined ? printable : text.fit(printable, style, options.maxWidth);
    text.draw(fitted, { x, y }, style);
  };
  const writeRight = (value: string, right: number, font: LatinFont = 'Helvetica', size = 10) => {
    text.draw(printableText(value), { x: right, y, align: 'right' }, { font, size, colour: INK });
  };
  const rule = () => {
    pdf
      .moveTo(MARGIN, y)
      .lineTo(A4[0] - MARGIN, y)
      .lineWidth(0.7)
      .stroke(RULE);
  };

  // QR of the receipt link, top right (spec §9 QR defaults: error correction M), as one filled path.
  const qr = QRCode.create(receipt.receiptUrl, { errorCorrectionLevel: 'M' });
  const qrSize = 92;
  const cell = qrSize / (qr.modules.size + 8);
  const qrLeft = A4[0] - MARGIN - qrSize;
  const qrTop = MARGIN - 6;
  for (let row = 0; row < qr.modules.size; row += 1) {
    for (let column = 0; column < qr.modules.size; column += 1) {
      if (qr.modules.get(row, column))
        pdf.rect(qrLeft + (column + 4) * cell, qrTop + (row + 4) * cell, cell, cell);
    }
  }
  pdf.fill([0, 0, 0]);

  const textWidth = A4[0] - 2 * MARGIN - qrSize - 12;
  write(receipt.temple.name, MARGIN, { font: 'Helvetica-Bold', size: 17, maxWidth: textWidth });
  y += 16;
  if (receipt.temple.address) {
    write(receipt.temple.address, MARGIN, { size: 9, color: MUTED, maxWidth: textWidth });
    y += 14;
  }
  write(words.heading, MARGIN, { font: 'Helvetica-Bold', size: 12 });
  y += 18;
  write(`${words.bookingNo}: ${receipt.orderNumber}`, MARGIN, { font: 'Helvetica-Bold', size: 11 });
  y += 14;
  write(`${words.date}: ${formatDisplayDate(receipt.orderDate, receipt.language)}`, MARGIN);
  y += 14;
  write(`${words.status}: ${words.statusText[receipt.status]}`, MARGIN, {
    font: 'Helvetica-Bold',
    size: 10,
    maxWidth: textWidth,
  });
  y += 14;
  if (receipt.paymentCode) {
    write(`${words.paymentReference}: ${receipt.paymentCode}`, MARGIN, { size: 9, color: MUTED });
    y += 14;
  }
  y = Math.max(y, qrTop + qrSize + 10);
  rule();
  y += 16;

  const columns = {
    serial: MARGIN,
    seva: MARGIN + 22,
    date: 300,
    // Right edges of the numbers, wide enough for ₹99,99,999.00 in each money column.
    quantity: 375,
    rate: 460,
    total: A4[0] - MARGIN,
  };
  const header = () => {
    write('#', columns.serial, { font: 'Helvetica-Bold', size: 9 });
    write(words.sevaColumn, columns.seva, { font: 'Helvetica-Bold', size: 9 });
    write(words.dateColumn, columns.date, { font: 'Helvetica-Bold', size: 9 });
    writeRight(words.quantityColumn, columns.quantity, 'Helvetica-Bold', 9);
    writeRight(words.rateColumn, columns.rate, 'Helvetica-Bold', 9);
    writeRight(words.amountColumn, columns.total, 'Helvetica-Bold', 9);
    y += 6;
    rule();
    y += 14;
  };
  header();
  for (const line of receipt.lines) {
    if (y > A4[1] - MARGIN - 200) {
      pdf.addPage({ size: A4, margin: 0 });
      y = MARGIN;
      header();
    }
    write(String(line.serialNo), columns.serial, { size: 9 });
    write(line.deityName ? `${line.sevaName} (${line.deityName})` : line.sevaName, columns.seva, {
      font: 'Helvetica-Bold',
      size: 9,
      maxWidth: columns.date - columns.seva - 8,
    });
    // A date the temple is still to allot may take the devotee's line too (Malayalam says it longer).
    const dateLines = line.performDate
      ? [formatDisplayDate(line.performDate, receipt.language)]
      : text.wrap(
          printableText(words.dateToBeAllotted),
          { font: 'Helvetica', size: 9, colour: INK },
          columns.quantity - columns.date - 12,
          2,
        );
    write(dateLines[0] ?? '', columns.date, { size: 9 });
    writeRight(String(line.quantity), columns.quantity, 'Helvetica', 9);
    writeRight(formatRupees(line.rate + line.postageCharge), columns.rate, 'Helvetica', 9);
    writeRight(formatRupees(line.lineTotal), columns.total, 'Helvetica', 9);
    y += 12;
    const series = line.series ? ` · ${words.series[line.series]}` : '';
    write(`${line.devoteeName} - ${starName(line.starName)}${series}`, columns.seva, {
      size: 9,
      color: MUTED,
      maxWidth: columns.date - columns.seva - 8,
    });
    if (dateLines[1]) write(dateLines[1], columns.date, { size: 9 });
    y += 16;
  }
  rule();
  y += 16;

  const { totals } = receipt;
  // The amount always, each charge only when there is one.
  const totalRows: [string, number, boolean][] = [
    [words.amount, totals.amount, true],
    [words.postageCharge, totals.postageCharge, false],
    [words.gatewayCharge, totals.serviceCharge, false],
    [words.sgst, totals.sgst, false],
    [words.cgst, totals.cgst, false],
    [words.templeServiceCharge, totals.splitServiceCharge, false],
    [words.dakshina, totals.dakshinaAmount, false],
  ];
  for (const [label, amount, isAlwaysShown] of totalRows) {
    if (amount <= 0 && !isAlwaysShown) continue;
    writeRight(label, columns.total - 95, 'Helvetica', 10);
    writeRight(formatRupees(amount), columns.total, 'Helvetica', 10);
    y += 15;
  }
  writeRight(words.totalAmount, columns.total - 95, 'Helvetica-Bold', 11);
  writeRight(formatRupees(totals.totalAmount), columns.total, 'Helvetica-Bold', 11);
  y += 15;
  writeRight(words.numberOfPoojas(totals.numberOfPoojas), columns.total, 'Helvetica', 9);
  y += 28;
  write(words.verifyAt(receipt.receiptUrl), MARGIN, {
    size: 8,
    color: MUTED,
    maxWidth: A4[0] - 2 * MARGIN,
  });
  y += 12;
  write(words.issuedThrough(productName), MARGIN, { size: 8, color: MUTED });
  pdf.end();
  return bytes;
}
