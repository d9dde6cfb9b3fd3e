import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFontkitFont, type Font as FontkitFont } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const notoWoff = (weight: 400 | 700) =>
  readFileSync(
    require.resolve(
      `@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-${weight}-normal.woff`,
    ),
  );
const openFont = (bytes: Uint8Array) => createFontkitFont(Buffer.from(bytes)) as FontkitFont;

describe('woffToSfnt', () => {
  it('unpacks the WOFF to the font it wraps, glyph for glyph', () => {
    const woff = openFont(notoWoff(700));
    const sfnt = openFont(woffToSfnt(notoWoff(700)));
    expect(sfnt.postscriptName).toBe('NotoSansMalayalam-Bold');
    expect(sfnt.numGlyphs).toBe(woff.numGlyphs);
    for (const id of [0, 23, 167, woff.numGlyphs - 1])
      expect(sfnt.getGlyph(id).path.toSVG()).toBe(woff.getGlyph(id).path.toSVG());
  });
});
