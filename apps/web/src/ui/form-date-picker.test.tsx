import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { chooseDate } from '../test/choose-date.ts';
import { FormDatePicker } from './form-date-picker.tsx';
import { INVALID_CONTROL_MARK } from './form-field.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

type Visit = { visitDate: string };

/** A form with one date; what the form holds is shown beside it, as a screen would submit it. */
function VisitForm({
  visitDate,
  isClearable,
  error,
}: {
  visitDate: string;
  isClearable?: boolean;
  error?: string;
}) {
  const form = useForm<Visit>({ defaultValues: { visitDate } });
  const held = form.watch('visitDate');
  return (
    <form>
      <button
        type="button"
        onClick={() => form.setError('visitDate', { message: 'Full that day' }, { shouldFocus: true })}
      >
        Refuse
      </button>
      <FormDatePicker
        control={form.control}
        name="visitDate"
        label="Visit date"
        min="2030-03-01"
        isClearable={isClearable}
        error={error}
      />
      <output data-testid="held">{held === '' ? '(none)' : held}</output>
    </form>
  );
}

const picker = () => screen.getByRole('button', { name: /^Visit date/ });
const held = () => screen.getByTestId('held').textContent;

describe('FormDatePicker: a date picker bound to a form field', () => {
  it('shows the date the form holds', () => {
    render(<VisitForm visitDate="2030-03-05" />);
    expect(picker().textContent).toContain('05-Mar-2030');
  });

  it('puts the chosen day into the form', async () => {
    render(<VisitForm visitDate="2030-03-05" />);
    await chooseDate(picker(), 'Visit date', '2030-03-12');
    expect(held()).toBe('2030-03-12');
    expect(picker().textContent).toContain('12-Mar-2030');
  });

  it('empties the field with its clear button when the date may be left empty', () => {
    render(<VisitForm visitDate="2030-03-05" isClearable />);
    fireEvent.click(screen.getByRole('button', { name: /Clear/ }));
    expect(held()).toBe('(none)');
    expect(picker().textContent).toContain('Choose');
  });

  it('has no clear button for a date the form needs', () => {
    render(<VisitForm visitDate="2030-03-05" />);
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
  });

  it('shows the error the screen gives, and the button is marked invalid', () => {
    render(<VisitForm visitDate="" error="Choose the date" />);
    expect(screen.getByRole('alert').textContent).toBe('Choose the date');
    expect(picker().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(picker().hasAttribute(INVALID_CONTROL_MARK)).toBe(true);
  });

  it('is what the form focuses when the server refuses the date', () => {
    render(<VisitForm visitDate="2030-03-05" />);
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(document.activeElement).toBe(picker());
  });
});
