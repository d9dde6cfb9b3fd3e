import { formatDisplayDate, paiseToRupees, type Receipt } from '@nivedya/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * The receipt as a printable A4 PDF: temple, booking number and date, one row per seva with devotee
 * and star, the totals with SGST and CGST on their own lines, and a QR code of the receipt link.
 * The PDF uses the standard Helvetica fonts, so text outside their character set (Malayalam) is left
 * out here; the web receipt page shows it in full.
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const INK = rgb(0.17, 0.13, 0.09);
const MUTED = rgb(0.42, 0.37, 0.31);
const RULE = rgb(0.85, 0.8, 0.72);

const STATUS_TEXT: Record<Receipt['status'], string> = {
  paid: 'PAID',
  pending: 'PAYMENT PENDING',
  failed: 'PAYMENT FAILED - NOT A VALID RECEIPT',
  expired: 'PAYMENT NOT RECEIVED - NOT A VALID RECEIPT',
  cancelled: 'CANCELLED',
  refunded: 'REFUNDED',
};

const rupees = (paise: number) => `Rs. ${paiseToRupees(paise)}`;

/** Shortens text with '...' until it fits the width. */
function fit(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let shorter = text;
  while (shorter.length > 1 && font.widthOfTextAtSize(`${shorter}...`, size) > maxWidth)
    shorter = shorter.slice(0, -1);
  return `${shorter.trimEnd()}...`;
}

export async function renderReceiptPdf(receipt: Receipt, productName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.orderNumber}`);
  pdf.setAuthor(productName);
  pdf.setCreator(productName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text.replaceAll('₹', 'Rs.')]
      .filter((char) => supported.has(char.codePointAt(0) ?? 0))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = (
    text: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof INK; maxWidth?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const value =
      options.maxWidth === undefined ? clean(text) : fit(clean(text), font, size, options.maxWidth);
    page.drawText(value, { x, y, size, font, color: options.color ?? INK });
  };
  const writeRight = (text: string, right: number, font: PDFFont = regular, size = 10) => {
    const value = clean(text);
    page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y, size, font, color: INK });
  };
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.7, color: RULE });
  };

  // QR of the receipt link, top right (spec §9 QR defaults: error correction M).
  const qr = QRCode.create(receipt.receiptUrl, { errorCorrectionLevel: 'M' });
  const qrSize = 92;
  const cell = qrSize / (qr.modules.size + 8);
  const qrLeft = A4[0] - MARGIN - qrSize;
  const qrTop = A4[1] - MARGIN + 6;
  for (let row = 0; row < qr.modules.size; row += 1) {
    for (let column = 0; column < qr.modules.size; column += 1) {
      if (!qr.modules.get(row, column)) continue;
      page.drawRectangle({
        x: qrLeft + (column + 4) * cell,
        y: qrTop - (row + 5) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }

  const textWidth = A4[0] - 2 * MARGIN - qrSize - 12;
  write(receipt.temple.name, MARGIN, { font: bold, size: 17, maxWidth: textWidth });
  y -= 16;
  if (receipt.temple.address) {
    write(receipt.temple.address, MARGIN, { size: 9, color: MUTED, maxWidth: textWidth });
    y -= 14;
  }
  write('Seva Receipt', MARGIN, { font: bold, size: 12 });
  y -= 18;
  write(`Booking No: ${receipt.orderNumber}`, MARGIN, { font: bold, size: 11 });
  y -= 14;
  write(`Date: ${formatDisplayDate(receipt.orderDate)}`, MARGIN);
  y -= 14;
  write(`Status: ${STATUS_TEXT[receipt.status]}`, MARGIN, { font: bold, size: 10 });
  y -= 14;
  if (receipt.paymentCode) {
    write(`Payment reference: ${receipt.paymentCode}`, MARGIN, { size: 9, color: MUTED });
    y -= 14;
  }
  y = Math.min(y, qrTop - qrSize - 10);
  rule();
  y -= 16;

  const columns = {
    serial: MARGIN,
    seva: MARGIN + 22,
    date: 330,
    quantity: 420,
    rate: 480,
    total: A4[0] - MARGIN,
  };
  const header = () => {
    write('#', columns.serial, { font: bold, size: 9 });
    write('Seva / Devotee - Star', columns.seva, { font: bold, size: 9 });
    write('Pooja date', columns.date, { font: bold, size: 9 });
    writeRight('Qty', columns.quantity + 20, bold, 9);
    writeRight('Rate', columns.rate + 30, bold, 9);
    writeRight('Amount', columns.total, bold, 9);
    y -= 6;
    rule();
    y -= 14;
  };
  header();
  for (const line of receipt.lines) {
    if (y < MARGIN + 200) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    write(String(line.serialNo), columns.serial, { size: 9 });
    write(line.deityName ? `${line.sevaName} (${line.deityName})` : line.sevaName, columns.seva, {
      font: bold,
      size: 9,
      maxWidth: columns.date - columns.seva - 8,
    });
    write(line.performDate ? formatDisplayDate(line.performDate) : 'To be allotted', columns.date, {
      size: 9,
    });
    writeRight(String(line.quantity), columns.quantity + 20, regular, 9);
    writeRight(paiseToRupees(line.rate + line.postageCharge), columns.rate + 30, regular, 9);
    writeRight(paiseToRupees(line.lineTotal), columns.total, regular, 9);
    y -= 12;
    write(`${line.devoteeName} - ${line.starName}`, columns.seva, {
      size: 9,
      color: MUTED,
      maxWidth: columns.date - columns.seva - 8,
    });
    y -= 16;
  }
  rule();
  y -= 16;

  const { totals } = receipt;
  const totalRows: [string, number][] = [
    ['Amount', totals.amount],
    ['Postage Charge', totals.postageCharge],
    ['Payment Gateway charge', totals.serviceCharge],
    ['SGST (9%)', totals.sgst],
    ['CGST (9%)', totals.cgst],
    ['Temple service charge', totals.splitServiceCharge],
    ['Dakshina', totals.dakshinaAmount],
  ];
  for (const [label, amount] of totalRows) {
    if (amount <= 0 && label !== 'Amount') continue;
    writeRight(label, columns.total - 95, regular, 10);
    writeRight(rupees(amount), columns.total, regular, 10);
    y -= 15;
  }
  writeRight('Total Amount', columns.total - 95, bold, 11);
  writeRight(rupees(totals.totalAmount), columns.total, bold, 11);
  y -= 15;
  writeRight(`Total Number of Pooja: ${totals.numberOfPoojas}`, columns.total, regular, 9);
  y -= 28;
  write(`Verify this receipt at ${receipt.receiptUrl}`, MARGIN, {
    size: 8,
    color: MUTED,
    maxWidth: A4[0] - 2 * MARGIN,
  });
  y -= 12;
  write(`Issued through ${productName}`, MARGIN, { size: 8, color: MUTED });
  return pdf.save();
}
