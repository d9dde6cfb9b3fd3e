/**
 * What other modules may use of images (docs/decisions.md, "Module boundaries"): a temple's gallery,
 * and the performance photos a marking attaches (issue #17 §4).
 */
export { findGalleryImages } from './find-gallery-images.ts';
export { isGalleryImageOfTemple } from './is-gallery-image-of-temple.ts';
export { holdPerformancePhoto, purgeUnusedPerformancePhotos } from './performance-photos.ts';
