import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../i18n/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { applyFieldErrors } from '../lib/form-errors.ts';
import { FormDatePicker } from './form-date-picker.tsx';
import { INVALID_CONTROL_MARK, TextField } from './form-field.tsx';
import { SchemaForm, useSchemaForm } from './schema-form.tsx';

/** docs/decisions.md "Forms": a refused submit focuses its first problem in page order, and only then. */

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const PilgrimSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name'),
  visitDate: z.string().min(1, 'Choose the date'),
  star: z.string().trim().min(1, 'Enter the star'),
});
type Pilgrim = z.output<typeof PilgrimSchema>;
const FIELDS = ['name', 'visitDate', 'star'] as const;

/**
 * Page order: name (shown on request), the visit date (a date picker: a button), the star. The name
 * input appears after the others were registered, so it is the last in react-hook-form's own order
 * while the first on the page.
 */
function PilgrimForm({
  defaults = { name: '', visitDate: '', star: '' },
  onSubmit,
  serverError,
}: {
  defaults?: Pilgrim;
  onSubmit: (values: Pilgrim) => void;
  serverError?: ApiError;
}) {
  const form = useSchemaForm(PilgrimSchema, defaults);
  const [isNameShown, setIsNameShown] = useState(false);
  const { errors } = form.formState;
  return (
    <>
      <button type="button" onClick={() => setIsNameShown(true)}>
        Show the name
      </button>
      <SchemaForm
        form={form}
        onSubmit={(values) => {
          onSubmit(values);
          // As a mutation's onError does: after the submit has finished.
          if (serverError) setTimeout(() => applyFieldErrors(serverError, form.setError, FIELDS));
        }}
      >
        {isNameShown ? (
          <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        ) : null}
        <FormDatePicker
          control={form.control}
          name="visitDate"
          label="Visit date"
          error={errors.visitDate?.message}
        />
        <TextField label="Star" error={errors.star?.message} {...form.register('star')} />
        <button type="submit">Save</button>
      </SchemaForm>
    </>
  );
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

function datePickerButton(): HTMLElement {
  return screen.getByRole('button', { name: /Visit date/ });
}

describe('SchemaForm', () => {
  it('focuses the first invalid field in page order, though registered last, and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<PilgrimForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the name' }));
    await submit();
    expect(screen.getByText('Enter the name')).toBeTruthy();
    expect(screen.getByText('Choose the date')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the date picker button, marked invalid, when it is the first problem', async () => {
    const onSubmit = vi.fn();
    render(<PilgrimForm defaults={{ name: 'Govindan', visitDate: '', star: '' }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the name' }));
    await submit();
    const picker = datePickerButton();
    expect(picker.hasAttribute(INVALID_CONTROL_MARK)).toBe(true);
    expect(document.activeElement).toBe(picker);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves focus where the person types after a refused submit', async () => {
    render(<PilgrimForm onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the name' }));
    await submit();
    const star = screen.getByLabelText('Star');
    star.focus();
    await act(async () => {
      fireEvent.change(star, { target: { value: 'Rohini' } });
    });
    await act(async () => {
      fireEvent.change(star, { target: { value: '' } });
    });
    expect(screen.getByText('Enter the star')).toBeTruthy();
    expect(document.activeElement).toBe(star);
  });

  it('puts the server field errors on their fields and focuses the first refused one', async () => {
    const onSubmit = vi.fn();
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      title: 'Validation failed',
      detail: '',
      fieldErrors: [
        { field: 'star', message: 'No such star' },
        { field: 'name', message: 'Name taken' },
      ],
    });
    render(
      <PilgrimForm
        defaults={{ name: 'Govindan', visitDate: '2030-03-05', star: 'Rohini' }}
        onSubmit={onSubmit}
        serverError={refused}
      />,
    );
    await submit();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Govindan', visitDate: '2030-03-05', star: 'Rohini' });
    expect(screen.getByText('No such star')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Star'));
  });
});
