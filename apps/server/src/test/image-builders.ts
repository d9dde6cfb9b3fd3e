import sharp from 'sharp';

/** Typed test images: real PNG, JPEG and BMP bytes made on the spot. */

export function aPng(width = 16, height = 16, background = '#c04000'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (a copyright and a camera), which an upload must not keep. */
export function aJpegWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2060a0' } })
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Make: 'SecretCam' } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A BMP file: the 14-byte file header, a BITMAPINFOHEADER, then the palette or masks and the rows. */
export function makeBmp(options: {
  width: number;
  height: number;
  bitsPerPixel: 8 | 24 | 32;
  topDown?: boolean;
  /** RGB(A) of each pixel, top row first. */
  pixel: (x: number, y: number) => [number, number, number, number?];
  palette?: [number, number, number][];
  bitfields?: boolean;
}): Buffer {
  const { width, height, bitsPerPixel } = options;
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  const extra = options.palette ? options.palette.length * 4 : options.bitfields ? 16 : 0;
  const headerSize = options.bitfields ? 56 : 40;
  const pixelOffset = 14 + headerSize + extra;
  const file = Buffer.alloc(pixelOffset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(pixelOffset, 10);
  file.writeUInt32LE(headerSize, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(options.topDown ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bitsPerPixel, 28);
  file.writeUInt32LE(options.bitfields ? 3 : 0, 30);
  file.writeUInt32LE(options.palette?.length ?? 0, 46);
  if (options.bitfields) {
    file.writeUInt32LE(0x00ff0000, 54);
    file.writeUInt32LE(0x0000ff00, 58);
    file.writeUInt32LE(0x000000ff, 62);
    file.writeUInt32LE(0xff000000, 66);
  }
  options.palette?.forEach(([r, g, b], index) => {
    const at = 14 + headerSize + index * 4;
    file[at] = b;
    file[at + 1] = g;
    file[at + 2] = r;
  });
  for (let y = 0; y < height; y += 1) {
    const row = pixelOffset + (options.topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a = 255] = options.pixel(x, y);
      if (bitsPerPixel === 8) {
        const index = options.palette?.findIndex(([pr, pg, pb]) => pr === r && pg === g && pb === b) ?? 0;
        file[row + x] = index;
      } else if (bitsPerPixel === 24) {
        file[row + x * 3] = b;
        file[row + x * 3 + 1] = g;
        file[row + x * 3 + 2] = r;
      } else {
        file.writeUInt32LE(((a << 24) | (r << 16) | (g << 8) | b) >>> 0, row + x * 4);
      }
    }
  }
  return file;
}
