import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font as FontkitFont } from 'fontkit';
import { create as createFontkitFont } from 'fontkit';
import { LRUCache } from 'lru-cache';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * The Noto Sans face of each Indian script the app ships (Malayalam, Devanagari for Hindi, Tamil,
 * Telugu, Kannada) for the PDFs we print (receipts, report exports), shaped by HarfBuzz. pdfkit
 * embeds a font through fontkit, and fontkit 2.0 (its last release, 2024) throws on this font's null
 * GPOS anchors on any word that ends in a visible virama ("സന്തോഷ്"; fontkit issue #367), so here
 * fontkit only reads and subsets the font while HarfBuzz, the shaper browsers use, chooses the glyphs
 * (conjuncts, reordered vowel signs, chillus) and places them, marks included. pdfkit draws the glyph
 * ids and offsets it is given.
 */
export const INDIAN_SCRIPTS = ['malayalam', 'devanagari', 'tamil', 'telugu', 'kannada'] as const;
export type IndianScript = (typeof INDIAN_SCRIPTS)[number];

export interface ScriptFonts {
  regular: FontkitFont;
  bold: FontkitFont;
}
export type IndianFonts = Record<IndianScript, ScriptFonts>;

type HarfBuzz = typeof import('harfbuzzjs');

/** What pdfkit's EmbeddedFont reads of a glyph: the id, its advance and the text it stands for. */
interface ShapedGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

const require = createRequire(import.meta.url);
/** Words kept shaped per font: a few MB, more than the distinct words of most pages. */
const SHAPED_WORDS_KEPT = 5000;

function fontFile(script: IndianScript, weight: 400 | 700): Uint8Array {
  return woffToSfnt(
    readFileSync(
      require.resolve(
        `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff`,
      ),
    ),
  );
}

/**
 * The code points each glyph of a HarfBuzz cluster stands for, for the PDF's ToUnicode map (copying
 * text out of the PDF). A glyph that is the font's own glyph for a letter of the cluster takes that
 * letter (the last such letter: a visible virama is the cluster's last); the other letters go, in order,
 * to the first glyph left without one, so "ക്ഷ", drawn as one conjunct glyph, maps back to all three.
 * Vowel signs drawn in two parts ("ോ" as "േ" + "ാ") are matched in their canonical decomposition. The
 * PDF also carries each run's text as ActualText, which readers prefer, since a pre-base sign such as
 * the ra of "ശ്രീ" is drawn before the letter it follows.
 */
function codePointsOfCluster(clusterText: string, glyphIds: number[], font: FontkitFont): number[][] {
  const letters = [...clusterText.normalize('NFD')].map((letter) => letter.codePointAt(0) ?? 0);
  const assigned = glyphIds.map(() => [] as number[]);
  const isOwned = letters.map(() => false);
  for (let letter = letters.length - 1; letter >= 0; letter -= 1) {
    const nominal = font.glyphForCodePoint(letters[letter] ?? 0).id;
    const glyph = glyphIds.findLastIndex((id, at) => id === nominal && assigned[at]?.length === 0);
    if (glyph < 0) continue;
    assigned[glyph]?.push(letters[letter] ?? 0);
    isOwned[letter] = true;
  }
  const home = assigned.find((points) => points.length === 0) ?? assigned[0];
  home?.push(...letters.filter((_, letter) => !isOwned[letter]));
  return assigned;
}

function shapedWithHarfBuzz(hb: HarfBuzz, sfnt: Uint8Array): FontkitFont {
  const font = createFontkitFont(Buffer.from(sfnt)) as FontkitFont;
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const buffer = new hb.Buffer();
  const shape = (text: string) => {
    buffer.reset();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions().map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
      xAdvance,
      yAdvance,
      xOffset,
      yOffset,
    }));
    const glyphs: ShapedGlyph[] = [];
    // Clusters are UTF-16 offsets into the text, ascending for left-to-right text.
    for (let start = 0; start < infos.length; ) {
      const cluster = infos[start]?.cluster ?? 0;
      let end = start;
      while (end < infos.length && infos[end]?.cluster === cluster) end += 1;
      const ids = infos.slice(start, end).map((info) => info.codepoint);
      const codePoints = codePointsOfCluster(
        text.slice(cluster, infos[end]?.cluster ?? text.length),
        ids,
        font,
      );
      ids.forEach((id, index) => {
        glyphs.push({
          id,
          advanceWidth: font.getGlyph(id).advanceWidth,
          codePoints: codePoints[index] ?? [],
        });
      });
      start = end;
    }
    return { glyphs, positions };
  };
  // pdfkit lays out a word once to measure it and again to draw it, and the same names and sevas come
  // back row after row in a report; shaping is most of a Malayalam PDF's time. Bounded, unlike pdfkit's
  // own layout cache, which keeps every word of a document however long.
  const shaped = new LRUCache<string, ReturnType<typeof shape>>({ max: SHAPED_WORDS_KEPT });
  const layout = (text: string) => {
    let run = shaped.get(text);
    if (!run) {
      run = shape(text);
      shaped.set(text, run);
    }
    // pdfkit scales the positions in place, so each caller gets its own.
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  // The font as pdfkit knows it, but laid out by HarfBuzz.
  return Object.assign(Object.create(font) as FontkitFont, { layout });
}

let loading: Promise<IndianFonts> | null = null;

/**
 * Loaded on the first PDF, not at boot: HarfBuzz's WebAssembly takes a moment to compile. A document
 * embeds only the glyphs it draws, so one in English carries the ₹ glyph alone.
 */
export function loadIndianFonts(): Promise<IndianFonts> {
  loading ??= import('harfbuzzjs').then(
    (hb) =>
      Object.fromEntries(
        INDIAN_SCRIPTS.map((script) => [
          script,
          {
            regular: shapedWithHarfBuzz(hb, fontFile(script, 400)),
            bold: shapedWithHarfBuzz(hb, fontFile(script, 700)),
          },
        ]),
      ) as IndianFonts,
  );
  return loading;
}
