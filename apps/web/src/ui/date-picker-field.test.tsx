import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { DatePickerField } from './date-picker-field.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('DatePickerField: a blocked day says why (issue #18)', () => {
  it('shows the temple’s reason when a struck-through day is tapped', async () => {
    render(
      <DatePickerField
        label="Pooja date"
        value="2030-03-09"
        onChange={() => undefined}
        isDateUnavailable={(day) => day === '2030-03-10'}
        unavailableReason={(day) => (day === '2030-03-10' ? 'Temple closed for the Uthsavam' : null)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Pooja date/ }));
    const blocked = await screen.findByRole('button', { name: /10 March 2030/ });
    expect(screen.queryByTestId('unavailable-reason')).toBeNull();
    fireEvent.focus(blocked);
    expect((await screen.findByTestId('unavailable-reason')).textContent).toBe(
      'Not available on 10-Mar-2030: Temple closed for the Uthsavam',
    );
  });
});
