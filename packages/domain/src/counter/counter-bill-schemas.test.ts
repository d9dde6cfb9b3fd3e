import { describe, expect, it } from 'vitest';
import {
  CancelCounterBillInputSchema,
  CounterBillListQuerySchema,
  CounterBillQuoteInputSchema,
  CreateCounterBillInputSchema,
} from './counter-bill-schemas.ts';

const line = { sevaId: 7, devoteeName: ' Lakshmi ', performDate: '2026-03-05', quantity: 2 };

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}

describe('counter bill inputs', () => {
  it('defaults the star to 28 and the dakshina to 0, and trims the name', () => {
    expect(CounterBillQuoteInputSchema.parse({ lines: [line] })).toEqual({
      lines: [{ ...line, devoteeName: 'Lakshmi', starId: 28 }],
      dakshina: 0,
    });
  });

  it.each([
    [{ lines: [] }, 'lines', 'Add at least one seva'],
    [
      { lines: [{ ...line, quantity: 0 }] },
      'lines.0.quantity',
      'Quantity must be a whole number from 1 to 100',
    ],
    [
      { lines: [{ ...line, quantity: 10_000 }] },
      'lines.0.quantity',
      'Quantity must be a whole number from 1 to 100',
    ],
    [{ lines: [{ ...line, devoteeName: '  ' }] }, 'lines.0.devoteeName', "Enter the devotee's name"],
    [{ lines: [{ ...line, starId: 29 }] }, 'lines.0.starId', 'Choose a star'],
    [
      { lines: [{ ...line, performDate: '05-03-2026' }] },
      'lines.0.performDate',
      'Enter a date as yyyy-MM-dd',
    ],
    [{ lines: [{ ...line, sevaId: undefined }] }, 'lines.0.sevaId', 'Choose a seva'],
    [{ lines: [line], dakshina: -1 }, 'dakshina', 'Dakshina must be between ₹0 and ₹1,00,000'],
    [{ lines: [{ ...line, rate: 1 }] }, 'lines.0', 'Unrecognized key: "rate"'],
  ])('refuses %o at %s', (input, path, message) => {
    expect(firstIssue(CounterBillQuoteInputSchema.safeParse(input))).toEqual({ path, message });
  });

  it('takes a payment method, an optional reference, mobile and remarks', () => {
    const parsed = CreateCounterBillInputSchema.parse({
      lines: [line],
      paymentMode: 'upi',
      paymentReference: ' 412345678901 ',
      devoteeMobile: '+91 98470 12345',
      remarks: '',
    });
    expect(parsed).toMatchObject({
      paymentMode: 'upi',
      paymentReference: '412345678901',
      devoteeMobile: '9847012345',
    });
    expect(parsed.remarks).toBeUndefined();
    expect(
      CreateCounterBillInputSchema.parse({ lines: [line], paymentMode: 'cash', devoteeMobile: '' })
        .devoteeMobile,
    ).toBeUndefined();
  });

  it.each([
    [{ lines: [line], paymentMode: 'cheque' }, 'paymentMode', 'Choose cash, card or UPI'],
    [{ lines: [line] }, 'paymentMode', 'Choose cash, card or UPI'],
    [
      { lines: [line], paymentMode: 'cash', devoteeMobile: '12345' },
      'devoteeMobile',
      'Enter a 10-digit mobile number',
    ],
    [
      { lines: [line], paymentMode: 'card', paymentReference: 'x'.repeat(101) },
      'paymentReference',
      'At most 100 characters',
    ],
  ])('refuses %o at %s', (input, path, message) => {
    const issue = firstIssue(CreateCounterBillInputSchema.safeParse(input));
    expect(issue?.path).toBe(path);
    if (path !== 'devoteeMobile') expect(issue?.message).toBe(message);
    else
      expect(CreateCounterBillInputSchema.safeParse(input).error?.issues.map((i) => i.message)).toContain(
        message,
      );
  });

  it('needs a cancellation reason', () => {
    expect(firstIssue(CancelCounterBillInputSchema.safeParse({ reason: ' ' }))).toEqual({
      path: 'reason',
      message: 'Give a reason',
    });
    expect(CancelCounterBillInputSchema.parse({ reason: ' Wrong seva ' })).toEqual({ reason: 'Wrong seva' });
  });

  it('reads list filters from a query string and refuses a range that ends before it starts', () => {
    expect(CounterBillListQuerySchema.parse({ offset: '20', limit: '10', paymentMode: 'card' })).toEqual({
      offset: 20,
      limit: 10,
      paymentMode: 'card',
    });
    expect(
      firstIssue(CounterBillListQuerySchema.safeParse({ fromDate: '2026-03-05', toDate: '2026-03-04' })),
    ).toEqual({ path: 'toDate', message: "'to' cannot be before 'from'" });
  });
});
