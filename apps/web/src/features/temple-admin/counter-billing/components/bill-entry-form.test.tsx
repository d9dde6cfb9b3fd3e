import type { CounterSeva } from '@nivedya/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeScreens, inEnglish, renderScreen } from '../../../../test/render-screen.tsx';
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
  minPerformDate: '2030-03-06',
  endDate: null,
};

function open() {
  const onAdd = vi.fn();
  renderScreen(
    <BillEntryForm sevas={[PUSHPANJALI]} today="2030-03-05" onAdd={onAdd} sevaInputRef={createRef()} />,
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
});
