import { readString, SessionKey, StorageKey, writeString } from './storage.ts';

/** spec §4 rating prompt: it appears after this many uses, and again for each new version. */
export const USES_BEFORE_RATING_PROMPT = 5;

function usesOf(version: string): number {
  try {
    const stored = JSON.parse(readString(StorageKey.appUses) ?? '') as { version?: unknown; count?: unknown };
    return stored.version === version && typeof stored.count === 'number' ? stored.count : 0;
  } catch {
    return 0;
  }
}

/** Counts this start of the app as one use of `version` (once per tab). */
export function countAppUse(version: string): void {
  if (readString(SessionKey.useCounted, 'session') === version) return;
  writeString(SessionKey.useCounted, version, 'session');
  writeString(StorageKey.appUses, JSON.stringify({ version, count: usesOf(version) + 1 }));
}

/** After 5 uses of a version, once per version. */
export function isRatingPromptDue(version: string): boolean {
  return (
    usesOf(version) >= USES_BEFORE_RATING_PROMPT && readString(StorageKey.ratingPromptedVersion) !== version
  );
}

/** The prompt was answered (rate now or not now): not again for this version. */
export function markRatingPrompted(version: string): void {
  writeString(StorageKey.ratingPromptedVersion, version);
}
