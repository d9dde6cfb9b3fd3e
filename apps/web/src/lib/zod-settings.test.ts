import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { turnOffZodEval } from './zod-settings.ts';

describe('turnOffZodEval', () => {
  it('is the setting zod reads, also when zod loaded first', () => {
    turnOffZodEval();
    expect(config().jitless).toBe(true);
  });
});
