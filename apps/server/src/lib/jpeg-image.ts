import { createHash } from 'node:crypto';
import { DomainError, INVALID_IMAGE_TYPE_MESSAGE } from '@nivedya/domain';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp, isBmp } from './bmp-image.ts';

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

/** What libvips reads that spec §5 allows; BMP is read by bmp-image.ts. SVG and HEIF are refused. */
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'tiff']);
/** Decompression bombs stop here: a 5 MB file may not unpack to more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;

/** 400 INVALID_IMAGE_TYPE in the spec's words, with what was wrong for the curious. */
function invalidImage(reason: string): DomainError {
  return new DomainError('INVALID_IMAGE_TYPE', INVALID_IMAGE_TYPE_MESSAGE, { reason });
}

/**
 * An uploaded image made safe to serve (spec §5: output JPEG at quality 50): its bytes must be one of
 * the allowed formats whatever the name says; it is turned upright by its EXIF orientation, fitted in
 * maxDimension × maxDimension, flattened onto white and re-encoded, which drops every metadata block
 * (EXIF, GPS, ICC comments) and anything hidden after the image data.
 */
export async function reencodeUpload(
  bytes: Buffer,
  options: { maxDimension: number; quality: number },
): Promise<EncodedImage> {
  let input: Sharp;
  if (isBmp(bytes)) {
    const raw = decodeBmp(bytes, MAX_INPUT_PIXELS);
    if (!raw) throw invalidImage('This BMP could not be read; save it as PNG or JPEG');
    input = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  } else {
    let format: string | undefined;
    try {
      format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw invalidImage('The file is not an image');
    }
    if (format === undefined || !ALLOWED_FORMATS.has(format)) {
      throw invalidImage('The file is not a PNG, JPEG, BMP, GIF, TIFF or WebP image');
    }
    input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  }
  try {
    const { data, info } = await input
      .rotate()
      .resize({
        width: options.maxDimension,
        height: options.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: options.quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      contentType: 'image/jpeg',
      bytes: data,
      byteSize: data.length,
      width: info.width,
      height: info.height,
      etag: imageEtag(data),
    };
  } catch {
    throw invalidImage('The image could not be read');
  }
}
