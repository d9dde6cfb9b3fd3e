import { describe, expect, it } from 'vitest';
import { panchangamState, readPanchangamVisit } from './panchangam-link.ts';

describe('the Panchangam visit of the approve modal', () => {
  const visit = {
    sevaName: 'Udayasthamana Pooja',
    orderNumber: 'BKS00000042',
    minDate: '2026-03-05',
    returnTo: '/pre-booking-report?orderId=42&approve=7',
  };

  it('round-trips through the navigation state', () => {
    expect(readPanchangamVisit(panchangamState(visit))).toEqual(visit);
  });

  it.each([
    null,
    undefined,
    'text',
    {},
    { panchangam: { ...visit, minDate: '05-Mar-2026' } },
    { panchangam: { ...visit, returnTo: 'https://evil.example/' } },
    { panchangam: { ...visit, returnTo: '//evil.example/' } },
    { panchangam: { ...visit, sevaName: 3 } },
  ])('ignores %o', (state) => {
    expect(readPanchangamVisit(state)).toBeNull();
  });
});
