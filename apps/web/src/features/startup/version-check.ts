import type { AppVersion } from '@nivedya/domain';
import type { Platform } from '../../lib/platform.ts';

/**
 * spec §4 version mismatch, as a pure decision.
 * - Web (mobile web, installable web): the server's version differs from this bundle's, so the bundle
 *   is stale (a cache or service worker served it): clear caches and reload, once per server version,
 *   so a server whose record disagrees with its own bundle cannot cause a reload loop.
 * - Native: only a newer version in the store is worth a prompt. IsForceUpdate 1: the update-required
 *   alert, then the store page; otherwise ask, and open the store only if accepted.
 */
export type VersionAction = 'none' | 'reload' | 'force-update' | 'offer-update';

export interface VersionCheckInput {
  appVersion: string;
  /** null when the version could not be fetched: the app starts as it is. */
  server: AppVersion | null;
  platform: Platform;
  /** The server version the web app already reloaded for in this browser session. */
  reloadedFor: string | null;
}

/** Compares dotted numeric versions ('0.4.10' > '0.4.3'); non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a
    .trim()
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  const right = b
    .trim()
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export function decideVersionAction(input: VersionCheckInput): VersionAction {
  const { server } = input;
  if (!server?.version) return 'none';
  if (input.platform === 'web') {
    if (compareVersions(server.version, input.appVersion) === 0) return 'none';
    return input.reloadedFor === server.version ? 'none' : 'reload';
  }
  if (compareVersions(server.version, input.appVersion) <= 0) return 'none';
  return server.isForceUpdate ? 'force-update' : 'offer-update';
}
