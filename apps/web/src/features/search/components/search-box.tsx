import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { SearchIcon } from '../../../ui/icons.tsx';

/**
 * The search field of the search screens: the text waits 250 ms after the last keystroke (spec §9)
 * before it is searched, and is kept in the address (?q=) so back and reload keep it.
 */
export function useSearchText(): [string, (value: string) => void, string] {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const debounced = useDebouncedValue(text.trim());
  useEffect(() => {
    if ((params.get('q') ?? '') === debounced) return;
    const next = new URLSearchParams(params);
    if (debounced) next.set('q', debounced);
    else next.delete('q');
    setParams(next, { replace: true });
  }, [debounced, params, setParams]);
  return [text, setText, debounced];
}

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  return (
    <div className="mb-5 flex items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 shadow-sm focus-within:border-orange-700 focus-within:outline-2 focus-within:outline-orange-700/30">
      <SearchIcon className="size-5 shrink-0 text-stone-500" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: the screen exists to type a search; the field is its only control.
        autoFocus
        className="min-h-12 flex-1 bg-transparent text-base outline-none"
      />
    </div>
  );
}
