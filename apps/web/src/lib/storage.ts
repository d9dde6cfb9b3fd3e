/**
 * Every local storage key the app uses, in one place. Reads and writes never throw: storage can be
 * full, disabled (private windows) or hold something an older version wrote.
 */
export const StorageKey = {
  /** spec §3: the signed-in user as Id, Email, Mobile, UserType, TempleId; never a password. */
  user: 'user',
  /** The signed-in user's profile (the /api/v1/me DTO), so the first screen can greet them at once. */
  userDetails: 'userdetails',
  language: 'language',
  /** Testing aid: 'android' or 'ios' makes lib/platform.ts report a native platform in a browser. */
  forcePlatform: 'forcePlatform',
  /** spec §3: the devotee's cart, a list of seva lines (lib/cart-store.ts). */
  cart: 'DevoteeOnlineCartList',
  /** The dakshina the devotee means to give each temple of the cart, paise by temple id. */
  cartDakshina: 'DevoteeOnlineCartDakshina',
  /** The cart lines sent to the last checkout, removed from the cart once that payment succeeds. */
  pendingCheckout: 'DevoteeOnlinePendingCheckout',
  /**
   * The devotee's next darshan token as their home last showed it, with whose it is, so its QR opens at
   * the gate with no connection (issue #18).
   */
  nextQueueToken: 'NextQueueToken',
  /** spec §2 virtual booking visit out popover: how the gate finds a token, Mobile (1) or Qr Code (2). */
  virtualOutType: 'VirtualOutType',
  /** spec §2 visit out/in type popover: how this gate device records, Mobile (1), Qr Code (2), Count (3). */
  visitInType: 'VisitInType',
  visitOutType: 'VisitOutType',
  /** The visit gate this device stands at, by mode (its id). */
  visitInGate: 'VisitInGate',
  visitOutGate: 'VisitOutGate',
  /** spec rating prompt: this app version's uses, as {"version":"0.4.3","count":5}. */
  appUses: 'AppUses',
  /** The app version the rating prompt last appeared for. */
  ratingPromptedVersion: 'RatingPromptedVersion',
  /** spec §4 push: the device token last registered with the server (a web subscription as JSON). */
  pushToken: 'PushToken',
  /** When that token was last registered (ms), for the 7-day re-registration. */
  pushRegisteredAt: 'PushRegisteredAt',
  /** The devotee answered "Not now" to the offer to turn notifications on. */
  pushOfferDeclined: 'PushOfferDeclined',
  /** spec §2 print settings: Html Print (1), Thermal Print (2), Sunmi Print (3); this device's choice. */
  printType: 'PrintType',
  /** The thermal printer's paper on this device: '58mm' or '80mm'. */
  printPaperWidth: 'PrintPaperWidth',
  /** The paper Html Print lays out for: 'A4' or '80mm'. */
  printHtmlPaper: 'PrintHtmlPaper',
  /** How the thermal printer was connected ('serial' or 'usb'), its baud rate, and which device. */
  printThermalPrinter: 'PrintThermalPrinter',
} as const;

export const SessionKey = {
  /** The server version the web app last reloaded for (spec §4), so a mismatch reloads only once. */
  versionReload: 'versionReload',
  /** This tab's app start was counted as a use (the rating prompt). */
  useCounted: 'useCounted',
} as const;

type Store = 'local' | 'session';

function storage(store: Store): Storage | undefined {
  try {
    return store === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: string, store: Store = 'local'): string | null {
  try {
    return storage(store)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, store: Store = 'local'): void {
  try {
    storage(store)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working without persistence.
  }
}

export function removeKey(key: string, store: Store = 'local'): void {
  try {
    storage(store)?.removeItem(key);
  } catch {
    // Nothing to remove from a disabled storage.
  }
}

export function readJson(key: string, store: Store = 'local'): unknown {
  const raw = readString(key, store);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, store: Store = 'local'): void {
  writeString(key, JSON.stringify(value), store);
}
