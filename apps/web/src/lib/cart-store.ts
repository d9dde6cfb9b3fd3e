import { type CartInput, type CartLineInput, type CartStarSeries, nextTempId } from '@nivedya/domain';
import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT } from './cart-count.ts';

export { forgetSavedNameLinks } from './cart-count.ts';

import { readJson, readString, removeKey, StorageKey, writeJson } from './storage.ts';

/**
 * The devotee's cart (spec §3 "Cart / seva transaction line"), kept on the device under
 * DevoteeOnlineCartList so it survives reloads, logins and going offline. Each line gets a TempId:
 * the next number after the highest TempId in the stored cart, else 1. The server prices and checks
 * the cart (POST /api/v1/cart/evaluate); the rate and names kept here are only for display.
 */
export interface CartLine {
  tempId: number;
  sevaId: number;
  templeId: number;
  /** yyyy-MM-dd; absent for a pre-booking (type 3), whose date the temple allots. */
  performDate?: string | undefined;
  /** Last day of a continuous seva. */
  tillDate?: string | undefined;
  /** Every month, or every year, on the devotee's star: the line is booked on each of its dates. */
  starSeries?: CartStarSeries | undefined;
  quantity: number;
  devoteeName: string;
  starId: number;
  starName: string;
  /** The saved name (add-user-for-booking) the line was filled from. */
  devoteeNameId?: number | undefined;
  /** 1 collect at the temple, 2 by post. */
  prasadamDelivery: 1 | 2;
  deliveryAddress?: string | undefined;
  /** Pooja remarks (spec Description). */
  description?: string | undefined;
  /** 1 for oneself, 2 for someone else. */
  forType: 1 | 2;
  // Shown while the cart is offline; never trusted for pricing.
  /** Paise per unit (per day for a continuous seva) when the line was added. */
  rate: number;
  /** Paise per unit: the seva's postage, plus its delivery charge when posted. */
  postageCharge: number;
  /** rate × quantity (spec Amount). */
  amount: number;
  sevaName: string;
  sevaNameNarration?: string | null | undefined;
  sevaType: number;
  isContinuous: boolean;
  templeName: string;
  templeNameNarration?: string | null | undefined;
  deityId: number | null;
  deityName: string | null;
  performTime: string | null;
  prasadamTime: string | null;
}

export type NewCartLine = Omit<CartLine, 'tempId' | 'amount'>;

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.tempId) &&
    Number.isInteger(line.sevaId) &&
    Number.isInteger(line.templeId) &&
    Number.isInteger(line.quantity) &&
    typeof line.devoteeName === 'string'
  );
}

let cachedRaw: string | null | undefined;
let cachedLines: CartLine[] = [];

