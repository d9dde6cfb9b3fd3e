import type { i18n as I18n } from 'i18next';
import reactAriaEnglish from './react-aria-english.js';

/** Where React Aria looks for its own words before its built-in catalogue (@internationalized/string). */
const STRINGS = Symbol.for('react-aria.i18n.strings');
const LOCALE = Symbol.for('react-aria.i18n.locale');

type ReactAriaStrings = Record<string, Record<string, unknown>>;
type ReactAriaWindow = typeof globalThis & { [STRINGS]?: ReactAriaStrings; [LOCALE]?: string };

/**
 * React Aria has no Malayalam, so its built-in words stayed English in a Malayalam app: the hidden
 * "Dismiss" button every dialog and popover gives screen readers (issue #18). Its words are handed to
 * it as the app's own, and those we show are kept in our translations and follow the language. React
 * Aria reads the catalogue once, then each word when it renders, so changing a word is enough.
 */
export function followLanguageInReactAria(i18n: I18n): void {
  const target = globalThis as ReactAriaWindow;
  if (!target[STRINGS]) {
    // The catalogue's language must be the default locale React Aria already uses (the browser's),
    // which reads the same symbol: setting it to anything else would change its number formats.
    target[LOCALE] ??= globalThis.navigator?.language || 'en-US';
    target[STRINGS] = copyStrings(reactAriaEnglish);
  }
  const strings = target[STRINGS];
  const apply = () => {
    const overlays = strings['@react-aria/overlays'];
    if (overlays) overlays.dismiss = i18n.t('common.dismiss');
  };
  apply();
  i18n.on('languageChanged', apply);
}

/** A copy per package, so the shared English module stays as shipped. */
function copyStrings(strings: ReactAriaStrings): ReactAriaStrings {
  return Object.fromEntries(Object.entries(strings).map(([name, words]) => [name, { ...words }]));
}
