import { LANGUAGES, type Language } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, setLanguage } from '../../i18n/index.ts';
import { currentLanguage } from '../../lib/error-text.ts';

/** English / മലയാളം; the choice is remembered (i18n/index.ts). */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.language);
  const base =
    tone === 'dark'
      ? 'text-orange-100 hover:bg-white/10 aria-pressed:bg-white/20 aria-pressed:text-white'
      : 'text-orange-900 hover:bg-orange-100 aria-pressed:bg-orange-800 aria-pressed:text-white';
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('nav.language')}</legend>
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => void setLanguage(language)}
          className={`min-h-9 rounded-full px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-amber-400 ${base}`}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
