import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value.ts';
import { type ListState, useListState } from './use-list-state.ts';

/** docs/decisions.md "Lists": search, filters and the page live in the address. */

const LIMIT = 10;
let list: ListState;
let address = '';
let navigate: NavigateFunction;

function Probe() {
  list = useListState(['status', 'date'], LIMIT);
  address = useLocation().search;
  navigate = useNavigate();
  return null;
}

function open(url = '/list') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
}

function params(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(address));
}

function typeSearch(text: string) {
  act(() => list.setSearchText(text));
}

function waitForPause() {
  act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useListState', () => {
  it('starts on the first page with nothing but the paging in the query', () => {
    open();
    expect(list.query).toEqual({ offset: 0, limit: LIMIT });
    expect(list.filters).toEqual({ status: '', date: '' });
    expect(address).toBe('');
  });

  it('puts the search into the address once typing pauses, trimmed', () => {
    open();
    typeSearch(' Govind');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    typeSearch(' Govindan ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(params()).toEqual({});
    expect(list.searchText).toBe(' Govindan ');
    waitForPause();
    expect(params()).toEqual({ search: 'Govindan' });
    expect(list.query).toEqual({ search: 'Govindan', offset: 0, limit: LIMIT });

    typeSearch('');
    waitForPause();
    expect(params()).toEqual({});
  });

  it('goes back to the first page when the search changes', () => {
    open('/list?offset=20');
    expect(list.offset).toBe(20);
    typeSearch('Rohini');
    waitForPause();
    expect(params()).toEqual({ search: 'Rohini' });
    expect(list.offset).toBe(0);
  });

  it('goes back to the first page when a filter changes, and carries only the filters that are set', () => {
    open('/list?offset=20&status=');
    act(() => list.setFilters({ status: '1' }));
    expect(params()).toEqual({ status: '1' });
    expect(list.query).toEqual({ status: '1', offset: 0, limit: LIMIT });

    act(() => list.setOffset(10));
    expect(list.query).toEqual({ status: '1', offset: 10, limit: LIMIT });
    act(() => list.setFilters({ date: '2030-03-05', status: '' }));
    expect(params()).toEqual({ date: '2030-03-05' });
    expect(list.query).toEqual({ date: '2030-03-05', offset: 0, limit: LIMIT });
  });

  it('pages through the address, the first page without an offset', () => {
    open('/list?search=Rohini');
    act(() => list.setOffset(10));
    expect(params()).toEqual({ search: 'Rohini', offset: '10' });
    act(() => list.setOffset(0));
    expect(params()).toEqual({ search: 'Rohini' });
  });

  it('restores search, filters and page from the address (a reload or a shared link)', () => {
    open('/list?search=Govindan&status=1&offset=30');
    waitForPause();
    expect(list.searchText).toBe('Govindan');
    expect(list.filters).toEqual({ status: '1', date: '' });
    expect(list.offset).toBe(30);
    expect(list.query).toEqual({ search: 'Govindan', status: '1', offset: 30, limit: LIMIT });
    expect(params()).toEqual({ search: 'Govindan', status: '1', offset: '30' });
  });

  it('reads a broken offset as the first page', () => {
    open('/list?offset=-5');
    expect(list.offset).toBe(0);
    cleanup();
    open('/list?offset=abc');
    expect(list.offset).toBe(0);
  });

  it('follows a link that changes the search while the list is open, and does not write the old one back', () => {
    open('/list?search=Govindan');
    expect(list.searchText).toBe('Govindan');
    act(() => void navigate('/list?search=Lakshmi&status=paid'));
    expect(list.searchText).toBe('Lakshmi');
    waitForPause();
    waitForPause();
    expect(params()).toEqual({ search: 'Lakshmi', status: 'paid' });
    act(() => void navigate('/list'));
    waitForPause();
    expect(list.searchText).toBe('');
    expect(params()).toEqual({});
  });
});
