/** The languages the product ships; English is also the fallback. */
export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A short text in every language, for labels kept beside the rule they name (temple-rights.ts). */
export interface LocalizedText {
  en: string;
  ml: string;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
