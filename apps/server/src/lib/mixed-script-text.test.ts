import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { loadIndianFonts } from './indian-fonts.ts';
import { fontRuns, mixedScriptText, printableText, rgb, type TextStyle } from './mixed-script-text.ts';

const style: TextStyle = { font: 'Helvetica', size: 10, colour: rgb(0, 0, 0) };
const textSetter = async () => mixedScriptText(new PDFDocument({ margin: 0 }), await loadIndianFonts());
const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter('ml', { granularity: 'grapheme' }).segment(text), (piece) => piece.segment);

describe('fontRuns', () => {
  it('splits text into runs for Noto Sans Malayalam (Malayalam, joiners with it, ₹) and Helvetica', () => {
    expect(fontRuns('Sree ശ്രീ\u200D 1 ₹5')).toEqual([
      { text: 'Sree ', script: null },
      { text: 'ശ്രീ\u200D', script: 'malayalam' },
      { text: ' 1 ', script: null },
      { text: '₹', script: 'malayalam' },
      { text: '5', script: null },
    ]);
  });

  it('gives Hindi, Tamil, Telugu and Kannada the face of their own script', () => {
    expect(fontRuns('मंदिर·கோயில்·ఆలయం·ದೇವಸ್ಥಾನ')).toEqual([
      { text: 'मंदिर', script: 'devanagari' },
      { text: '·', script: null },
      { text: 'கோயில்', script: 'tamil' },
      { text: '·', script: null },
      { text: 'ఆలయం', script: 'telugu' },
      { text: '·', script: null },
      { text: 'ದೇವಸ್ಥಾನ', script: 'kannada' },
    ]);
  });
});

describe('printableText', () => {
  it("keeps one line of what Helvetica or the Indian scripts' faces draw", () => {
    expect(printableText('  Lakshmi\tNair\r\nശ്രീ 🙏 ₹50  ')).toBe('Lakshmi Nair ശ്രീ ₹50');
    expect(printableText('रसीद 🙏 ரசீது')).toBe('रसीद ரசீது');
  });
});

describe('mixed-script text', () => {
  it('fits text with an ellipsis, never cutting a conjunct apart', async () => {
    const text = await textSetter();
    const name = 'ശ്രീകാന്ത് ക്ഷത്രിയൻ';
    expect(text.fit(name, style, 1000)).toBe(name);
    const maxWidth = text.widthOf(name, style) * 0.6;
    const fitted = text.fit(name, style, maxWidth);
    expect(fitted.endsWith('…')).toBe(true);
    expect(text.widthOf(fitted, style)).toBeLessThanOrEqual(maxWidth);
    const kept = graphemes(fitted.slice(0, -1));
    expect(graphemes(name).slice(0, kept.length)).toEqual(kept);
  });

  it('wraps at spaces, breaks a word only when it is wider than the line, and ends a cut in an ellipsis', async () => {
    const text = await textSetter();
    const maxWidth = text.widthOf('Guruvayur Temple', style);
    const address = 'Kizhakke Nada Guruvayur Temple Road Thrissur';
    const lines = text.wrap(address, style, maxWidth, 10);
    expect(lines.join(' ')).toBe(address);
    for (const line of lines) expect(text.widthOf(line, style)).toBeLessThanOrEqual(maxWidth);

    const word = 'ക്ഷേത്രത്തിനടുത്ത്';
    const broken = text.wrap(word, style, text.widthOf(word, style) / 2, 10);
    expect(broken.length).toBeGreaterThan(1);
    expect(broken.join('')).toBe(word);
    expect(broken.flatMap(graphemes)).toEqual(graphemes(word));

    const cut = text.wrap(address, style, maxWidth, 2);
    expect(cut).toHaveLength(2);
    expect(cut[0]).toBe(lines[0]);
    expect(cut[1]?.endsWith('…')).toBe(true);
  });
});
