import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a connection, as the browser says (navigator.onLine and its online/offline
 * events). TanStack Query's onlineManager is the one place that holds it: queries refetch through it
 * when the connection comes back, and the offline banner and messages read it.
 *
 * The manager assumes "online" until an `offline` event, and a page that the service worker opened
 * while offline never gets one, so it starts from navigator.onLine.
 */
export function startOnlineStatus(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

function subscribe(listener: () => void): () => void {
  return onlineManager.subscribe(listener);
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
