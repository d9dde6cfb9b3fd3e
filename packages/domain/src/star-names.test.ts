import { describe, expect, it } from 'vitest';
import { STAR_NAMES, type StarNameLanguage, starNameIn } from './star-names.ts';
import { STARS } from './stars.ts';

/** Each language's script (a name may hold a space between its words). */
const SCRIPTS: Record<StarNameLanguage, RegExp> = {
  hi: /^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/,
  ta: /^[\u0B80-\u0BFF]+( [\u0B80-\u0BFF]+)*$/,
  te: /^[\u0C00-\u0C7F]+( [\u0C00-\u0C7F]+)*$/,
  kn: /^[\u0C80-\u0CFF]+( [\u0C80-\u0CFF]+)*$/,
};
const LANGUAGES = Object.keys(SCRIPTS) as StarNameLanguage[];

describe('star names', () => {
  it('names every star, ShubhaNakshathram too, in Hindi, Tamil, Telugu and Kannada', () => {
    expect(
      Object.keys(STAR_NAMES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(STARS.map((star) => star.id));
    for (const star of STARS) {
      for (const language of LANGUAGES) {
        expect(STAR_NAMES[star.id]?.[language], `${star.name} ${language}`).toMatch(SCRIPTS[language]);
      }
    }
  });

  it('gives every star a distinct name within each language', () => {
    for (const language of LANGUAGES) {
      const names = STARS.map((star) => STAR_NAMES[star.id]?.[language]);
      expect(new Set(names).size, language).toBe(STARS.length);
    }
  });

  it('writes a star in each language', () => {
    const rohini = { name: 'Rohini', nameNarration: 'രോഹിണി' };
    expect(starNameIn(rohini, 'en')).toBe('Rohini');
    expect(starNameIn(rohini, 'ml')).toBe('രോഹിണി');
    expect(starNameIn(rohini, 'hi')).toBe('रोहिणी');
    expect(starNameIn(rohini, 'ta')).toBe('ரோகிணி');
    expect(starNameIn(rohini, 'te')).toBe('రోహిణి');
    expect(starNameIn(rohini, 'kn')).toBe('ರೋಹಿಣಿ');
    const unknown = { name: 'ShubhaNakshathram', nameNarration: 'ശുഭനക്ഷത്രം' };
    expect(starNameIn(unknown, 'ta')).toBe('சுப நட்சத்திரம்');
    expect(starNameIn({ name: 'Thiruvathira' }, 'kn')).toBe('ಆರ್ದ್ರಾ');
  });

  it('finds the star by its English name, however it is cased', () => {
    expect(starNameIn({ name: 'revathi' }, 'hi')).toBe('रेवती');
  });

  it('keeps the name for Malayalam without a narration, another language, or a star it does not know', () => {
    expect(starNameIn({ name: 'Rohini', nameNarration: null }, 'ml')).toBe('Rohini');
    expect(starNameIn({ name: 'Rohini' }, 'ml')).toBe('Rohini');
    expect(starNameIn({ name: 'Rohini', nameNarration: 'രോഹിണി' }, 'fr')).toBe('Rohini');
    expect(starNameIn({ name: 'Rohini', nameNarration: 'രോഹിണി' }, '')).toBe('Rohini');
    expect(starNameIn({ name: 'Abhijit', nameNarration: 'അഭിജിത്' }, 'te')).toBe('Abhijit');
    expect(starNameIn({ name: 'Abhijit', nameNarration: 'അഭിജിത്' }, 'en')).toBe('Abhijit');
  });
});
