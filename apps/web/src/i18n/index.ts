import {
  ENGLISH_MESSAGES,
  isLanguage,
  LANGUAGES,
  type Language,
  type MessageCatalogue,
} from '@nivedya/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PRODUCT_NAME } from '../lib/config.ts';
import { readString, StorageKey, writeString } from '../lib/storage.ts';
import en from './en.json';

/**
 * English ships with the first bundle (it is also the fallback); another language is fetched when
 * chosen, together with its words of the error and field message catalogue (packages/domain
 * messages-<language>.ts), which screens read through messagesIn(). The choice is kept in local storage
 * and mirrored to <html lang>. The words of whole areas of the app that the first page does not show
 * (the devotee's temple, booking and order screens, the long information pages) are parts of their
 * own, fetched with the first route that needs them (app/routes.tsx) and merged into the same
 * namespace, so a screen reads t('cart.title') either way. Every language has a file per part
 * (`<part>/<language>.json`); i18n.test.ts fails when one lacks a key English has.
 */
type Resources = Record<string, unknown>;
type ResourceLoader = () => Promise<Resources>;

/** Every translation file, fetched on demand: `./ml.json`, `./devotee/ml.json`, … */
const translationFiles = import.meta.glob<Resources>(['./*.json', './*/*.json', '!./en.json'], {
  import: 'default',
});

function translationLoader(directory: string, language: Language): ResourceLoader {
  if (directory === '' && language === 'en') return async () => en;
  const loader = translationFiles[`./${directory ? `${directory}/` : ''}${language}.json`];
  if (!loader) throw new Error(`No ${language} translation in i18n/${directory}`);
  return loader;
}

const messageLoaders: Record<Language, () => Promise<MessageCatalogue>> = {
  en: async () => ENGLISH_MESSAGES,
  ml: async () => (await import('@nivedya/domain/messages-ml')).MALAYALAM_MESSAGES,
  hi: async () => (await import('@nivedya/domain/messages-hi')).HINDI_MESSAGES,
  ta: async () => (await import('@nivedya/domain/messages-ta')).TAMIL_MESSAGES,
  te: async () => (await import('@nivedya/domain/messages-te')).TELUGU_MESSAGES,
  kn: async () => (await import('@nivedya/domain/messages-kn')).KANNADA_MESSAGES,
};
const messageCatalogues = new Map<Language, MessageCatalogue>([['en', ENGLISH_MESSAGES]]);

/** The words for error codes and schema messages in `language`; English until that one has loaded. */
export function messagesIn(language: string | undefined): MessageCatalogue {
  return (isLanguage(language) && messageCatalogues.get(language)) || ENGLISH_MESSAGES;
}

async function ensureMessages(language: Language): Promise<void> {
  if (!messageCatalogues.has(language)) messageCatalogues.set(language, await messageLoaders[language]());
}

/** Parts of the translations fetched on demand, and the folder each one's files are in. */
const PART_DIRECTORIES = {
  devotee: 'devotee',
  virtualQueue: 'virtual-queue',
  temple: 'temple',
  templeOrders: 'temple-orders',
  refunds: 'refunds',
  counter: 'counter',
  printing: 'printing',
  templeContent: 'temple-content',
  info: 'info',
  account: 'account',
  reports: 'reports',
  platform: 'platform',
  visits: 'visits',
} as const;
export type TranslationPart = keyof typeof PART_DIRECTORIES;

const neededParts = new Set<TranslationPart>();
const loadedParts = new Set<string>();

async function ensurePart(part: TranslationPart, language: Language): Promise<void> {
  const key = `${part}:${language}`;
  if (loadedParts.has(key)) return;
  const resources = await translationLoader(PART_DIRECTORIES[part], language)();
  i18next.addResourceBundle(language, 'translation', resources, true, true);
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
  const resources = await translationLoader('', language)();
  i18next.addResourceBundle(language, 'translation', resources, true, true);
}

let reactAriaFollowing: Promise<void> | undefined;

/**
 * React Aria has its own English; its words in another language are set up when one is first chosen,
 * so an English first visit does not download them.
 */
function followInReactAria(): Promise<void> {
  reactAriaFollowing ??= import('./react-aria-strings.ts').then((module) =>
    module.followLanguageInReactAria(i18next),
  );
  return reactAriaFollowing;
}

export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([
    ensureBundle(language),
    ensureMessages(language),
    language === 'en' ? undefined : followInReactAria(),
  ]);
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
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    returnNull: false,
  });
  if (language !== 'en') await setLanguage(language);
  else if (typeof document !== 'undefined') document.documentElement.lang = 'en';
  return i18next;
}

export { i18next };
