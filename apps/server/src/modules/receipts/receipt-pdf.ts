import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatDisplayDate, formatRupees, type Receipt } from '@nivedya/domain';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
// @pdf-lib/fontkit's Indic shaper was compiled by Babel with generators and expects this global.
import 'regenerator-runtime/runtime.js';

/**
 * The receipt as a printable A4 PDF: temple, booking number and date, one row per seva with devotee
 * and star, the totals with SGST and CGST on their own lines, and a QR code of the receipt link.
 * Latin text is set in Helvetica; Malayalam (devotee names, star and seva names typed in Malayalam) and
 * the rupee sign, which Helvetica lacks, in Noto Sans Malayalam, embedded as a subset and shaped by
 * fontkit, so conjuncts and vowel signs come out as they do on the web receipt, and amounts read
 * "₹1,250.00" as they do there (ARCHITECTURE rule 1).
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

const require = createRequire(import.meta.url);
let malayalamFontFiles: { regular: Uint8Array; bold: Uint8Array } | null = null;

/** Read once per process (32 KB each). */
function malayalamFonts() {
  malayalamFontFiles ??= {
    regular: readFileSync(
      require.resolve('@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff'),
    ),
    bold: readFileSync(
      require.resolve('@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff'),
    ),
  };
  return malayalamFontFiles;
}

/** What Helvetica cannot draw and Noto Sans Malayalam can: Malayalam letters and ₹. */
const NOTO_CHARACTER = /[\u0D00-\u0D7F\u20B9]/u;
/** Zero-width (non-)joiners choose a Malayalam letter's form (chillu, visible virama). */
const JOINER = /[\u200C\u200D]/u;

/**
 * GPOS mark positioning is left off: @pdf-lib/fontkit 1.1 throws on this font's anchors, and pdf-lib
 * draws glyphs at their advance widths anyway. Substitution (conjuncts, reordered vowel signs) still runs.
 */
const NO_MARK_POSITIONING = { mark: false, mkmk: false, abvm: false, blwm: false };

interface Run {
  text: string;
  inNoto: boolean;
}

/** Splits text into runs set in Noto Sans Malayalam and in Helvetica; a joiner stays with Malayalam. */
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

