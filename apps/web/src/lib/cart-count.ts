import { useSyncExternalStore } from 'react';
import { readString, StorageKey, writeString } from './storage.ts';

/**
 * How many lines the cart holds, for the header's cart button. Kept apart from lib/cart-store.ts so
 * the first page does not load the cart's rules (and their schemas) just to show a number.
 */
export const CART_CHANGED_EVENT = 'nivedya:cart-changed';

let cachedRaw: string | null | undefined;
let cachedCount = 0;

export function readCartCount(): number {
  const raw = readString(StorageKey.cart);
  if (raw === cachedRaw) return cachedCount;
  cachedRaw = raw;
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    cachedCount = Array.isArray(value) ? value.length : 0;
  } catch {
    cachedCount = 0;
  }
  return cachedCount;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.cart) onChange();
  };
  globalThis.addEventListener('storage', onStorage);
  globalThis.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    globalThis.removeEventListener('storage', onStorage);
    globalThis.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCartCount, () => 0);
}

/**
 * After logout (every line) or a saved name's deletion (its lines): the lines keep the devotee's name
 * and star but lose the link to the saved name, which is the account's and may be gone. Raw JSON, so
 * logging out does not load the cart's rules.
 */
export function forgetSavedNameLinks(devoteeNameId?: number): void {
  const raw = readString(StorageKey.cart);
  if (raw === null || !raw.includes('devoteeNameId')) return;
  try {
    const lines: unknown = JSON.parse(raw);
    if (!Array.isArray(lines)) return;
    const stripped = lines.map((line: unknown) => {
      if (typeof line !== 'object' || line === null) return line;
      const { devoteeNameId: id, ...rest } = line as Record<string, unknown>;
      return devoteeNameId === undefined || id === devoteeNameId ? rest : line;
    });
    writeString(StorageKey.cart, JSON.stringify(stripped));
    globalThis.dispatchEvent?.(new Event(CART_CHANGED_EVENT));
  } catch {
    // A broken cart is skipped line by line when it is read (lib/cart-store.ts).
  }
}
