import { describe, expect, it } from 'vitest';
import { makeBmp } from '../test/image-builders.ts';
import { decodeBmp, isBmp } from './bmp-image.ts';

const red: [number, number, number] = [200, 0, 0];
const blue: [number, number, number] = [0, 0, 200];
/** Red top half, blue bottom half, so row order mistakes show. */
const halves = (_x: number, y: number, height: number) => (y < height / 2 ? red : blue);

describe('BMP decoding (spec §5 allows bmp; libvips does not read it)', () => {
  type Layout = Omit<Parameters<typeof makeBmp>[0], 'width' | 'height' | 'pixel'>;
  it.each<[string, Layout]>([
    ['24-bit bottom-up', { bitsPerPixel: 24 as const }],
    ['24-bit top-down', { bitsPerPixel: 24 as const, topDown: true }],
    ['8-bit palette', { bitsPerPixel: 8 as const, palette: [red, blue] }],
    ['32-bit bit fields with alpha', { bitsPerPixel: 32 as const, bitfields: true }],
    ['32-bit BI_RGB', { bitsPerPixel: 32 as const }],
  ])('reads a %s image with its rows in order', (_name, options) => {
    const bmp = makeBmp({ width: 5, height: 4, ...options, pixel: (x, y) => halves(x, y, 4) });
    expect(isBmp(bmp)).toBe(true);
    const raw = decodeBmp(bmp, 1_000_000);
    expect(raw).not.toBeNull();
    const { data, width, height, channels } = raw!;
    expect([width, height]).toEqual([5, 4]);
    expect(channels).toBe(options.bitfields === true ? 4 : 3);
    const at = (x: number, y: number) => [
      ...data.subarray((y * 5 + x) * channels, (y * 5 + x) * channels + 3),
    ];
    expect(at(0, 0)).toEqual(red);
    expect(at(4, 1)).toEqual(red);
    expect(at(0, 2)).toEqual(blue);
    expect(at(4, 3)).toEqual(blue);
  });

  it('answers null for what it does not read: truncated, RLE, too many pixels, not a BMP', () => {
    const bmp = makeBmp({ width: 4, height: 4, bitsPerPixel: 24, pixel: () => red });
    expect(decodeBmp(bmp.subarray(0, bmp.length - 10), 1_000_000)).toBeNull();
    const rle = Buffer.from(bmp);
    rle.writeUInt32LE(1, 30);
    expect(decodeBmp(rle, 1_000_000)).toBeNull();
    expect(decodeBmp(bmp, 15)).toBeNull();
    expect(decodeBmp(Buffer.from('GIF89a not a bitmap at all, really'), 1_000_000)).toBeNull();
    expect(isBmp(Buffer.from('BM'))).toBe(false);
  });
});
