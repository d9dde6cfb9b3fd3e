import { beforeEach, describe, expect, it } from 'vitest';
import { countAppUse, isRatingPromptDue, markRatingPrompted } from './rating-prompt.ts';

describe('rating prompt (spec: after 5 uses and again for each new version)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const startOnce = (version: string) => {
    sessionStorage.clear();
    countAppUse(version);
  };

  it('is due after the fifth use of a version, once', () => {
    for (let use = 1; use <= 4; use += 1) startOnce('0.4.3');
    expect(isRatingPromptDue('0.4.3')).toBe(false);
    startOnce('0.4.3');
    expect(isRatingPromptDue('0.4.3')).toBe(true);
    markRatingPrompted('0.4.3');
    startOnce('0.4.3');
    expect(isRatingPromptDue('0.4.3')).toBe(false);
  });

  it('counts a tab once, however often it renders', () => {
    for (let render = 0; render < 10; render += 1) countAppUse('0.4.3');
    expect(isRatingPromptDue('0.4.3')).toBe(false);
  });

  it('asks again after five uses of a new version', () => {
    for (let use = 1; use <= 5; use += 1) startOnce('0.4.3');
    markRatingPrompted('0.4.3');
    for (let use = 1; use <= 4; use += 1) startOnce('0.4.4');
    expect(isRatingPromptDue('0.4.4')).toBe(false);
    startOnce('0.4.4');
    expect(isRatingPromptDue('0.4.4')).toBe(true);
  });
});
