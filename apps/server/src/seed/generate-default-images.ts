/**
 * Writes the fallback images of spec §9 (default temple icon, banner and deity image) into
 * src/assets/default-images. Run once when the drawings change:
 *   node apps/server/src/seed/generate-default-images.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { svgToJpeg } from '../lib/jpeg-image.ts';
import { deitySvg, templeBannerSvg, templeLogoSvg } from './artwork.ts';

const folder = path.resolve(import.meta.dirname, '../assets/default-images');
const drawings = {
  'temple-logo.jpg': templeLogoSvg(),
  'temple-banner.jpg': templeBannerSvg(),
  'deity.jpg': deitySvg(),
};

for (const [file, svg] of Object.entries(drawings)) {
  const image = await svgToJpeg(svg, 55);
  writeFileSync(path.join(folder, file), image.bytes);
  console.log(`${file}: ${image.width}×${image.height}, ${image.byteSize} bytes`);
}
