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

  it('writes a star in each language, found by its English name', () => {
    expect(starNameIn('Rohini', 'en')).toBe('Rohini');
    expect(starNameIn('Rohini', 'ml')).toBe('രോഹിണി');
    expect(starNameIn('Rohini', 'hi')).toBe('रोहिणी');
    expect(starNameIn('Rohini', 'ta')).toBe('ரோகிணி');
    expect(starNameIn('Rohini', 'te')).toBe('రోహిణి');
    expect(starNameIn('Rohini', 'kn')).toBe('ರೋಹಿಣಿ');
    expect(starNameIn('ShubhaNakshathram', 'ta')).toBe('சுப நட்சத்திரம்');
    expect(starNameIn('ShubhaNakshathram', 'ml')).toBe('ശുഭനക്ഷത്രം');
    expect(starNameIn('Thiruvathira', 'kn')).toBe('ಆರ್ದ್ರಾ');
  });

  it('gives every star of stars.ts its Malayalam name from there', () => {
    for (const star of STARS) expect(starNameIn(star.name, 'ml'), star.name).toBe(star.nameNarration);
  });

  it('finds the star by its English name, however it is cased or spaced', () => {
    expect(starNameIn('revathi', 'hi')).toBe('रेवती');
    expect(starNameIn(' REVATHI ', 'ml')).toBe('രേവതി');
  });

  it('gives the name as it came for a star it does not know, English, or a language not shipped', () => {
    expect(starNameIn('Abhijit', 'te')).toBe('Abhijit');
    expect(starNameIn('Abhijit', 'ml')).toBe('Abhijit');
    expect(starNameIn('Abhijit', 'en')).toBe('Abhijit');
    expect(starNameIn('revathi', 'en')).toBe('revathi');
    expect(starNameIn('Rohini', 'fr')).toBe('Rohini');
    expect(starNameIn('Rohini', '')).toBe('Rohini');
  });
});
