import { CreateSevaInputSchema } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, sevaFormValues, toSevaInput } from './seva-form-values.ts';

const filled = {
  ...sevaFormValues(null),
  name: 'Pushpanjali',
  rate: '50.50',
  deliveryCharge: '',
  postageCharge: '10',
};

describe('seva form → API input', () => {
  it('turns rupees into paise and empty choices into null', () => {
    const result = toSevaInput(filled);
    expect(result.errors).toBeNull();
    expect(result.input).toMatchObject({
      rate: 5050,
      deliveryCharge: 0,
      postageCharge: 1000,
      deityId: null,
      maxLimitPerDay: null,
      blockTime: null,
      sevaType: 1,
    });
    expect(CreateSevaInputSchema.safeParse(result.input).success).toBe(true);
  });

  it('carries the vazhipad approval setting both ways', () => {
    expect(filled.needsApproval).toBe(false);
    const result = toSevaInput({ ...filled, needsApproval: true });
    expect(result.input).toMatchObject({ needsApproval: true });
    expect(CreateSevaInputSchema.safeParse(result.input).success).toBe(true);
  });

  it('says which amounts are not amounts', () => {
    const result = toSevaInput({ ...filled, rate: '', postageCharge: 'ten' });
    expect(result.errors).toEqual({ rate: AMOUNT_MESSAGE, postageCharge: AMOUNT_MESSAGE });
  });

  it('leaves cross-field rules to the domain schema', () => {
    const result = toSevaInput({ ...filled, sevaType: '3', isContinuous: true });
    const parsed = CreateSevaInputSchema.safeParse(result.input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['isContinuous']);
  });
});
