import { type SevaDetail, SevaType } from '@nivedya/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '../../../lib/cart-store.ts';
import { closeScreens, inEnglish, renderScreen } from '../../../test/render-screen.tsx';
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