function parse(raw: string | null): unknown {
  try {
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/**
 * The stored cart; entries an older version or a broken write left behind are skipped. The same
 * array comes back until the stored text changes (useSyncExternalStore needs a stable snapshot).
 */
export function readCart(): CartLine[] {
  const raw = readString(StorageKey.cart);
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  const value = parse(raw);
  cachedLines = Array.isArray(value) ? value.filter(isCartLine) : [];
  return cachedLines;
}

function notify(): void {
  globalThis.dispatchEvent?.(new Event(CART_CHANGED_EVENT));
}

function writeCart(lines: CartLine[]): void {
  cachedRaw = undefined;
  if (lines.length === 0) removeKey(StorageKey.cart);
  else writeJson(StorageKey.cart, lines);
  notify();
}

/** Adds a line under the next TempId (spec §3) and answers it. */
export function addCartLine(line: NewCartLine): CartLine {
  const lines = readCart();
  const added: CartLine = { ...line, tempId: nextTempId(lines), amount: line.rate * line.quantity };
  writeCart([...lines, added]);
  return added;
}

/** Replaces the line with this TempId (it keeps its TempId); false when it is gone. */
export function replaceCartLine(tempId: number, line: NewCartLine): boolean {
  const lines = readCart();
  if (!lines.some((candidate) => candidate.tempId === tempId)) return false;
  writeCart(
    lines.map((candidate) =>
      candidate.tempId === tempId ? { ...line, tempId, amount: line.rate * line.quantity } : candidate,
    ),
  );
  return true;
}

/** Records a new rate the server reported (PRICE_CHANGED), so the devotee sees what they pay. */
export function updateCartLineRate(tempId: number, rate: number): void {
  writeCart(
    readCart().map((line) =>
      line.tempId === tempId ? { ...line, rate, amount: rate * line.quantity } : line,
    ),
  );
}

export function removeCartLines(tempIds: readonly number[]): void {
  const remaining = readCart().filter((line) => !tempIds.includes(line.tempId));
  writeCart(remaining);
  pruneDakshina(remaining);
}

export function clearCart(): void {
  writeCart([]);
  removeKey(StorageKey.cartDakshina);
  removeKey(StorageKey.pendingCheckout);
}

// --- Dakshina: one amount per temple of the cart, paise ---

function readDakshinaMap(): Record<string, number> {
  const raw = readJson(StorageKey.cartDakshina);
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(([, amount]) => Number.isInteger(amount) && (amount as number) > 0),
  ) as Record<string, number>;
}

export function readDakshina(templeId: number): number {
  return readDakshinaMap()[String(templeId)] ?? 0;
}

export function setDakshina(templeId: number, paise: number): void {
  const map = readDakshinaMap();
  if (paise > 0) map[String(templeId)] = paise;
  else delete map[String(templeId)];
  writeJson(StorageKey.cartDakshina, map);
  notify();
}

/** A dakshina is kept only for temples that still have a line in the cart. */
function pruneDakshina(lines: readonly CartLine[]): void {
  const map = readDakshinaMap();
  const templeIds = new Set(lines.map((line) => String(line.templeId)));
  const kept = Object.fromEntries(Object.entries(map).filter(([templeId]) => templeIds.has(templeId)));
  if (Object.keys(kept).length === Object.keys(map).length) return;
  if (Object.keys(kept).length === 0) removeKey(StorageKey.cartDakshina);
  else writeJson(StorageKey.cartDakshina, kept);
}

// --- What the API receives ---

/** Only the fields CartLineInputSchema accepts (it refuses unknown ones); display fields ride along. */
export function toCartLineInput(line: CartLine): CartLineInput {
  return {
    tempId: line.tempId,
    sevaId: line.sevaId,
    performDate: line.performDate,
    tillDate: line.tillDate,
    starSeries: line.starSeries,
    quantity: line.quantity,
    devoteeName: line.devoteeName,
    starId: line.starId,
    devoteeNameId: line.devoteeNameId,
    prasadamDelivery: line.prasadamDelivery,
    deliveryAddress: line.prasadamDelivery === 2 ? line.deliveryAddress : undefined,
    description: line.description,
    forType: line.forType,
    rate: line.rate,
    amount: line.amount,
    sevaName: line.sevaName,
    sevaType: line.sevaType,
    templeId: line.templeId,
    templeName: line.templeName,
    deityId: line.deityId,
    deityName: line.deityName,
    starName: line.starName,
    isContinuous: line.isContinuous,
  };
}

/** The cart (or some of its lines) with each temple's dakshina, as cart/evaluate and checkout take it. */
export function toCartInput(lines: readonly CartLine[]): CartInput {
  const templeIds = [...new Set(lines.map((line) => line.templeId))];
  const dakshina = templeIds
    .map((templeId) => ({ templeId, amount: readDakshina(templeId) }))
    .filter((entry) => entry.amount > 0);
  return { lines: lines.map(toCartLineInput), ...(dakshina.length > 0 ? { dakshina } : {}) };
}

// --- The checkout in flight ---

interface PendingCheckout {
  paymentId: number;
  tempIds: number[];
}

/** Before leaving for the gateway: which lines this payment covers. */
export function recordPendingCheckout(paymentId: number, lines: readonly CartLine[]): void {
  writeJson(StorageKey.pendingCheckout, { paymentId, tempIds: lines.map((line) => line.tempId) });
}

function readPendingCheckout(): PendingCheckout | null {
  const raw = readJson(StorageKey.pendingCheckout);
  if (typeof raw !== 'object' || raw === null) return null;
  const { paymentId, tempIds } = raw as Record<string, unknown>;
  if (!Number.isInteger(paymentId) || !Array.isArray(tempIds)) return null;
  return { paymentId: paymentId as number, tempIds: tempIds.filter(Number.isInteger) };
}

/** The payment that left for the gateway and whose outcome the cart has not learnt yet, if any. */
export function pendingCheckoutPaymentId(): number | null {
  return readPendingCheckout()?.paymentId ?? null;
}

/** The payment went through: its lines leave the cart. Answers how many did. */
export function settlePaidCheckout(paymentId: number): number {
  const pending = readPendingCheckout();
  if (!pending || pending.paymentId !== paymentId) return 0;
  const before = readCart().length;
  removeCartLines(pending.tempIds);
  removeKey(StorageKey.pendingCheckout);
  return before - readCart().length;
}

/** The payment failed: the cart stays as it was, ready for another try. */
export function forgetPendingCheckout(paymentId: number): void {
  if (readPendingCheckout()?.paymentId === paymentId) removeKey(StorageKey.pendingCheckout);
}

// --- React ---

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.cart || event.key === StorageKey.cartDakshina)
      onChange();
  };
  globalThis.addEventListener('storage', onStorage);
  globalThis.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    globalThis.removeEventListener('storage', onStorage);
    globalThis.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** The cart's lines, re-read whenever this or another tab changes them. */
export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, readCart, readCart);
}

let cachedDakshinaRaw: string | null | undefined;
let cachedDakshinaKey = '';

function dakshinaSnapshot(): string {
  const raw = readString(StorageKey.cartDakshina);
  if (raw !== cachedDakshinaRaw) {
    cachedDakshinaRaw = raw;
    cachedDakshinaKey = JSON.stringify(readDakshinaMap());
  }
  return cachedDakshinaKey;
}

/** The dakshina by temple id (a JSON string, so it compares by value). */
export function useDakshinaSnapshot(): string {
  return useSyncExternalStore(subscribe, dakshinaSnapshot, dakshinaSnapshot);
}
