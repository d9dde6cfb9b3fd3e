import { LANGUAGES, STARS, type Star, starNameIn } from '@nivedya/domain';
import { useId, useMemo } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './feature-icons.tsx';

/** A star as the reader's language names it (spec: text NameNarration; in English, Name). */
export function starLabel(star: Star, language: string): string {
  return starNameIn(star.name, language);
}

/** Whether typed text finds the star, by its name in any language the app ships. */
export function starMatches(star: Star, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return (
    needle === '' ||
    star.name.toLowerCase().includes(needle) ||
    LANGUAGES.some((language) => starNameIn(star.name, language).includes(text.trim()))
  );
}

/**
 * spec Devotee Star: a searchable select, value the star's Id, text its name (NameNarration in
 * Malayalam). Typing filters by either name; the list opens on focus. Loaded only by lazy screens.
 */
export function StarSelect({
  label,
  value,
  onChange,
  isDisabled = false,
  error,
}: {
  label: string;
  value: number;
  onChange: (starId: number) => void;
  isDisabled?: boolean;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.language;
  // The list filters by the label it shows; this finds the star behind each label without a search.
  const starByLabel = useMemo(
    () => new Map(STARS.map((star) => [starLabel(star, language), star])),
    [language],
  );
  return (
    <ComboBox
      // A new language names the stars anew.
      key={language}
      defaultItems={STARS}
      selectedKey={value}
      onSelectionChange={(key) => {
        // Typing clears the selection until a star is picked; the chosen star stays meanwhile.
        if (key !== null) onChange(Number(key));
      }}
      defaultFilter={(textValue, inputValue) => {
        const star = starByLabel.get(textValue);
        return star
          ? starMatches(star, inputValue)
          : textValue.toLowerCase().includes(inputValue.toLowerCase());
      }}
      menuTrigger="focus"
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-medium text-stone-800">{label}</Label>
      <div
        className={`flex items-center rounded-lg border bg-white focus-within:border-orange-700 focus-within:outline-2 focus-within:outline-orange-700/30 ${
          error ? 'border-red-600' : 'border-stone-300'
        } ${isDisabled ? 'bg-stone-100' : ''}`}
      >
        <Input
          placeholder={t('starSelect.placeholder')}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-12 min-w-0 flex-1 rounded-lg bg-transparent px-3 text-base text-stone-900 outline-none disabled:text-stone-500"
        />
        <Button
          aria-label={t('starSelect.showAll')}
          className="inline-flex size-11 items-center justify-center text-orange-900 disabled:text-stone-400"
        >
          <ChevronDownIcon className="size-5" />
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <Popover className="z-50 w-(--trigger-width) overflow-auto rounded-xl border border-stone-200 bg-white shadow-xl">
        <ListBox
          className="max-h-72 p-1 outline-none"
          renderEmptyState={() => <p className="p-3 text-stone-600">{t('starSelect.noMatch')}</p>}
        >
          {(star: Star) => (
            <ListBoxItem
              id={star.id}
              textValue={starLabel(star, language)}
              className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-stone-900 outline-none data-focused:bg-orange-100 data-selected:font-semibold data-selected:text-orange-900"
            >
              <span>{starLabel(star, language)}</span>
              {language === 'en' ? null : (
                <span className="text-sm text-stone-500" lang="en">
                  {star.name}
                </span>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
