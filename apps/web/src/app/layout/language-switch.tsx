import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/index.ts';
import { currentLanguage } from '../../lib/error-text.ts';
import { ChevronDownIcon } from '../../ui/feature-icons.tsx';

/**
 * The six languages, each named in itself; the choice is remembered (i18n/index.ts). In the menu
 * drawer and on the kiosk every language is one tap away as a button; in the wide header, where six
 * buttons do not fit beside the links, a compact list opens from the current language's name.
 */
export function LanguageSwitch({
  tone = 'light',
  isCompact = false,
}: {
  tone?: 'light' | 'dark';
  isCompact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.language);
  if (isCompact) {
    // A native select: the header is on the first screen, and React Aria's list box would bring its
    // overlays into the first visit's code.
    return (
      <label className="relative inline-flex items-center">
        <span className="sr-only">{t('nav.language')}</span>
        <select
          value={active}
          lang={active}
          onChange={(event) => void setLanguage(event.target.value as Language)}
          className="min-h-9 appearance-none rounded-full bg-transparent py-1 pr-8 pl-3 text-sm font-semibold text-orange-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language} className="text-stone-900">
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-2.5 size-4 text-orange-100" />
      </label>
    );
  }
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">{t('nav.language')}</legend>
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => void setLanguage(language)}
          className={`min-h-9 rounded-full px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-amber-400 ${
            tone === 'dark'
              ? 'text-orange-100 hover:bg-white/10 aria-pressed:bg-white/20 aria-pressed:text-white'
              : 'text-orange-900 hover:bg-orange-100 aria-pressed:bg-orange-800 aria-pressed:text-white'
          }`}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
