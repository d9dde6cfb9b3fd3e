import { ENGLISH_MESSAGES, isLanguage, type Language, type MessageCatalogue } from '@nivedya/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PRODUCT_NAME } from '../lib/config.ts';
import { readString, StorageKey, writeString } from '../lib/storage.ts';
import en from './en.json';
import { followLanguageInReactAria } from './react-aria-strings.ts';

/**
 * English ships with the first bundle (it is also the fallback); Malayalam is fetched when chosen,
 * together with the Malayalam words of the error and field message catalogue (packages/domain
 * messages-ml.ts), which screens read through messagesIn(). The choice is kept in local storage and
 * mirrored to <html lang>. The words of whole areas of the app that the first page does not show
 * (the devotee's temple, booking and order screens, the long information pages) are parts of their
 * own, fetched with the first route that needs them (app/routes.tsx) and merged into the same
 * namespace, so a screen reads t('cart.title') either way.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ml: 'മലയാളം' };

const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: async () => ({ default: en }),
  ml: () => import('./ml.json'),
};

const messageLoaders: Record<Language, () => Promise<MessageCatalogue>> = {
  en: async () => ENGLISH_MESSAGES,
  ml: async () => (await import('@nivedya/domain/messages-ml')).MALAYALAM_MESSAGES,
};
const messageCatalogues = new Map<Language, MessageCatalogue>([['en', ENGLISH_MESSAGES]]);

/** The words for error codes and schema messages in `language`; English until that one has loaded. */
export function messagesIn(language: string | undefined): MessageCatalogue {
  return (isLanguage(language) && messageCatalogues.get(language)) || ENGLISH_MESSAGES;
}

async function ensureMessages(language: Language): Promise<void> {
  if (!messageCatalogues.has(language)) messageCatalogues.set(language, await messageLoaders[language]());
}

/** Parts of the translations fetched on demand; each is `<part>/<language>.json`. */
export type TranslationPart =
  | 'devotee'
  | 'virtualQueue'
  | 'temple'
  | 'templeOrders'
  | 'refunds'
  | 'counter'
  | 'printing'
  | 'templeContent'
  | 'info'
  | 'account'
  | 'reports'
  | 'platform'
  | 'visits';

const partLoaders: Record<
  TranslationPart,
  Record<Language, () => Promise<{ default: Record<string, unknown> }>>
> = {
  devotee: { en: () => import('./devotee/en.json'), ml: () => import('./devotee/ml.json') },
  virtualQueue: {
    en: () => import('./virtual-queue/en.json'),
    ml: () => import('./virtual-queue/ml.json'),
  },
  temple: { en: () => import('./temple/en.json'), ml: () => import('./temple/ml.json') },
  templeOrders: {
    en: () => import('./temple-orders/en.json'),
    ml: () => import('./temple-orders/ml.json'),
  },
  refunds: { en: () => import('./refunds/en.json'), ml: () => import('./refunds/ml.json') },
  counter: { en: () => import('./counter/en.json'), ml: () => import('./counter/ml.json') },
  printing: { en: () => import('./printing/en.json'), ml: () => import('./printing/ml.json') },
  templeContent: {
    en: () => import('./temple-content/en.json'),
    ml: () => import('./temple-content/ml.json'),
  },
  info: { en: () => import('./info/en.json'), ml: () => import('./info/ml.json') },
  account: { en: () => import('./account/en.json'), ml: () => import('./account/ml.json') },
  reports: { en: () => import('./reports/en.json'), ml: () => import('./reports/ml.json') },
  platform: { en: () => import('./platform/en.json'), ml: () => import('./platform/ml.json') },
  visits: { en: () => import('./visits/en.json'), ml: () => import('./visits/ml.json') },
};

const neededParts = new Set<TranslationPart>();
const loadedParts = new Set<string>();

async function ensurePart(part: TranslationPart, language: Language): Promise<void> {
  const key = `${part}:${language}`;
  if (loadedParts.has(key)) return;
  const resources = await partLoaders[part][language]();
  i18next.addResourceBundle(language, 'translation', resources.default, true, true);
  loadedParts.add(key);
}

/** Fetches a part in English (the fallback) and the current language; screens of that part await it. */
export async function loadTranslationPart(part: TranslationPart): Promise<void> {
  neededParts.add(part);
  const languages = new Set<Language>(['en', isLanguage(i18next.language) ? i18next.language : 'en']);
  await Promise.all([...languages].map((language) => ensurePart(part, language)));
}

export function storedLanguage(): Language {
  const stored = readString(StorageKey.language);
  return isLanguage(stored) ? stored : 'en';
}

async function ensureBundle(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const resources = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', resources.default, true, true);
}

export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([ensureBundle(language), ensureMessages(language)]);
  // The parts already in use come along, so the screen on show changes language whole.
  await Promise.all([...neededParts].map((part) => ensurePart(part, language)));
  // The choice is kept before the screens re-render in it: they read it (lib/use-account-language.ts).
  writeString(StorageKey.language, language);
  await i18next.changeLanguage(language);
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
  followLanguageInReactAria(i18next);
  if (language !== 'en') await setLanguage(language);
  else if (typeof document !== 'undefined') document.documentElement.lang = 'en';
  return i18next;
}

export { i18next };
