import { formatDisplayDate, formatRupees, type Receipt } from '@nivedya/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { loadMalayalamFonts } from './malayalam-font.ts';

/**
 * The receipt as a printable A4 PDF: temple, booking number and date, one row per seva with devotee
 * and star, the totals with SGST and CGST on their own lines, and a QR code of the receipt link.
 * Latin text is set in Helvetica; Malayalam (devotee names, star and seva names typed in Malayalam) and
 * the rupee sign, which Helvetica lacks, in Noto Sans Malayalam, embedded as a subset and shaped by
 * HarfBuzz (malayalam-font.ts), so conjuncts and vowel signs come out as they do on the web receipt,
 * and amounts read "₹1,250.00" as they do there (ARCHITECTURE rule 1).
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
type Colour = [number, number, number];
/** pdfkit takes RGB in 0–255. */
const rgb = (red: number, green: number, blue: number): Colour => [red * 255, green * 255, blue * 255];
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

/** What Helvetica cannot draw and Noto Sans Malayalam can: Malayalam letters and ₹. */
const NOTO_CHARACTER = /[\u0D00-\u0D7F\u20B9]/u;
/** Zero-width (non-)joiners choose a Malayalam letter's form (chillu, visible virama). */
const JOINER = /[\u200C\u200D]/u;
/** What the standard Helvetica draws: WinAnsiEncoding, Latin-1 and the Windows-1252 extras. */
const HELVETICA_CHARACTER = /[\u0020-\u007E\u00A0-\u00FF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;

interface Run {
  text: string;
  inNoto: boolean;
}

/** Splits text into runs for Noto Sans Malayalam and for Helvetica; a joiner stays with Malayalam. */
export function fontRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const inNoto = NOTO_CHARACTER.test(char) || (JOINER.test(char) && last?.inNoto === true);
    if (last && last.inNoto === inNoto) last.text += char;
    else runs.push({ text: char, inNoto });
  }
  return runs;
}

