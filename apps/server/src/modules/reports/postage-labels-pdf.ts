import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { loadIndianFonts } from '../../lib/indian-fonts.ts';
import { mixedScriptText, printableText, rgb, type TextStyle } from '../../lib/mixed-script-text.ts';

/**
 * Address labels for the parcels of prasadam, on A4 sheets of 14: 2 columns × 7 rows of 99.1 × 38.1 mm
 * (the Avery L7163 / J8163 layout, sold in India and the UK as "14 labels per sheet"), so the office
 * prints on the sheets any stationer has and sticks each label on its parcel.
 */
export const LABELS_PER_PAGE = 14;

export interface AddressLabel {
  devotee: string;
  address: string;
  mobile: string | null;
  orderNumber: string;
  parcelNo: string;
}

export interface LabelSender {
  /** May be Malayalam. */
  templeName: string;
  templeAddress: string | null;
}

const POINTS_PER_MM = 72 / 25.4;
const mm = (millimetres: number) => millimetres * POINTS_PER_MM;

const PAGE = { width: mm(210), height: mm(297) };
const SHEET = {
  columns: 2,
  rows: 7,
  labelWidth: mm(99.1),
  labelHeight: mm(38.1),
  /** The sheet's margins and the gap between its columns (L7163: 4.65 mm, 15.15 mm, 2.5 mm). */
  left: mm(4.65),
  top: mm(15.15),
  columnGap: mm(2.5),
};
/** Printers shift a few millimetres: text keeps well inside the label's edge. */
const PADDING = mm(4);
const BATCH = 50;

const INK = rgb(0.05, 0.05, 0.05);
const MUTED = rgb(0.35, 0.35, 0.35);
const EDGE = rgb(0.85, 0.85, 0.85);
const name: TextStyle = { font: 'Helvetica-Bold', size: 10.5, colour: INK };
const body: TextStyle = { font: 'Helvetica', size: 9, colour: INK };
const small: TextStyle = { font: 'Helvetica', size: 7, colour: MUTED };

/** An address typed over several lines reads as one, its lines joined by commas, to wrap to the label. */
const oneLine = (text: string) =>
  printableText(
    text
      .split(/\s*[\r\n]+\s*/)
      .filter(Boolean)
      .join(', '),
  );

/** The labels as a PDF stream, a page per 14 labels, drawn as the rows arrive. */
export function streamAddressLabels(
  sender: LabelSender,
  labels: AsyncIterable<AddressLabel>,
  title: string,
): Readable {
  const pdf = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: sender.templeName },
  });
  writeLabels(pdf, sender, labels).catch((error: unknown) =>
    pdf.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return pdf;
}

async function writeLabels(
  pdf: PDFKit.PDFDocument,
  sender: LabelSender,
  labels: AsyncIterable<AddressLabel>,
) {
  const text = mixedScriptText(pdf, await loadIndianFonts());
  const from = oneLine(
    `From: ${sender.templeName}${sender.templeAddress ? `, ${sender.templeAddress}` : ''}`,
  );
  let count = 0;
  for await (const label of labels) {
    if (pdf.destroyed) return;
    const slot = count % LABELS_PER_PAGE;
    if (slot === 0) pdf.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    const column = slot % SHEET.columns;
    const row = Math.floor(slot / SHEET.columns);
    const left = SHEET.left + column * (SHEET.labelWidth + SHEET.columnGap);
    const top = SHEET.top + row * SHEET.labelHeight;
    // A hairline at the label's edge helps on plain paper and vanishes under a die-cut label's gap.
    pdf.rect(left, top, SHEET.labelWidth, SHEET.labelHeight).lineWidth(0.25).stroke(EDGE);
    const x = left + PADDING;
    const width = SHEET.labelWidth - 2 * PADDING;
    let y = top + PADDING;
    const line = (value: string, style: TextStyle, lineHeight: number) => {
      text.draw(value, { x, y: y + style.size * 0.85 }, style);
      y += lineHeight;
    };
    const parcel = `#${label.parcelNo}`;
    text.draw(parcel, { x: left + SHEET.labelWidth - PADDING, y: y + small.size, align: 'right' }, small);
    const nameWidth = width - text.widthOf(parcel, small) - 6;
    line(text.fit(printableText(`To: ${label.devotee}`), name, nameWidth), name, 13);
    for (const part of text.wrap(oneLine(label.address), body, width, 3)) line(part, body, 11);
    const contact = [label.mobile ? `Mobile: ${label.mobile}` : null, `Booking ${label.orderNumber}`]
      .filter(Boolean)
      .join('   ');
    line(text.fit(printableText(contact), body, width), body, 11);
    // The sender sits at the label's foot, small, as a post office expects the return address.
    const fromLines = text.wrap(from, small, width, 2);
    y = top + SHEET.labelHeight - PADDING - fromLines.length * 8.5;
    for (const part of fromLines) line(part, small, 8.5);
    count += 1;
    if (count % BATCH === 0) await nextTurn();
  }
  if (count === 0) {
    pdf.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    text.draw('No parcels to label.', { x: mm(20), y: mm(25) }, { ...body, size: 11 });
  }
  pdf.end();
}
