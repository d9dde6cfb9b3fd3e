import { PAGE_SIZE_DEFAULT } from '@nivedya/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { Card } from '../../../ui/page.tsx';

/**
 * A searchable, paged staff list: the search box's text, debounced, and the page offset, which goes back
 * to the first page whenever the search changes.
 */
export function useSearchedPage() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search.trim());
  const [searched, setSearched] = useState(debounced);
  if (searched !== debounced) {
    setSearched(debounced);
    setOffset(0);
  }
  const query = { ...(debounced ? { search: debounced } : {}), offset, limit: PAGE_SIZE_DEFAULT };
  return { search, setSearch, offset, setOffset, query };
}

export function SearchCard({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Card className="mb-4">
      <TextField
        label={label}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
    </Card>
  );
}
