import { useCallback, useEffect, useRef } from 'react';
import { isNativePlatform } from './platform.ts';

/**
 * The hardware back button closes the top dialog first, then navigates back (spec §2 help modal,
 * STYLE screens). Dialogs register a close handler while open:
 * - native: one Capacitor App backButton listener calls the top handler, else goes back, else exits;
 * - web: opening pushes a history entry, so the browser's back (and Android's back in a browser)
 *   pops it and the popstate closes the dialog instead of leaving the page.
 */
interface Layer {
  id: number;
  close: () => void;
}

const LAYER_STATE_KEY = 'nivedyaLayer';
const POP_WAIT_MS = 500;
const layers: Layer[] = [];
let nextId = 1;
let webListening = false;
/** history.back() calls we made ourselves, whose popstate must not close anything. */
let ownBacks = 0;

function historyLayerId(): number {
  const state: unknown = globalThis.history?.state;
  if (typeof state !== 'object' || state === null) return 0;
  const id = (state as Record<string, unknown>)[LAYER_STATE_KEY];
  return typeof id === 'number' ? id : 0;
}

function onPopState(): void {
  if (ownBacks > 0) {
    ownBacks -= 1;
    return;
  }
  // Every layer opened after the entry we are now on has been backed out of: close them, top first.
  const current = historyLayerId();
  while (layers.length > 0 && (layers.at(-1)?.id ?? 0) > current) {
    layers.pop()?.close();
  }
}

function listenOnWeb(): void {
  if (webListening) return;
  webListening = true;
  globalThis.addEventListener('popstate', onPopState);
}

/**
 * Registers a dialog's close handler. Call the returned release when the dialog closes by itself; it
 * resolves once the history entry the dialog added is gone, so a navigation made after it is kept.
 */
export function pushBackHandler(close: () => void): () => Promise<void> {
  const layer: Layer = { id: nextId++, close };
  layers.push(layer);
  const native = isNativePlatform();
  if (!native) {
    listenOnWeb();
    const state: unknown = history.state;
    history.pushState({ ...(typeof state === 'object' ? state : {}), [LAYER_STATE_KEY]: layer.id }, '');
  }
  return () =>
    new Promise<void>((resolve) => {
      const index = layers.indexOf(layer);
      if (index >= 0) layers.splice(index, 1);
      if (native || index < 0 || historyLayerId() !== layer.id) {
        resolve();
        return;
      }
      const done = () => {
        globalThis.removeEventListener('popstate', done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, POP_WAIT_MS);
      globalThis.addEventListener('popstate', done);
      ownBacks += 1;
      history.back();
    });
}

/** Native back button: the top dialog, else history, else leave the app (Android). */
export async function listenToHardwareBackButton(): Promise<void> {
  if (!isNativePlatform()) return;
  try {
    const { App } = await import('@capacitor/app');
    await App.addListener('backButton', ({ canGoBack }) => {
      const top = layers.pop();
      if (top) top.close();
      else if (canGoBack) history.back();
      else void App.exitApp();
    });
  } catch {
    // No App plugin (a browser forced to a native platform): the browser's own back applies.
  }
}

/**
 * While `isOpen`, the back button calls `onClose` instead of navigating. The returned function takes
 * the dialog's history entry back; await it before navigating away from a dialog, so the new page is
 * not followed by a stale entry.
 */
export function useCloseOnBack(isOpen: boolean, onClose: () => void): () => Promise<void> {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const releaseRef = useRef<(() => Promise<void>) | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    const release = pushBackHandler(() => onCloseRef.current());
    releaseRef.current = release;
    return () => {
      void release();
    };
  }, [isOpen]);
  return useCallback(() => releaseRef.current?.() ?? Promise.resolve(), []);
}

/** Test aid: forget every open layer. */
export function resetBackHandlers(): void {
  layers.length = 0;
  ownBacks = 0;
}
