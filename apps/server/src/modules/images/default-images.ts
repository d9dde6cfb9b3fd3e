import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from '@nivedya/domain';
import { imageEtag } from '../../lib/jpeg-image.ts';
import type { StoredImage } from './images-repository.ts';

/** spec §9 fallback images: default temple icon, default banner, default deity image. */
const DEFAULT_FILES: Partial<Record<ImageKind, string>> = {
  'temple-logo': 'temple-logo.jpg',
  'temple-banner': 'temple-banner.jpg',
  deity: 'deity.jpg',
  seva: 'deity.jpg',
};

const folder = path.resolve(import.meta.dirname, '../../assets/default-images');
const loaded = new Map<string, Promise<StoredImage>>();

async function load(file: string): Promise<StoredImage> {
  const bytes = await readFile(path.join(folder, file));
  return { contentType: 'image/jpeg', bytes, etag: imageEtag(bytes) };
}

/** The fallback for a kind, read once per process; undefined for kinds without one (gallery). */
export function defaultImage(kind: ImageKind): Promise<StoredImage> | undefined {
  const file = DEFAULT_FILES[kind];
  if (!file) return undefined;
  let image = loaded.get(file);
  if (!image) {
    image = load(file);
    loaded.set(file, image);
  }
  return image;
}
