import { createHash } from 'node:crypto';
import sharp from 'sharp';

export interface EncodedImage {
  contentType: string;
  bytes: Buffer;
  byteSize: number;
  width: number;
  height: number;
  etag: string;
}

/** A strong validator for the bytes: the same image always gets the same ETag on every API process. */
export function imageEtag(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
}

/** Renders an SVG drawing to a JPEG (spec §5: images are JPEG at about half quality). */
export async function svgToJpeg(svg: string, quality = 60): Promise<EncodedImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#fff8ec' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return {
    contentType: 'image/jpeg',
    bytes: data,
    byteSize: data.length,
    width: info.width,
    height: info.height,
    etag: imageEtag(data),
  };
}
