/** Kinds of stored image. All but 'gallery' hold one image per owner. */
export const IMAGE_KINDS = ['temple-logo', 'temple-banner', 'deity', 'seva', 'gallery'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const SINGLE_IMAGE_KINDS: readonly ImageKind[] = ['temple-logo', 'temple-banner', 'deity', 'seva'];

/** Where the API serves an owner's image; for 'gallery' the id is the image's own id. */
export function imageUrl(kind: ImageKind, ownerId: number): string {
  return `/api/v1/images/${kind}/${ownerId}`;
}
