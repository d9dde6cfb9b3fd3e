import { isLanguage, type Language } from '@nivedya/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PRODUCT_NAME } from '../lib/config.ts';
import { readString, StorageKey, writeString } from '../lib/storage.ts';
import en from './en.json';

/**
 * English ships with the first bundle (it is also the fallback); Malayalam is fetched when chosen.
 * The choice is kept in local storage and mirrored to <html lang>.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ml: 'മലയാളം' };

const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: async () => ({ default: en }),
  ml: () => import('./ml.json'),
};

export function storedLanguage(): Language {
  const stored = readString(StorageKey.language);
  return isLanguage(stored) ? stored : 'en';
}

export async function setLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const resources = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', resources.default, true, true);
  }
  await i18next.changeLanguage(language);
  writeString(StorageKey.language, language);
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18next> {
  i18next.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ml'],
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    returnNull: false,
  });
  if (language !== 'en') await setLanguage(language);
  else if (typeof document !== 'undefined') document.documentElement.lang = 'en';
  return i18next;
}

export { i18next };
