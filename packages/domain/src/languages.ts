/**
 * The languages the product ships; English is also the fallback. Malayalam came first (the temples of
 * Kerala); Hindi, Tamil, Telugu and Kannada follow (issue #18).
 */
export const LANGUAGES = ['en', 'ml', 'hi', 'ta', 'te', 'kn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as a person looking for it reads it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ml: 'മലയാളം',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
};

/**
 * The locale of calendars for each language: month and weekday names in the language. Numbers and money
 * stay en-IN in every language (1,00,000: Intl's kn-IN groups 1,234,567), with Latin digits.
 */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-IN',
  ml: 'ml-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
  te: 'te-IN',
  kn: 'kn-IN',
};

/** A short text in every language, for labels kept beside the rule they name (temple-rights.ts). */
export type LocalizedText = Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function localeOf(language: string | undefined): string {
  return isLanguage(language) ? LANGUAGE_LOCALES[language] : LANGUAGE_LOCALES.en;
}

/** The Unicode block of each regional script, and the language the product reads it as. */
const SCRIPTS: readonly (readonly [RegExp, Language])[] = [
  [/[\u0D00-\u0D7F]/, 'ml'],
  [/[\u0900-\u097F]/, 'hi'],
  [/[\u0B80-\u0BFF]/, 'ta'],
  [/[\u0C00-\u0C7F]/, 'te'],
  [/[\u0C80-\u0CFF]/, 'kn'],
];

/**
 * The language a temple's regional text is written in, read from its script: a temple gives one
 * regional name (its `…Narration` fields), in the language of its region, and says nothing else about
 * it. Null for Latin text or a script the product does not ship.
 */
export function scriptLanguageOf(text: string | null | undefined): Language | null {
  if (!text) return null;
  for (const [script, language] of SCRIPTS) if (script.test(text)) return language;
  return null;
}

/**
 * A temple's name for something in the reader's language: its regional name when the temple gave one
 * written in the reader's language, its English name otherwise (a Tamil reader sees a Kerala temple's
 * names in English, not in Malayalam script).
 */
export function regionalName(
  name: string,
  narration: string | null | undefined,
  language: string | undefined,
): string {
  return narration && language !== 'en' && scriptLanguageOf(narration) === language ? narration : name;
}

/** The other name of a pair, for showing beside the one `regionalName` chose (null when there is none). */
export function otherName(
  name: string,
  narration: string | null | undefined,
  language: string | undefined,
): string | null {
  if (!narration) return null;
  return regionalName(name, narration, language) === narration ? name : narration;
}
