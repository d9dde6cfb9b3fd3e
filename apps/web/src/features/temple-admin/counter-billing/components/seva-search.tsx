import type { CounterSeva } from '@nivedya/domain';
import { formatRupees, regionalName } from '@nivedya/domain';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchSevas } from '../counter-bill-draft.ts';

const MAX_SHOWN = 50;

/**
 * The counter's seva search (WAI-ARIA combobox with a list): typing finds sevas by code or name, the
 * best match is ready at once, so "code, Enter" picks a seva without touching the mouse; arrows move
 * through the list, Escape closes it. Picking hands focus to the next field (onPick).
 */
export function SevaSearch({
  sevas,
  value,
  onPick,
  inputRef,
  error,
}: {
  sevas: readonly CounterSeva[];
  value: CounterSeva | null;
  onPick: (seva: CounterSeva | null) => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value ? value.name : '');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const matches = useMemo(() => matchSevas(sevas, text).slice(0, MAX_SHOWN), [sevas, text]);
  const activeSeva = matches[active];

  // A new bill line clears the pick: the box empties with it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ? value.name : '');
  }

  useEffect(() => {
    if (!isOpen) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, isOpen]);

  const pick = (seva: CounterSeva) => {
    setIsOpen(false);
    setText(seva.name);
    onPick(seva);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? 0 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter') {
      // Enter picks here; it never submits the line with a half-typed seva.
      event.preventDefault();
      if (isOpen && activeSeva) pick(activeSeva);
      else if (value) onPick(value);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
    }
  };

  const describedBy = error ? `${id}-error` : value ? `${id}-picked` : undefined;
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('counter.entry.seva')}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && activeSeva ? `${id}-option-${activeSeva.id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('counter.entry.sevaPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setIsOpen(true);
          if (value) onPick(null);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
        className={`block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-orange-700 focus:outline-2 focus:outline-orange-700/30 ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
      />
      {value && !error ? (
        <p id={`${id}-picked`} className="text-sm text-stone-600">
          {[value.code, value.deityName, formatRupees(value.rate)].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <div
        hidden={!isOpen}
        className="absolute top-full right-0 left-0 z-40 mt-1 rounded-xl border border-stone-200 bg-white p-1 shadow-xl"
      >
        {matches.length === 0 ? <p className="p-3 text-stone-600">{t('counter.entry.noSevaMatch')}</p> : null}
        <div
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={t('counter.entry.sevaList')}
          className="max-h-72 overflow-auto"
        >
          {matches.map((seva, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the search box owns the keys (aria-activedescendant).
            <div
              key={seva.id}
              id={`${id}-option-${seva.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              data-index={index}
              // Keeps the focus in the box, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(seva)}
              onMouseMove={() => setActive(index)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-1.5 ${
                index === active ? 'bg-orange-100 text-orange-950' : 'text-stone-900'
              }`}
            >
              <span className="min-w-0">
                <span className="block font-medium">
                  {regionalName(seva.name, seva.nameNarration, i18n.language)}
                </span>
                <span className="block text-xs text-stone-600">
                  {[seva.code, seva.deityName].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="shrink-0 text-sm tabular-nums text-stone-700">{formatRupees(seva.rate)}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
