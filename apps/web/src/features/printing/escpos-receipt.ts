import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { ReceiptModel } from './receipt-model.ts';

/**
 * The receipt as ESC/POS bytes for a thermal printer (and a Sunmi device's built-in one), laid out
 * for the roll's columns: 32 on 58 mm paper, 48 on 80 mm. The encoder (a kept library) wraps the
 * text, picks the code page and writes the QR code in the printer's own QR commands, so the printer
 * draws it sharp at its own resolution. This module is only ever loaded on demand (print-receipt.ts),
 * keeping the encoder out of the first bundle.
 */
export interface EscPosLayout {
  columns: number;
  /** The encoder's printer model when the printer is known (a Sunmi device). */
  printerModel?: 'sunmi';
}

function encoderFor(layout: EscPosLayout): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: layout.columns,
    ...(layout.printerModel ? { printerModel: layout.printerModel } : {}),
    // Lines end in LF only: a CR after it makes some printers feed an extra, empty line.
    newline: '\n',
    // A character the code pages lack prints as '?' rather than stopping the print.
    errors: 'relaxed',
  });
}

/**
 * Labels on the left and values on the right, the values as wide as the widest of them (up to half
 * the line) so that labels wrap only when they must; both wrap within the row.
 */
function pairs(encoder: ReceiptPrinterEncoder, rows: { label: string; value: string }[], columns: number) {
  const valueWidth = Math.min(Math.max(...rows.map((row) => row.value.length), 1), Math.floor(columns / 2));
  const labelWidth = columns - valueWidth - 1;
  encoder.table(
    [
      { width: labelWidth, align: 'left', overflow: 'wrap' },
      { width: columns - labelWidth - 1, align: 'right', overflow: 'wrap', marginLeft: 1 },
    ],
    rows.map((row) => [row.label, row.value]),
  );
}

export function encodeReceipt(model: ReceiptModel, layout: EscPosLayout): Uint8Array {
  const { columns } = layout;
  const encoder = encoderFor(layout).initialize();
  encoder.align('center').bold(true).size(1, 2).line(model.temple.name).size(1, 1).bold(false);
  if (model.temple.localName) encoder.line(model.temple.localName);
  if (model.temple.address) encoder.line(model.temple.address);
  if (model.temple.manthra) encoder.line(model.temple.manthra);
  encoder.rule().bold(true).line(model.title.toUpperCase()).bold(false).align('left');
  pairs(encoder, model.facts, columns);
  encoder.rule();

  const indent = String(model.lines.length).length + 2;
  const body = columns - indent;
  const amountWidth = Math.min(14, Math.floor(body / 2));
  for (const line of model.lines) {
    encoder.table(
      [
        { width: indent, align: 'left' },
        { width: body, align: 'left', overflow: 'wrap' },
      ],
      [
        [`${line.serialNo}.`, (encoder) => encoder.bold(true).text(line.seva).bold(false)],
        ['', line.devotee],
        ['', `${model.labels.performDate}: ${line.performDate}`],
      ],
    );
    encoder.table(
      [
        { width: indent, align: 'left' },
        { width: body - amountWidth, align: 'left', overflow: 'wrap' },
        { width: amountWidth, align: 'right', overflow: 'wrap' },
      ],
      [['', line.quantityRate, line.amount]],
    );
  }
  encoder.rule();
  pairs(
    encoder,
    model.totals.map((row) => ({ label: row.label, value: row.amount })),
    columns,
  );
  encoder.rule({ style: 'double' }).bold(true);
  pairs(encoder, [{ label: model.grandTotal.label, value: model.grandTotal.amount }], columns);
  encoder.bold(false);
  pairs(encoder, [model.poojaCount], columns);
  encoder
    .newline()
    .align('center')
    // spec §9 QR: error correction M. Size 6 dots a module fits a receipt link on 58 mm paper.
    .qrcode(model.qr.data, { model: 2, size: columns >= 48 ? 7 : 6, errorlevel: 'm' })
    .line(model.qr.caption)
    .newline()
    .line(model.footer)
    .cut('partial');
  return encoder.encode();
}

/** A short page that shows the printer prints, wraps at the chosen width and reads QR codes. */
export function encodeTestPage(
  text: { title: string; paper: string; qrCaption: string },
  qrData: string,
  layout: EscPosLayout,
): Uint8Array {
  const encoder = encoderFor(layout).initialize();
  encoder
    .align('center')
    .bold(true)
    .size(1, 2)
    .line(text.title)
    .size(1, 1)
    .bold(false)
    .line(text.paper)
    .rule()
    .align('left')
    .line('0123456789'.repeat(Math.ceil(layout.columns / 10)).slice(0, layout.columns))
    .rule()
    .align('center')
    .qrcode(qrData, { model: 2, size: 6, errorlevel: 'm' })
    .line(text.qrCaption)
    .cut('partial');
  return encoder.encode();
}
