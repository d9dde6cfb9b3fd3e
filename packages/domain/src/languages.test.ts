import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeOf, otherName, regionalName, scriptLanguageOf } from './languages.ts';

describe("a temple's regional names (issue #18)", () => {
  it.each([
    ['ശ്രീ മഹാദേവ ക്ഷേത്രം', 'ml'],
    ['श्री महादेव मंदिर', 'hi'],
    ['ஸ்ரீ மகாதேவர் கோயில்', 'ta'],
    ['శ్రీ మహాదేవ ఆలయం', 'te'],
    ['ಶ್ರೀ ಮಹಾದೇವ ದೇವಸ್ಥಾನ', 'kn'],
    ['Sree Mahadeva Temple', null],
    ['', null],
    [null, null],
  ])('reads %j as written in %j', (text, language) => {
    expect(scriptLanguageOf(text)).toBe(language);
  });

  it('shows the regional name to a reader of its language, and the English name to everyone else', () => {
    const tamil = ['Arulmigu Kapaleeswarar Temple', 'அருள்மிகு கபாலீஸ்வரர் கோயில்'] as const;
    expect(regionalName(...tamil, 'ta')).toBe(tamil[1]);
    for (const language of LANGUAGES.filter((each) => each !== 'ta')) {
      expect(regionalName(...tamil, language), language).toBe(tamil[0]);
    }
    expect(regionalName('Sree Mahadeva Temple', null, 'ml')).toBe('Sree Mahadeva Temple');
    expect(regionalName('Sree Mahadeva Temple', 'ശ്രീ മഹാദേവ ക്ഷേത്രം', undefined)).toBe('Sree Mahadeva Temple');
  });

  it('offers the other name beside the one shown', () => {
    expect(otherName('Sree Mahadeva Temple', 'ശ്രീ മഹാദേവ ക്ഷേത്രം', 'ml')).toBe('Sree Mahadeva Temple');
    expect(otherName('Sree Mahadeva Temple', 'ശ്രീ മഹാദേവ ക്ഷേത്രം', 'hi')).toBe('ശ്രീ മഹാദേവ ക്ഷേത്രം');
    expect(otherName('Sree Mahadeva Temple', null, 'ml')).toBeNull();
  });

  it('names the locale of dates for each language, English of India for anything else', () => {
    expect(LANGUAGES.map(localeOf)).toEqual(['en-IN', 'ml-IN', 'hi-IN', 'ta-IN', 'te-IN', 'kn-IN']);
    expect(localeOf('fr')).toBe('en-IN');
  });
});
