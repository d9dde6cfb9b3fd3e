import { findStar, STARS } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { starLabel, starMatches } from './star-select.tsx';

const rohini = findStar(4);

describe('star select', () => {
  it('names a star by its NameNarration in Malayalam and its Name in English', () => {
    if (!rohini) throw new Error('Rohini is star 4');
    expect(starLabel(rohini, 'ml')).toBe('രോഹിണി');
    expect(starLabel(rohini, 'en')).toBe('Rohini');
  });

  it('finds a star by either name, whatever the case', () => {
    expect(STARS.filter((star) => starMatches(star, 'roh')).map((star) => star.id)).toEqual([4]);
    expect(STARS.filter((star) => starMatches(star, 'രോഹി')).map((star) => star.id)).toEqual([4]);
    expect(STARS.filter((star) => starMatches(star, 'POORA')).map((star) => star.id)).toEqual([11, 20]);
    expect(STARS.filter((star) => starMatches(star, '')).length).toBe(28);
  });
});