const clean = (text: string) =>
  [...text]
    .filter((char) => HELVETICA_CHARACTER.test(char) || NOTO_CHARACTER.test(char) || JOINER.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

type Latin = 'Helvetica' | 'Helvetica-Bold';

/** A PDF text string in UTF-16BE with its byte-order mark, as hex. */
const utf16Hex = (text: string) =>
  `<FEFF${Array.from({ length: text.length }, (_, index) => text.charCodeAt(index).toString(16).padStart(4, '0')).join('')}>`;

/**
 * Draws text as a marked-content span whose ActualText is the text as typed: Malayalam glyphs are in
 * visual order (the pre-base ra of "ശ്രീ" comes first), so copying, search and screen readers need it.
 * The span goes inside the text object (BT … ET) pdfkit writes, because poppler (pdftotext, Evince)
 * drops an ActualText span that closes after the text's graphics state is restored; pdfkit's own
 * markContent() can only wrap the whole q … Q.
 */
function withActualText(pdf: PDFKit.PDFDocument, actual: string, drawText: () => void) {
  const addContent = pdf.addContent;
  pdf.addContent = (data: string) => {
    if (data === 'ET') addContent.call(pdf, 'EMC');
    addContent.call(pdf, data);
    if (data === 'BT') addContent.call(pdf, `/Span <</ActualText ${utf16Hex(actual)}>> BDC`);
    return pdf;
  };
  try {
    drawText();
  } finally {
    pdf.addContent = addContent;
  }
}

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
  const malayalam = await loadMalayalamFonts();
  const pdf = new PDFDocument({
    size: A4,
    margin: 0,
    info: { Title: `Receipt ${receipt.orderNumber}`, Author: productName, Creator: productName },
  });
  const bytes = collectBytes(pdf);
  // pdfkit 0.20 embeds a fontkit font object it is given, as a subset of the glyphs drawn (an English
  // receipt carries the ₹ glyph alone); @types/pdfkit 0.17 does not know that yet.
  pdf.registerFont('Noto', malayalam.regular as unknown as PDFKit.Mixins.PDFFontSource);
  pdf.registerFont('Noto-Bold', malayalam.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const useFont = (run: Run, latin: Latin, size: number) =>
    pdf.font(run.inNoto ? (latin === 'Helvetica-Bold' ? 'Noto-Bold' : 'Noto') : latin, size);

  /** The text's runs, each with its width at `size`. */
  const measure = (text: string, latin: Latin, size: number) =>
    fontRuns(text).map((run) => ({ ...run, width: useFont(run, latin, size).widthOfString(run.text) }));
  const widthOf = (text: string, latin: Latin, size: number) =>
    measure(text, latin, size).reduce((sum, run) => sum + run.width, 0);
  /** Shortens text with '...' until it fits the width. */
  const fit = (text: string, latin: Latin, size: number, maxWidth: number) => {
    if (widthOf(text, latin, size) <= maxWidth) return text;
    let shorter = text;
    while (shorter.length > 1 && widthOf(`${shorter}...`, latin, size) > maxWidth)
      shorter = shorter.slice(0, -1);
    return `${shorter.trimEnd()}...`;
  };

  /** Baseline of the current line, from the top of the page. */
  let y = MARGIN;
  const draw = (text: string, x: number, latin: Latin, size: number, colour: Colour) => {
    let left = x;
    for (const run of measure(text, latin, size)) {
      useFont(run, latin, size).fillColor(colour);
      const drawRun = () => pdf.text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic' });
      if (run.inNoto) withActualText(pdf, run.text, drawRun);
      else drawRun();
      left += run.width;
    }
  };
  const write = (
    text: string,
    x: number,
    options: { font?: Latin; size?: number; color?: Colour; maxWidth?: number } = {},
  ) => {
    const font = options.font ?? 'Helvetica';
    const size = options.size ?? 10;
    const value =
      options.maxWidth === undefined ? clean(text) : fit(clean(text), font, size, options.maxWidth);
    draw(value, x, font, size, options.color ?? INK);
  };
  const writeRight = (text: string, right: number, font: Latin = 'Helvetica', size = 10) => {
    const value = clean(text);
    draw(value, right - widthOf(value, font, size), font, size, INK);
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
  write('Seva Receipt', MARGIN, { font: 'Helvetica-Bold', size: 12 });
  y += 18;
  write(`Booking No: ${receipt.orderNumber}`, MARGIN, { font: 'Helvetica-Bold', size: 11 });
  y += 14;
  write(`Date: ${formatDisplayDate(receipt.orderDate)}`, MARGIN);
  y += 14;
  write(`Status: ${STATUS_TEXT[receipt.status]}`, MARGIN, { font: 'Helvetica-Bold', size: 10 });
  y += 14;
  if (receipt.paymentCode) {
    write(`Payment reference: ${receipt.paymentCode}`, MARGIN, { size: 9, color: MUTED });
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
    write('Seva / Devotee - Star', columns.seva, { font: 'Helvetica-Bold', size: 9 });
    write('Pooja date', columns.date, { font: 'Helvetica-Bold', size: 9 });
    writeRight('Qty', columns.quantity, 'Helvetica-Bold', 9);
    writeRight('Rate', columns.rate, 'Helvetica-Bold', 9);
    writeRight('Amount', columns.total, 'Helvetica-Bold', 9);
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
    write(line.performDate ? formatDisplayDate(line.performDate) : 'To be allotted', columns.date, {
      size: 9,
    });
    writeRight(String(line.quantity), columns.quantity, 'Helvetica', 9);
    writeRight(formatRupees(line.rate + line.postageCharge), columns.rate, 'Helvetica', 9);
    writeRight(formatRupees(line.lineTotal), columns.total, 'Helvetica', 9);
    y += 12;
    write(`${line.devoteeName} - ${line.starName}`, columns.seva, {
      size: 9,
      color: MUTED,
      maxWidth: columns.date - columns.seva - 8,
    });
    y += 16;
  }
  rule();
  y += 16;

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
    writeRight(label, columns.total - 95, 'Helvetica', 10);
    writeRight(formatRupees(amount), columns.total, 'Helvetica', 10);
    y += 15;
  }
  writeRight('Total Amount', columns.total - 95, 'Helvetica-Bold', 11);
  writeRight(formatRupees(totals.totalAmount), columns.total, 'Helvetica-Bold', 11);
  y += 15;
  writeRight(`Total Number of Pooja: ${totals.numberOfPoojas}`, columns.total, 'Helvetica', 9);
  y += 28;
  write(`Verify this receipt at ${receipt.receiptUrl}`, MARGIN, {
    size: 8,
    color: MUTED,
    maxWidth: A4[0] - 2 * MARGIN,
  });
  y += 12;
  write(`Issued through ${productName}`, MARGIN, { size: 8, color: MUTED });
  pdf.end();
  return bytes;
}
