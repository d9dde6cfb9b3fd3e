import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, useSearchText } from './search-box.tsx';

/**
 * spec §9: a search box asks the server 250 ms after the last keystroke, not on every key. `searched`
 * is what the screen would search for (the text handed to useSearch); the address keeps it as ?q=.
 */

const searched: string[] = [];

function SearchScreen() {
  const [text, setText, q] = useSearchText();
  const location = useLocation();
  if (searched.at(-1) !== q) searched.push(q);
  return (
    <>
      <SearchBox value={text} onChange={setText} label="Search temples and sevas" placeholder="" />
      <output aria-label="searched">{q}</output>
      <output aria-label="address">{location.search}</output>
    </>
  );
}

function openSearch(address = '/search') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <SearchScreen />
    </MemoryRouter>,
  );
  return screen.getByRole('searchbox', { name: 'Search temples and sevas' });
}

function type(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  searched.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box', () => {
  it('searches once, 250 ms after the last keystroke, for the whole text', () => {
    const field = openSearch();
    for (const text of ['g', 'ga', 'gan', 'gana']) {
      type(field, text);
      wait(200);
    }
    expect(screen.getByLabelText('searched').textContent).toBe('');
    wait(49);
    expect(screen.getByLabelText('searched').textContent).toBe('');
    wait(1);
    expect(screen.getByLabelText('searched').textContent).toBe('gana');
    expect(searched).toEqual(['', 'gana']);
    expect(screen.getByLabelText('address').textContent).toBe('?q=gana');
  });

  it('searches the trimmed text, and clearing the box clears the address', () => {
    const field = openSearch('/search?q=temple');
    expect(screen.getByLabelText('searched').textContent).toBe('temple');
    expect((field as HTMLInputElement).value).toBe('temple');
    type(field, '  homam ');
    wait(250);
    expect(screen.getByLabelText('searched').textContent).toBe('homam');
    type(field, '');
    wait(249);
    expect(screen.getByLabelText('address').textContent).toBe('?q=homam');
    wait(1);
    expect(screen.getByLabelText('address').textContent).toBe('');
    expect(searched).toEqual(['temple', 'homam', '']);
  });
});
