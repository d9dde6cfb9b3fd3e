import { type SevaDetail, SevaType, type StarSeriesPlan } from '@nivedya/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '../../../lib/cart-store.ts';
import { closeScreens, inEnglish, renderScreen, stubFetch } from '../../../test/render-screen.tsx';
import { INVALID_CONTROL_MARK } from '../../../ui/form-field.tsx';
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

beforeAll(() => inEnglish('devotee'));
beforeEach(() => localStorage.clear());
afterEach(closeScreens);

/** A seva booked for a day the devotee picks, from 5 March 2030. */
const REGULAR: SevaDetail = {
  ...PRE_BOOKING,
  id: 42,
  name: 'Pushpanjali',
  sevaType: SevaType.Regular,
  maxLimitPerDay: null,
  minPerformDate: '2030-03-05',
  availability: { ...PRE_BOOKING.availability, minPerformDate: '2030-03-05', maxLimitPerDay: null },
};

function renderForm(seva: SevaDetail, initialDate: string | null = null) {
  const onAdded = vi.fn();
  renderScreen(<BookingForm seva={seva} initialDate={initialDate} onAdded={onAdded} />);
  return { onAdded };
}

function devoteeNameInput(): HTMLElement {
  return screen.getByRole('textbox', { name: /devotee/i });
}

function openForm() {
  const result = renderForm(PRE_BOOKING);
  fireEvent.change(devoteeNameInput(), { target: { value: 'Govindan Nair' } });
  return result;
}

async function addToCart() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  });
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

describe('booking form: a refused Add to cart shows its first problem (issue #13)', () => {
  it('focuses the devotee name, the first of the missing name and date, and adds nothing', async () => {
    const { onAdded } = renderForm(REGULAR);
    await addToCart();
    expect(screen.getByText("Enter the devotee's name")).toBeTruthy();
    expect(screen.getByText('Choose the pooja date')).toBeTruthy();
    expect(document.activeElement).toBe(devoteeNameInput());
    expect(onAdded).not.toHaveBeenCalled();
    expect(readCart()).toEqual([]);
  });

  it('focuses the pooja date picker when the name is given and the date is not', async () => {
    renderForm(REGULAR);
    fireEvent.change(devoteeNameInput(), { target: { value: 'Govindan Nair' } });
    await addToCart();
    const datePicker = screen.getByRole('button', { name: /^Pooja date/ });
    expect(datePicker.hasAttribute(INVALID_CONTROL_MARK)).toBe(true);
    expect(document.activeElement).toBe(datePicker);
    expect(readCart()).toEqual([]);
  });

  it('focuses the first listed date of a special pooja when none is chosen', async () => {
    renderForm({
      ...REGULAR,
      sevaType: SevaType.SpecialPooja,
      availability: {
        ...REGULAR.availability,
        specialDates: [
          { date: '2030-03-09', dailyLimit: null, remarks: null },
          { date: '2030-04-09', dailyLimit: null, remarks: null },
        ],
      },
    });
    fireEvent.change(devoteeNameInput(), { target: { value: 'Govindan Nair' } });
    await addToCart();
    expect(screen.getByRole('alert').textContent).toBe('Choose the pooja date');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '09-Mar-2030' }));
  });

  it('asks for the address only when the prasadam is posted, then readies the form for the next devotee', async () => {
    const { onAdded } = renderForm(
      { ...REGULAR, delivery: { isAvailable: true, charge: 5000, heading: null, remarks: null } },
      '2030-03-09',
    );
    fireEvent.change(devoteeNameInput(), { target: { value: ' Govindan Nair ' } });
    fireEvent.click(screen.getByRole('radio', { name: /post/i }));
    await addToCart();
    const address = screen.getByRole('textbox', { name: 'Address to post the prasadam to' });
    expect(screen.getByRole('alert').textContent).toBe('Enter the address to post the prasadam to');
    expect(document.activeElement).toBe(address);
    expect(onAdded).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Collect at the temple' }));
    await addToCart();
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(readCart()).toMatchObject([
      { sevaId: 42, devoteeName: 'Govindan Nair', performDate: '2030-03-09', prasadamDelivery: 1 },
    ]);
    expect(readCart()[0]?.deliveryAddress).toBeUndefined();
    expect((devoteeNameInput() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: /^Pooja date/ }).textContent).toContain('09-Mar-2030');
  });
});

describe('booking form: a series paid month by month (issue #19)', () => {
  it('offers paying date by date once the series has dates, estimates the first date, and adds the line so', async () => {
    const occurrence = (date: string) => ({
      date,
      note: null,
      otherDate: null,
      status: 'open' as const,
      reason: null,
      blockedReason: null,
      alternative: null,
    });
    const plan: StarSeriesPlan = {
      sevaId: REGULAR.id,
      templeId: 3,
      star: 4,
      every: 'month',
      month: null,
      rule: 'sunrise',
      occurrences: ['2030-03-20', '2030-04-16', '2030-05-14'].map(occurrence),
      dates: ['2030-03-20', '2030-04-16', '2030-05-14'],
    };
    stubFetch((input) =>
      String(input instanceof Request ? input.url : input).includes(
        `/api/v1/sevas/${REGULAR.id}/star-series?`,
      )
        ? new Response(JSON.stringify(plan), { headers: { 'content-type': 'application/json' } })
        : undefined,
    );
    const { onAdded } = renderForm({ ...REGULAR, rate: 5_000 });
    fireEvent.change(devoteeNameInput(), { target: { value: 'Gopika' } });
    const star = screen.getByRole('combobox', { name: /Birth star/ });
    act(() => star.focus());
    fireEvent.change(star, { target: { value: 'Rohini' } });
    fireEvent.click(await screen.findByRole('option', { name: /Rohini/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Every month on Rohini' }));
    await screen.findByTestId('star-series-dates');
    expect(screen.getByRole('radio', { name: 'Pay for all 3 dates now' })).toHaveProperty('checked', true);
    expect(screen.getByText('₹150.00')).toBeTruthy();

    fireEvent.click(
      screen.getByRole('radio', {
        name: 'Pay month by month: the first date now, each later one before it comes',
      }),
    );
    expect(screen.getByText('₹50.00')).toBeTruthy();
    expect(screen.getByText('Then ₹50.00 for each of the 2 later dates, before it comes')).toBeTruthy();
    expect(screen.getByText(/5 days before each later date we send you a link to pay it/)).toBeTruthy();
    await addToCart();
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(readCart()[0]?.starSeries).toEqual({
      every: 'month',
      dates: ['2030-03-20', '2030-04-16', '2030-05-14'],
      payment: 'each',
    });
  });
});
