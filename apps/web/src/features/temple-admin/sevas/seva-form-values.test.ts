import { AMOUNT_MESSAGE, CreateSevaInputSchema, type StaffSeva } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { SevaFormSchema, sevaFormValues, toSevaInput, WHOLE_NUMBER_MESSAGE } from './seva-form-values.ts';

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

  it('reads amounts as the domain does: "1,250" is ₹1,250; a misplaced comma is refused', () => {
    expect(toSevaInput({ ...filled, rate: '1,250' }).input).toMatchObject({ rate: 125_000 });
    expect(toSevaInput({ ...filled, rate: '₹ 1,25,000.50' }).input).toMatchObject({ rate: 12_500_050 });
    expect(toSevaInput({ ...filled, rate: '12,50' }).errors).toEqual({ rate: AMOUNT_MESSAGE });
  });

  it("shows a seva's money as rupees with 2 decimals, which read back to the same paise", () => {
    const values = sevaFormValues({ rate: 25_000, deliveryCharge: 5, postageCharge: 1_050 } as StaffSeva);
    expect([values.rate, values.deliveryCharge, values.postageCharge]).toEqual(['250.00', '0.05', '10.50']);
    const { rate, deliveryCharge, postageCharge } = values;
    expect(toSevaInput({ ...filled, rate, deliveryCharge, postageCharge }).input).toMatchObject({
      rate: 25_000,
      deliveryCharge: 5,
      postageCharge: 1_050,
    });
  });

  it('leaves cross-field rules to the domain schema', () => {
    const result = toSevaInput({ ...filled, sevaType: '3', isContinuous: true });
    const parsed = CreateSevaInputSchema.safeParse(result.input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['isContinuous']);
  });
});

describe('the seva form schema', () => {
  it("names the form's own problems first, on their fields", () => {
    const parsed = SevaFormSchema.safeParse({
      ...filled,
      rate: 'ten',
      devoteeCount: '1.5',
      sevaType: '3',
      isContinuous: true,
    });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['rate'], AMOUNT_MESSAGE],
      [['devoteeCount'], WHOLE_NUMBER_MESSAGE],
    ]);
  });

  it("then the domain's cross-field rules", () => {
    const parsed = SevaFormSchema.safeParse({ ...filled, sevaType: '3', isContinuous: true });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['isContinuous']]);
  });

  it('gives the API input of a valid form', () => {
    expect(SevaFormSchema.parse(filled)).toMatchObject({
      name: 'Pushpanjali',
      rate: 5050,
      postageCharge: 1000,
    });
  });
});
