import { describe, expect, it } from 'vitest';
import { DEFAULT_STAR_ID, findStar, STARS } from './stars.ts';

describe('stars', () => {
  it('lists the 27 nakshatras in order and ShubhaNakshathram as 28', () => {
    expect(STARS.map((star) => star.id)).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
    expect(STARS[0]?.name).toBe('Ashwathy');
    expect(STARS[26]?.name).toBe('Revathi');
    expect(findStar(DEFAULT_STAR_ID)?.name).toBe('ShubhaNakshathram');
  });

  it('gives every star a distinct Malayalam name', () => {
    const narrations = STARS.map((star) => star.nameNarration);
    expect(new Set(narrations).size).toBe(28);
    for (const narration of narrations) expect(narration).toMatch(/^[\u0D00-\u0D7F]+$/);
  });

  it('finds nothing for an unknown id', () => {
    expect(findStar(0)).toBeUndefined();
    expect(findStar(29)).toBeUndefined();
  });
});
