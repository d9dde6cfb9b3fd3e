/**
 * spec §5 allows BMP uploads, which libvips (sharp) does not read. This decodes the BMPs people have —
 * uncompressed 1, 4, 8 (palette), 16, 24 and 32 bits, with or without bit-field masks — to raw pixels
 * for sharp. Anything else (RLE, JPEG/PNG inside a BMP, OS/2 headers) answers null: not an image we read.
 */

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const MAX_SIDE = 20_000;

export function isBmp(bytes: Buffer): boolean {
  return bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;
}

interface Channel {
  mask: number;
  shift: number;
  max: number;
}

function channelOf(mask: number): Channel {
  if (mask === 0) return { mask, shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  const max = mask >>> shift;
  return { mask, shift, max };
}

function read(channel: Channel, pixel: number): number {
  if (channel.max === 0) return 0;
  return Math.round((((pixel & channel.mask) >>> channel.shift) * 255) / channel.max);
}

/** Raw RGB(A) pixels, top row first; null when the bytes are not a BMP this reads. */
export function decodeBmp(bytes: Buffer, maxPixels: number): RawImage | null {
  if (!isBmp(bytes)) return null;
  const pixelOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40 || 14 + headerSize > bytes.length) return null;
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const colorsUsed = bytes.readUInt32LE(46);
  const height = Math.abs(rawHeight);
  const isTopDown = rawHeight < 0;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height > maxPixels) {
    return null;
  }
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  if (pixelOffset + stride * height > bytes.length) return null;

  let channels: { r: Channel; g: Channel; b: Channel; a: Channel } | null = null;
  let palette: Buffer | null = null;
  if (bitsPerPixel === 1 || bitsPerPixel === 4 || bitsPerPixel === 8) {
    if (compression !== BI_RGB) return null;
    const count = colorsUsed || 1 << bitsPerPixel;
    const start = 14 + headerSize;
    if (count > 256 || start + count * 4 > pixelOffset) return null;
    palette = bytes.subarray(start, start + count * 4);
  } else if (bitsPerPixel === 16 || bitsPerPixel === 32) {
    if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
      if (54 + 12 > bytes.length) return null;
      const hasAlpha = compression === BI_ALPHABITFIELDS || headerSize >= 56;
      channels = {
        r: channelOf(bytes.readUInt32LE(54)),
        g: channelOf(bytes.readUInt32LE(58)),
        b: channelOf(bytes.readUInt32LE(62)),
        a: channelOf(hasAlpha && 66 + 4 <= bytes.length ? bytes.readUInt32LE(66) : 0),
      };
    } else if (compression === BI_RGB) {
      channels =
        bitsPerPixel === 16
          ? { r: channelOf(0x7c00), g: channelOf(0x03e0), b: channelOf(0x001f), a: channelOf(0) }
          : { r: channelOf(0xff0000), g: channelOf(0xff00), b: channelOf(0xff), a: channelOf(0) };
    } else {
      return null;
    }
  } else if (bitsPerPixel !== 24 || compression !== BI_RGB) {
    return null;
  }

  const outChannels: 3 | 4 = channels && channels.a.max > 0 ? 4 : 3;
  const data = Buffer.alloc(width * height * outChannels);
  for (let y = 0; y < height; y += 1) {
    const row = pixelOffset + (isTopDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      let r: number;
      let g: number;
      let b: number;
      let a = 255;
      if (palette) {
        const bitOffset = x * bitsPerPixel;
        const byte = bytes[row + (bitOffset >> 3)]!;
        const index = (byte >> (8 - bitsPerPixel - (bitOffset & 7))) & ((1 << bitsPerPixel) - 1);
        if (index * 4 + 2 >= palette.length) return null;
        b = palette[index * 4]!;
        g = palette[index * 4 + 1]!;
        r = palette[index * 4 + 2]!;
      } else if (channels) {
        const pixel = bitsPerPixel === 16 ? bytes.readUInt16LE(row + x * 2) : bytes.readUInt32LE(row + x * 4);
        r = read(channels.r, pixel);
        g = read(channels.g, pixel);
        b = read(channels.b, pixel);
        if (outChannels === 4) a = read(channels.a, pixel);
      } else {
        b = bytes[row + x * 3]!;
        g = bytes[row + x * 3 + 1]!;
        r = bytes[row + x * 3 + 2]!;
      }
      const out = (y * width + x) * outChannels;
      data[out] = r;
      data[out + 1] = g;
      data[out + 2] = b;
      if (outChannels === 4) data[out + 3] = a;
    }
  }
  return { data, width, height, channels: outChannels };
}
