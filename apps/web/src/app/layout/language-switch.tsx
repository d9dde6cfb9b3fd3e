import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@nivedya/domain';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
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
    return (
      <Select
        selectedKey={active}
        onSelectionChange={(key) => void setLanguage(key as Language)}
        className="flex"
      >
        <Label className="sr-only">{t('nav.language')}</Label>
        <Button className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-orange-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-400">
          <SelectValue lang={active} />
          <ChevronDownIcon className="size-4" />
        </Button>
        <Popover className="min-w-36 rounded-lg border border-stone-200 bg-white p-1 shadow-lg">
          <ListBox className="outline-none">
            {LANGUAGES.map((language) => (
              <ListBoxItem
                key={language}
                id={language}
                lang={language}
                textValue={LANGUAGE_NAMES[language]}
                className="cursor-pointer rounded-md px-3 py-2 text-stone-800 outline-none data-[focused]:bg-orange-50 data-[selected]:font-semibold data-[selected]:text-orange-900"
              >
                {LANGUAGE_NAMES[language]}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
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
