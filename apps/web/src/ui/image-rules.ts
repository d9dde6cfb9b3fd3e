/**
 * spec §5 image modal rules, kept apart from the cropper widget so they are tested on their own:
 * picked types png, jpg, jpeg, bmp, gif, tiff, webp, else "Invalid image type"; crops no smaller than
 * 20 px; the aspect ratio is kept when the target has a width and a height, otherwise the crop is
 * free; the output is JPEG at quality 50.
 */
export const ALLOWED_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'tiff', 'webp'] as const;
export const INVALID_IMAGE_TYPE_MESSAGE = 'Invalid image type';
export const SELECT_IMAGE_MESSAGE = 'Please select the image';
export const MIN_CROP_SIZE = 20;
export const OUTPUT_TYPE = 'image/jpeg';
export const OUTPUT_QUALITY = 0.5;
/** Free crops larger than this are scaled down; the server takes at most 5 MB. */
export const MAX_OUTPUT_SIDE = 1600;

export interface ImageTarget {
  width?: number;
  height?: number;
}

/** The extension decides (as the spec lists them); a MIME type of image/<allowed> also passes. */
export function isAllowedImageFile(file: { name: string; type?: string }): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed: readonly string[] = ALLOWED_IMAGE_EXTENSIONS;
  if (allowed.includes(extension)) return true;
  const subtype = file.type?.startsWith('image/') ? file.type.slice(6).toLowerCase() : '';
  return allowed.includes(subtype);
}

/** width / height when both are given; undefined means a free crop. */
export function aspectFor(target: ImageTarget | undefined): number | undefined {
  return target?.width && target.height ? target.width / target.height : undefined;
}

/** The size to draw the crop at: the target's when fixed, else the crop's own, within MAX_OUTPUT_SIDE. */
export function outputSize(
  crop: { width: number; height: number },
  target: ImageTarget | undefined,
): { width: number; height: number } {
  if (target?.width && target.height) return { width: target.width, height: target.height };
  const scale = Math.min(1, MAX_OUTPUT_SIDE / Math.max(crop.width, crop.height));
  return {
    width: Math.max(1, Math.round(crop.width * scale)),
    height: Math.max(1, Math.round(crop.height * scale)),
  };
}

/** The accept attribute of the file input. */
export const ACCEPT_IMAGES = ALLOWED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
