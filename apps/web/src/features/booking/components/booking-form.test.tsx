import { type SevaDetail, SevaType } from '@nivedya/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTranslationPart } from '../../../i18n/index.ts';
import { readCart } from '../../../lib/cart-store.ts';
import { BookingForm } from './booking-form.tsx';

/** A pre-booking seva (type 3) the temple allots one a day of: spec Seva.MaxLimitPerDay 1. */
const PRE_BOOKING: SevaDetail = {
  id: 41,
  templeId: 3,
  code: 'UDAYA',
  name: 'Udayasthamana Pooja',
  nameNarration: null,
  deity: null,
  group: null,
  rate: 2_500_000,
  performTime: null,
  prasadamTime: null,
  shortDescription: null,
  rulesRemark: null,
  sevaType: SevaType.PreBooking,
  dayType: 1,
  isContinuous: false,
  needsApproval: false,
  maxLimitPerDay: 1,
  devoteeCount: 1,
  postageCharge: 0,
  delivery: { isAvailable: false, charge: 0, heading: null, remarks: null },
  endDate: null,
  minPerformDate: null,
  imageUrl: '/assets/seva.jpg',
  deityImageUrl: null,
  temple: {
    id: 3,
    name: 'Sree Venugopala Temple',
    nameNarration: null,
    timeZone: 'Asia/Kolkata',
    isDakshinaEnabled: false,
    isNameStarRequired: false,
  },
  availability: {
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    specialDates: [],
    dateRanges: [],
    blockedRanges: [],
    minPerformDate: null,
    lastBookableDate: null,
    maxLimitPerDay: 1,
    blockTime: null,
    maxContinuousDays: 90,
  },
};

beforeAll(async () => {
  await initI18n('en');
  await loadTranslationPart('devotee');
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

function openForm() {
  const onAdded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BookingForm seva={PRE_BOOKING} initialDate={null} onAdded={onAdded} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: /devotee/i }), { target: { value: 'Govindan Nair' } });
  return { onAdded };
}

async function addWithQuantity(quantity: number) {
  fireEvent.change(screen.getByRole('spinbutton'), { target: { value: String(quantity) } });
  await act(async () => {
    fireEvent.submit(screen.getByRole('spinbutton').closest('form') as HTMLFormElement);
  });
}

describe('booking form: a pre-booking within its daily limit (issue #11)', () => {
  it("refuses more than the seva's daily limit with the server's words, adding nothing to the cart", async () => {
    const { onAdded } = openForm();
    await addWithQuantity(100);
    expect(screen.getByRole('alert').textContent).toBe(
      'At most 1 of Udayasthamana Pooja can be booked for one day (you asked for 100)',
    );
    expect(screen.getByRole('spinbutton').getAttribute('aria-invalid')).toBe('true');
    expect(onAdded).not.toHaveBeenCalled();
    expect(readCart()).toEqual([]);
  });

  it('adds a pre-booking at its limit', async () => {
    const { onAdded } = openForm();
    await addWithQuantity(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(readCart()).toMatchObject([{ sevaId: 41, quantity: 1 }]);
    expect(readCart()[0]?.performDate).toBeUndefined();
  });
});
