import type { VqSlotTemplate } from '@nivedya/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseDate } from '../../../test/choose-date.ts';
import { closeScreens, inEnglish, renderScreen, stubFetch, writes } from '../../../test/render-screen.tsx';
import { SlotDayForm } from './slot-day-form.tsx';
import { SlotForm } from './slot-form.tsx';

/**
 * spec virtual-queue-slot-settings: the slot forms refuse what the server would, with its words, on the
 * field to fix, and focus the first one.
 */

beforeAll(() => inEnglish('virtualQueue'));
afterEach(closeScreens);

const REGULAR: VqSlotTemplate[] = [
  {
    id: 1,
    weekday: 3,
    date: null,
    startTime: '05:00',
    endTime: '06:00',
    capacity: 200,
    maxPartySize: 5,
    label: null,
    isActive: true,
  },
  {
    id: 2,
    weekday: 3,
    date: null,
    startTime: '09:00',
    endTime: '10:30',
    capacity: 1200,
    maxPartySize: 5,
    label: null,
    isActive: true,
  },
];

function open(form: 'slot' | 'day', plan: VqSlotTemplate[] = []) {
  const fetch = stubFetch();
  renderScreen(
    form === 'slot' ? (
      <SlotForm templeId={3} slot={null} plan={plan} onDone={() => undefined} />
    ) : (
      <SlotDayForm templeId={3} />
    ),
  );
  return fetch;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('a new slot', () => {
  it('without weekdays is refused on the first weekday, which takes the focus, and nothing is sent', async () => {
    const fetch = open('slot');
    type('Starts', '06:00');
    type('Ends', '07:00');
    type('Devotees', '50');
    save();
    await screen.findByText('Choose at least one weekday');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Sunday' })),
    );
    expect(writes(fetch)).toEqual([]);
  });

  it("that ends before it starts is refused on its end, in the server's words", async () => {
    open('slot');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    type('Starts', '07:00');
    type('Ends', '06:00');
    type('Devotees', '50');
    save();
    await screen.findByText('The slot must end after it starts');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Ends')));
  });

  it('on a date nobody has planned yet says which regular slots it replaces, and sends nothing unless confirmed', async () => {
    const fetch = open('slot', REGULAR);
    fireEvent.click(screen.getByRole('radio', { name: 'One date' }));
    await chooseDate(screen.getByRole('button', { name: /^Date/ }), 'Date', '2026-12-02');
    type('Starts', '04:00');
    type('Ends', '04:45');
    type('Devotees', '50');
    save();
    // The message box loads on first use.
    const question = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(question.textContent).toContain('This replaces the 2 regular slots of 02-Dec-2026: 1,400 places.');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(fetch)).toEqual([]);
    save();
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
  });

  it('on one date asks for the date', async () => {
    open('slot');
    fireEvent.click(screen.getByRole('radio', { name: 'One date' }));
    type('Starts', '06:00');
    type('Ends', '07:00');
    type('Devotees', '50');
    save();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Choose a date'),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Date')));
  });

  it('sends the chosen weekdays in order, leaving a blank party size to the temple', async () => {
    const fetch = open('slot');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    type('Starts', '06:00');
    type('Ends', '07:00');
    type('Devotees', '50');
    save();
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(await writes(fetch)[0]?.json()).toEqual({
      weekdays: [1, 5],
      startTime: '06:00',
      endTime: '07:00',
      capacity: 50,
      label: null,
      isActive: true,
    });
  });
});

describe("one date's slot", () => {
  it('without a date, a time or a change names all three, and focuses the date', async () => {
    const fetch = open('day');
    save();
    await screen.findByText('Nothing to change');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Choose a date');
    expect(screen.getByText("Choose the slot's start time")).toBeTruthy();
    expect(screen.getByLabelText('Devotees').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Date')));
    expect(writes(fetch)).toEqual([]);
  });
});