export async function renderReceiptPdf(receipt: Receipt, productName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Receipt ${receipt.orderNumber}`);
  pdf.setAuthor(productName);
  pdf.setCreator(productName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const files = malayalamFonts();
  // Embedded on first use, as a subset: an English receipt carries the rupee sign's glyph and no more.
  const notoOf = new Map<PDFFont, Promise<PDFFont>>();
  const notoFor = (latin: PDFFont) => {
    let font = notoOf.get(latin);
    if (!font) {
      font = pdf.embedFont(latin === bold ? files.bold : files.regular, {
        subset: true,
        features: NO_MARK_POSITIONING,
      });
      notoOf.set(latin, font);
    }
    return font;
  };
  const clean = (text: string) =>
    [...text]
      .filter(
        (char) => supported.has(char.codePointAt(0) ?? 0) || NOTO_CHARACTER.test(char) || JOINER.test(char),
      )
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  /** The text's runs, each with its font and width at `size`. */
  const measure = async (text: string, latin: PDFFont, size: number) =>
    Promise.all(
      fontRuns(text).map(async (run) => {
        const font = run.inNoto ? await notoFor(latin) : latin;
        return { ...run, font, width: font.widthOfTextAtSize(run.text, size) };
      }),
    );
  const widthOf = async (text: string, latin: PDFFont, size: number) =>
    (await measure(text, latin, size)).reduce((sum, run) => sum + run.width, 0);
  /** Shortens text with '...' until it fits the width. */
  const fit = async (text: string, latin: PDFFont, size: number, maxWidth: number) => {
    if ((await widthOf(text, latin, size)) <= maxWidth) return text;
    let shorter = text;
    while (shorter.length > 1 && (await widthOf(`${shorter}...`, latin, size)) > maxWidth)
      shorter = shorter.slice(0, -1);
    return `${shorter.trimEnd()}...`;
  };
  const draw = async (text: string, x: number, latin: PDFFont, size: number, color: typeof INK) => {
    let left = x;
    for (const run of await measure(text, latin, size)) {
      page.drawText(run.text, { x: left, y, size, font: run.font, color });
      left += run.width;
    }
  };

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = async (
    text: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof INK; maxWidth?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const value =
      options.maxWidth === undefined ? clean(text) : await fit(clean(text), font, size, options.maxWidth);
    await draw(value, x, font, size, options.color ?? INK);
  };
  const writeRight = async (text: string, right: number, font: PDFFont = regular, size = 10) => {
    const value = clean(text);
    await draw(value, right - (await widthOf(value, font, size)), font, size, INK);
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
  await write(receipt.temple.name, MARGIN, { font: bold, size: 17, maxWidth: textWidth });
  y -= 16;
  if (receipt.temple.address) {
    await write(receipt.temple.address, MARGIN, { size: 9, color: MUTED, maxWidth: textWidth });
    y -= 14;
  }
  await write('Seva Receipt', MARGIN, { font: bold, size: 12 });
  y -= 18;
  await write(`Booking No: ${receipt.orderNumber}`, MARGIN, { font: bold, size: 11 });
  y -= 14;
  await write(`Date: ${formatDisplayDate(receipt.orderDate)}`, MARGIN);
  y -= 14;
  await write(`Status: ${STATUS_TEXT[receipt.status]}`, MARGIN, { font: bold, size: 10 });
  y -= 14;
  if (receipt.paymentCode) {
    await write(`Payment reference: ${receipt.paymentCode}`, MARGIN, { size: 9, color: MUTED });
    y -= 14;
  }
  y = Math.min(y, qrTop - qrSize - 10);
  rule();
  y -= 16;

  const columns = {
    serial: MARGIN,
    seva: MARGIN + 22,
    date: 300,
    // Right edges of the numbers, wide enough for ₹99,99,999.00 in each money column.
    quantity: 375,
    rate: 460,
    total: A4[0] - MARGIN,
  };
  const header = async () => {
    await write('#', columns.serial, { font: bold, size: 9 });
    await write('Seva / Devotee - Star', columns.seva, { font: bold, size: 9 });
    await write('Pooja date', columns.date, { font: bold, size: 9 });
    await writeRight('Qty', columns.quantity, bold, 9);
    await writeRight('Rate', columns.rate, bold, 9);
    await writeRight('Amount', columns.total, bold, 9);
    y -= 6;
    rule();
    y -= 14;
  };
  await header();
  for (const line of receipt.lines) {
    if (y < MARGIN + 200) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      await header();
    }
    await write(String(line.serialNo), columns.serial, { size: 9 });
    await write(line.deityName ? `${line.sevaName} (${line.deityName})` : line.sevaName, columns.seva, {
      font: bold,
      size: 9,
      maxWidth: columns.date - columns.seva - 8,
    });
    await write(line.performDate ? formatDisplayDate(line.performDate) : 'To be allotted', columns.date, {
      size: 9,
    });
    await writeRight(String(line.quantity), columns.quantity, regular, 9);
    await writeRight(formatRupees(line.rate + line.postageCharge), columns.rate, regular, 9);
    await writeRight(formatRupees(line.lineTotal), columns.total, regular, 9);
    y -= 12;
    await write(`${line.devoteeName} - ${line.starName}`, columns.seva, {
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
    await writeRight(label, columns.total - 95, regular, 10);
    await writeRight(formatRupees(amount), columns.total, regular, 10);
    y -= 15;
  }
  await writeRight('Total Amount', columns.total - 95, bold, 11);
  await writeRight(formatRupees(totals.totalAmount), columns.total, bold, 11);
  y -= 15;
  await writeRight(`Total Number of Pooja: ${totals.numberOfPoojas}`, columns.total, regular, 9);
  y -= 28;
  await write(`Verify this receipt at ${receipt.receiptUrl}`, MARGIN, {
    size: 8,
    color: MUTED,
    maxWidth: A4[0] - 2 * MARGIN,
  });
  y -= 12;
  await write(`Issued through ${productName}`, MARGIN, { size: 8, color: MUTED });
  return pdf.save();
}
