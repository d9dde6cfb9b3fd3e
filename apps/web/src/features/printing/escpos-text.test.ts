import { describe, expect, it } from 'vitest';
import { escPosToText } from './escpos-text.ts';

const ESC = 0x1b;
const GS = 0x1d;
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function qr(data: string): number[] {
  const stored = [0x31, 0x50, 0x30, ...new TextEncoder().encode(data)];
  return [
    ...[GS, 0x28, 0x6b, 4, 0, 0x31, 0x41, 0x32, 0], // model 2
    ...[GS, 0x28, 0x6b, 3, 0, 0x31, 0x43, 6], // module size
    ...[GS, 0x28, 0x6b, 3, 0, 0x31, 0x45, 0x31], // error correction M
    ...[GS, 0x28, 0x6b, stored.length % 256, Math.floor(stored.length / 256), ...stored],
    ...[GS, 0x28, 0x6b, 3, 0, 0x31, 0x51, 0x30], // print
  ];
}

describe('escPosToText', () => {
  it('keeps text line by line and drops style, alignment and code page commands', () => {
    const bytes = Uint8Array.from([
      ...[ESC, 0x40, ESC, 0x74, 0, ESC, 0x61, 1, ESC, 0x45, 1],
      ...ascii('Temple'),
      ...[ESC, 0x45, 0, 0x0a, 0x0d, GS, 0x21, 0x11],
      ...ascii('Big'),
      ...[GS, 0x21, 0, 0x0a],
      ...ascii('end  '),
      0x0a,
    ]);
    expect(escPosToText(bytes)).toBe('Temple\nBig\nend');
  });

  it('writes a QR code as a line [QR data], closing the text before it', () => {
    const bytes = Uint8Array.from([...ascii('Scan'), ...qr('https://x.example/seva-receipt/abc'), 0x0a]);
    expect(escPosToText(bytes)).toBe('Scan\n[QR https://x.example/seva-receipt/abc]');
  });

  it('reads a QR code longer than 255 bytes', () => {
    const data = `https://x.example/${'a'.repeat(300)}`;
    expect(escPosToText(Uint8Array.from(qr(data)))).toBe(`[QR ${data}]`);
  });

  it('reads code page 437 box drawing, as the encoder draws rules', () => {
    expect(escPosToText(Uint8Array.from([0xc4, 0xc4, 0xcd, 0x0a]))).toBe('──═');
  });

  it('skips raster images and bit images whole, so their bytes never read as text', () => {
    const raster = [GS, 0x76, 0x30, 0, 2, 0, 2, 0, ...ascii('ABCD')];
    const bitImage = [ESC, 0x2a, 0, 3, 0, ...ascii('XYZ')];
    expect(escPosToText(Uint8Array.from([...raster, ...bitImage, ...ascii('after'), 0x0a]))).toBe(
      '[IMAGE]\n[IMAGE]\nafter',
    );
  });

  it('reads barcodes of both forms', () => {
    const nulTerminated = [GS, 0x6b, 4, ...ascii('CODE39'), 0];
    const counted = [GS, 0x6b, 73, 5, ...ascii('12345')];
    expect(escPosToText(Uint8Array.from([...nulTerminated, ...counted]))).toBe(
      '[BARCODE CODE39]\n[BARCODE 12345]',
    );
  });

  it('feeds lines with ESC d and ignores cuts and drawer pulses', () => {
    const bytes = Uint8Array.from([
      ...ascii('one'),
      ...[ESC, 0x64, 2],
      ...ascii('two'),
      0x0a,
      ...[GS, 0x56, 0x41, 3, ESC, 0x70, 0, 25, 250],
    ]);
    expect(escPosToText(bytes)).toBe('one\n\ntwo');
  });

  it('answers an empty string for no bytes', () => {
    expect(escPosToText(new Uint8Array())).toBe('');
  });
});
