/** Kinds of stored image. All but 'gallery' hold one image per owner. */
export const IMAGE_KINDS = ['temple-logo', 'temple-banner', 'deity', 'seva', 'gallery'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const SINGLE_IMAGE_KINDS: readonly ImageKind[] = ['temple-logo', 'temple-banner', 'deity', 'seva'];

/** Where the API serves an owner's image; for 'gallery' the id is the image's own id. */
export function imageUrl(kind: ImageKind, ownerId: number): string {
  return `/api/v1/images/${kind}/${ownerId}`;
}

/**
 * A photo staff attach when they mark sevas performed (issue #17 §4). Not an ImageKind: it has no owner
 * id in its address. It is served at an unguessable address (ARCHITECTURE rule 6), since only the
 * devotees of the lines it was attached to, and whoever holds their receipts, may see it.
 */
export const PERFORMANCE_PHOTO_KIND = 'performance-photo';

/** The random part of a performance photo's address: 24 random bytes, base64url. */
export const PERFORMANCE_PHOTO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function performancePhotoUrl(token: string): string {
  return `/api/v1/images/${PERFORMANCE_PHOTO_KIND}/${token}`;
}
