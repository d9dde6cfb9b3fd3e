import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeScreens,
  inEnglish,
  renderScreen,
  stubFetch,
  TEMPLE_ADMIN,
} from '../../../../test/render-screen.tsx';
import SevaInsertPage from './seva-insert-page.tsx';

/** spec sevainsert: a refused save says so and takes the person to the first field to fix. */

beforeAll(() => inEnglish('temple'));
afterEach(closeScreens);

function openNewSeva() {
  const fetch = stubFetch();
  renderScreen(<SevaInsertPage />, {
    user: TEMPLE_ADMIN,
    queryData: [
      [['temple-admin', 3, 'deities'], { items: [], total: 0 }],
      [['temple-admin', 3, 'seva-groups'], { items: [], total: 0 }],
    ],
  });
  return fetch;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the seva form', () => {
  it('refuses a rate that is not an amount, focusing it, and sends nothing', async () => {
    const fetch = openNewSeva();
    const rate = screen.getByRole('textbox', { name: 'Rate (₹)' });
    fireEvent.change(rate, { target: { value: 'fifty' } });
    save();
    await waitFor(() => expect(document.activeElement).toBe(rate));
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();
    const methods = fetch.mock.calls.map(([request]) =>
      request instanceof Request ? request.method : 'GET',
    );
    expect(methods).not.toContain('POST');
  });

  it('then asks for the name, the first field in the page to fix', async () => {
    openNewSeva();
    fireEvent.change(screen.getByRole('textbox', { name: 'Rate (₹)' }), { target: { value: '50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'Not a code!' } });
    save();
    const name = screen.getByRole('textbox', { name: 'Seva name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("names the domain's cross-field rule on the continuous tick, and focuses it", async () => {
    openNewSeva();
    fireEvent.change(screen.getByRole('textbox', { name: 'Seva name' }), {
      target: { value: 'Pushpanjali' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Rate (₹)' }), { target: { value: '50' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Seva type' }), { target: { value: '3' } });
    const continuous = screen.getByRole('checkbox', { name: /^Continuous/ });
    fireEvent.click(continuous);
    save();
    await screen.findByText('Only a regular seva (type 1) can be continuous');
    await waitFor(() => expect(document.activeElement).toBe(continuous));
  });
});
