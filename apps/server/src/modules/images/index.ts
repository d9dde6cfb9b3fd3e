/** What other modules may use of images (docs/decisions.md, "Module boundaries"): a temple's gallery. */
export { findGalleryImages } from './find-gallery-images.ts';
export { isGalleryImageOfTemple } from './is-gallery-image-of-temple.ts';
