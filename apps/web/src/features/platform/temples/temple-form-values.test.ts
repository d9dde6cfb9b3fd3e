import type { AdminTemple } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import {
  templeFormSchema,
  templeFormValues,
  toRegisterTempleInput,
  toUpdateTempleInput,
} from './temple-form-values.ts';

const filled = {
  ...templeFormValues(null),
  name: ' Sree Dharma Sastha Temple ',
  code: 'dharma-sastha',
  mobile: '94470 12345',
  platformChargeAmount: '10.50',
  platformChargePercent: '1.5',
  admin: { userName: 'Office', mobile: '9895012345', email: '' },
};

describe('administrators’ temple form → API input', () => {
  it('registers with the fields filled in, rupees as paise, the flags, and the administrator', () => {
    const input = toRegisterTempleInput(filled);
    expect(input).toMatchObject({
      name: 'Sree Dharma Sastha Temple',
      code: 'dharma-sastha',
      mobile: '94470 12345',
      platformChargeAmount: 1_050,
      platformChargePercent: 1.5,
      isSeva: true,
      isVirtualQueue: false,
      status: 3,
      state: 'Kerala',
      admin: { userName: 'Office', mobile: '9895012345' },
    });
    expect(input).not.toHaveProperty('bankIfsc');
    expect(input).not.toHaveProperty('paymentGatewayId');
    const parsed = templeFormSchema(null).safeParse(filled);
    expect(parsed.success).toBe(true);
  });

  it('checks money and numbers as typed, and the bank details a gateway needs', () => {
    const parsed = templeFormSchema(null).safeParse({
      ...filled,
      platformChargeAmount: '10.555',
      orderNo: 'first',
      paymentGatewayId: 'razorpay',
    });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['platformChargeAmount', 'orderNo']));
    const gateway = templeFormSchema(null).safeParse({ ...filled, paymentGatewayId: 'razorpay' });
    expect(gateway.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'bankName',
      'bankIfsc',
      'bankAccountNumber',
      'bankAccountName',
    ]);
  });

  it('edits only what changed: a flag, a cleared text, the gateway back to the platform’s', () => {
    const saved = { ...filled, bankName: 'Canara Bank', paymentGatewayId: 'none' };
    expect(toUpdateTempleInput(saved, saved)).toEqual({});
    expect(
      toUpdateTempleInput(saved, {
        ...saved,
        isSeva: false,
        bankName: ' ',
        paymentGatewayId: '',
        status: '1',
      }),
    ).toEqual({ isSeva: false, bankName: '', paymentGatewayId: null, status: 1 });
  });

  it('shows a saved temple’s money as rupees that read back to the same paise', () => {
    const temple = {
      charges: {
        platformChargeAmount: 1_050,
        platformChargePercent: 2,
        splitServiceCharge: 0,
        isIntroductoryServiceCharge: false,
        introductoryServiceAmount: 0,
      },
    } as unknown as AdminTemple;
    const values = templeFormValues({ ...templeFormDefaults(), ...temple } as AdminTemple);
    expect(values.platformChargeAmount).toBe('10.50');
    expect(toUpdateTempleInput(values, values)).toEqual({});
  });
});

/** A saved temple with every nested group present, as the API answers. */
function templeFormDefaults(): Partial<AdminTemple> {
  return {
    id: 1,
    code: 'x',
    name: 'X',
    state: 'Kerala',
    orderNo: 0,
    sevaBlockPeriodDays: 0,
    contacts: {} as AdminTemple['contacts'],
    bank: {} as AdminTemple['bank'],
    links: {} as AdminTemple['links'],
    features: {} as AdminTemple['features'],
    status: 1,
  };
}
