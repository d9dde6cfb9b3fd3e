import { describe, expect, it } from 'vitest';
import { containing, startingWith } from './like-patterns.ts';

describe('LIKE patterns from typed text', () => {
  it.each([
    ['ganapathi', '%ganapathi%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['', '%%'],
  ])('containing(%j) is %j', (text, pattern) => {
    expect(containing(text)).toBe(pattern);
  });

  it('startingWith escapes the same way and matches only the beginning', () => {
    expect(startingWith('SEVA_1-')).toBe('SEVA\\_1-%');
  });
});
