import type { HTMLAttributes, ReactNode } from 'react';
import { TextField } from './form-field.tsx';
import { Card } from './page.tsx';

/**
 * The filter bar over a list: the search box first (full width on a phone), then the page's own
 * filters (selects, dates) in a grid that wraps.
 */
export function ListFilters({
  search,
  children,
}: {
  search?: {
    label: string;
    placeholder?: string;
    value: string;
    onChange: (value: string) => void;
    /** The keyboard a phone shows: 'tel' where the search is a mobile number. */
    inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
    /** Why the search as typed cannot be looked up. */
    error?: string | undefined;
  };
  children?: ReactNode;
}) {
  return (
    <Card className="mb-4 flex flex-col gap-4">
      {search ? (
        <TextField
          label={search.label}
          type="search"
          inputMode={search.inputMode}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          placeholder={search.placeholder}
          error={search.error}
        />
      ) : null}
      {children ? (
        // As many ~9rem columns as fit: two filters side by side on a phone, one filter full width.
        <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] items-end gap-3 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] sm:gap-4">
          {children}
        </div>
      ) : null}
    </Card>
  );
}
