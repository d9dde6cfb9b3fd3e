import type { CounterSeva, StarSeriesPlan } from '@nivedya/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeScreens, inEnglish, renderScreen, stubFetch } from '../../../../test/render-screen.tsx';
import { BillEntryForm } from './bill-entry-form.tsx';

/** A bill line typed at the counter: what it refuses, where the focus goes, what it adds. */

beforeAll(() => inEnglish('counter'));
afterEach(closeScreens);

const PUSHPANJALI: CounterSeva = {
  id: 11,
  code: 'PUSH',
  name: 'Pushpanjali',
  nameNarration: null,
  deityName: 'Krishna',
  groupName: null,
  rate: 2_000,
  postageCharge: 0,
  sevaType: 1,
  isContinuous: false,
  minPerformDate: '2030-03-06',
  endDate: null,
};

function open() {
  const onAdd = vi.fn();
  renderScreen(
    <BillEntryForm
      templeId={7}
      sevas={[PUSHPANJALI]}
      today="2030-03-05"
      templeName="Sree Krishna Temple"
      onAdd={onAdd}
      sevaInputRef={createRef()}
    />,
  );
  return { onAdd };
}

const addLine = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
  });

describe('the bill entry form', () => {
  it('refuses a line without a seva, a name or a whole quantity, focusing the seva search first', async () => {
    const { onAdd } = open();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '1.5' } });
    await addLine();
    expect(screen.getByText('Choose a seva')).toBeTruthy();
    expect(screen.getByText("Enter the devotee's name")).toBeTruthy();
    expect(screen.getByText('Quantity must be a whole number from 1 to 100')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Seva' }));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("adds the line from the seva's first day, keeps name and star and clears seva and quantity", async () => {
    const { onAdd } = open();
    const search = screen.getByRole('combobox', { name: 'Seva' });
    fireEvent.change(search, { target: { value: 'push' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Devotee name'), { target: { value: ' Lakshmi Menon ' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    await addLine();
    expect(onAdd).toHaveBeenCalledWith({
      seva: PUSHPANJALI,
      devoteeName: 'Lakshmi Menon',
      starId: 28,
      performDate: '2030-03-06',
      quantity: 2,
    });
    expect((search as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Devotee name') as HTMLInputElement).value).toBe(' Lakshmi Menon ');
  });

  it('bills a walk-in devotee every month on their star: the plan’s dates shown, one line for all of them', async () => {
    // Issue #19: the dates come from the same plan the devotee's booking form asks for.
    const plan: StarSeriesPlan = {
      sevaId: PUSHPANJALI.id,
      templeId: 3,
      star: 4,
      every: 'month',
      month: null,
      rule: 'sunrise',
      occurrences: [
        {
          date: '2030-03-20',
          note: null,
          otherDate: null,
          status: 'open',
          reason: null,
          blockedReason: null,
          alternative: null,
        },
        {
          date: '2030-04-16',
          note: null,
          otherDate: null,
          status: 'full',
          reason: null,
          blockedReason: null,
          alternative: '2030-04-17',
        },
      ],
      dates: ['2030-03-20', '2030-04-17'],
    };
    const fetch = stubFetch((input) =>
      // The counter's own plan of the temple, by the counter's date rules.
      String(input instanceof Request ? input.url : input).includes(
        `/api/v1/temples/7/counter-bills/star-series?sevaId=${PUSHPANJALI.id}&`,
      )
        ? new Response(JSON.stringify(plan), { headers: { 'content-type': 'application/json' } })
        : undefined,
    );
    const { onAdd } = open();
    const search = screen.getByRole('combobox', { name: 'Seva' });
    fireEvent.change(search, { target: { value: 'push' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Devotee name'), { target: { value: 'Gopika' } });
    fireEvent.click(screen.getByRole('radio', { name: "Every month on the devotee's star" }));
    // No star yet: the series cannot follow one, and nothing is asked or added.
    expect(screen.getByText("Choose the devotee's birth star: the series follows it.")).toBeTruthy();
    await addLine();
    expect(onAdd).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Star' }), { target: { value: 'Rohini' } });
    fireEvent.click(await screen.findByRole('option', { name: /Rohini/ }));
    expect(screen.getByRole('radio', { name: 'Every month on Rohini' })).toBeTruthy();
    expect(screen.queryByLabelText('Pooja date')).toBeNull();
    const dates = await screen.findByTestId('star-series-dates');
    expect(dates.textContent).toContain('2 dates on Rohini:');
    expect(dates.textContent).toContain('Booked instead on 17-Apr-2030');
    const [request] = fetch.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(request).toContain('star=4');
    expect(request).toContain('every=month');
    expect(request).toContain('occurrences=6');

    await addLine();
    await waitFor(() => expect(onAdd).toHaveBeenCalled());
    expect(onAdd).toHaveBeenCalledWith({
      seva: PUSHPANJALI,
      devoteeName: 'Gopika',
      starId: 4,
      performDate: '2030-03-20',
      quantity: 1,
      starSeries: { every: 'month', dates: ['2030-03-20', '2030-04-17'] },
    });
    // The next line starts as a one-day line again.
    fireEvent.change(search, { target: { value: 'push' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(
      (screen.getByRole('radio', { name: 'Once, on the date chosen' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByLabelText('Pooja date')).toBeTruthy();
  });
});
