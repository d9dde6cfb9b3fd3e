import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@nivedya/domain';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
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
  if (isCompact) return <CompactLanguageSwitch active={active} />;
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

/**
 * The wide header's switch: the current language's name opens the six buttons beneath it. Plain
 * elements, not a list box: the header is on the first screen, and React Aria's overlays would come
 * with it into the first visit's code.
 */
function CompactLanguageSwitch({ active }: { active: Language }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  // Escape, or focus leaving the switch, closes it.
  const closing = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    },
    onBlur: (event: FocusEvent) => {
      if (!container.current?.contains(event.relatedTarget)) setIsOpen(false);
    },
  };
  return (
    <div ref={container} className="relative">
      <button
        {...closing}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`${t('nav.language')}: ${LANGUAGE_NAMES[active]}`}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-orange-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <span lang={active}>{LANGUAGE_NAMES[active]}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-1 w-40 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <fieldset className="flex flex-col">
            <legend className="sr-only">{t('nav.language')}</legend>
            {LANGUAGES.map((language) => (
              <button
                {...closing}
                key={language}
                type="button"
                lang={language}
                aria-pressed={language === active}
                onClick={() => {
                  setIsOpen(false);
                  void setLanguage(language);
                }}
                className="min-h-10 rounded-md px-3 text-left text-stone-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700 aria-pressed:font-semibold aria-pressed:text-orange-900"
              >
                {LANGUAGE_NAMES[language]}
              </button>
            ))}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
