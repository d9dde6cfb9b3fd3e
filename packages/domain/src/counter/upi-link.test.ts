import { describe, expect, it } from 'vitest';
import { isUpiVpa, UPI_NOTE_MAX_LENGTH, upiPaymentLink } from './upi-link.ts';

describe('upiPaymentLink', () => {
  it('builds the NPCI link with payee, name, amount in rupees, currency and note', () => {
    expect(
      upiPaymentLink({
        vpa: 'mahadevasreekaryam@cnrb',
        payeeName: 'Sree Mahadeva Temple',
        amount: 25050,
        note: 'Bill BKS00000012',
      }),
    ).toBe(
      'upi://pay?pa=mahadevasreekaryam@cnrb&pn=Sree%20Mahadeva%20Temple&am=250.50&cu=INR&tn=Bill%20BKS00000012',
    );
  });

  it.each([
    [1, '0.01'],
    [100, '1.00'],
    [12_345_678, '123456.78'],
  ])('writes %i paise as am=%s', (amount, rupees) => {
    const link = upiPaymentLink({ vpa: 'a.b@sbi', payeeName: 'T', amount });
    expect(new URL(link).searchParams.get('am')).toBe(rupees);
  });

  it('percent-encodes every value so reserved characters cannot break the query', () => {
    const link = upiPaymentLink({
      vpa: ' temple-1.trust@okaxis ',
      payeeName: 'Sree Krishna & Devi Temple?',
      amount: 500,
      note: 'Archana=2 #1 + Pushpanjali',
    });
    expect(link).toContain('pa=temple-1.trust@okaxis&');
    expect(link).toContain('pn=Sree%20Krishna%20%26%20Devi%20Temple%3F&');
    expect(link).toContain('tn=Archana%3D2%20%231%20%2B%20Pushpanjali');
    expect(link).not.toContain('+');
    const params = new URL(link).searchParams;
    expect(params.get('pn')).toBe('Sree Krishna & Devi Temple?');
    expect(params.get('tn')).toBe('Archana=2 #1 + Pushpanjali');
  });

  it('keeps Malayalam names, encoded as UTF-8', () => {
    const link = upiPaymentLink({ vpa: 'xy@sbi', payeeName: 'ശ്രീ മഹാദേവ ക്ഷേത്രം', amount: 100 });
    expect(new URL(link).searchParams.get('pn')).toBe('ശ്രീ മഹാദേവ ക്ഷേത്രം');
    expect(link).toMatch(/pn=(%[0-9A-F]{2})+/);
  });

  it('leaves out an empty note and cuts a long one', () => {
    expect(upiPaymentLink({ vpa: 'xy@sbi', payeeName: 'T', amount: 100, note: '  ' })).not.toContain('tn=');
    const long = upiPaymentLink({ vpa: 'xy@sbi', payeeName: 'T', amount: 100, note: 'Archana '.repeat(20) });
    expect(new URL(long).searchParams.get('tn')?.length).toBeLessThanOrEqual(UPI_NOTE_MAX_LENGTH);
  });

  it.each([
    ['not a vpa', 100],
    ['temple@', 100],
    ['@sbi', 100],
    ['xy@sbi', 0],
    ['xy@sbi', -100],
    ['xy@sbi', 10.5],
  ])('refuses vpa %s with amount %d', (vpa, amount) => {
    expect(() => upiPaymentLink({ vpa, payeeName: 'T', amount })).toThrow(RangeError);
  });
});

describe('isUpiVpa', () => {
  it.each([
    ['temple@sbi', true],
    ['venugopala.devaswom@okhdfcbank', true],
    ['9876543210@ybl', true],
    ['temple', false],
    ['te mple@sbi', false],
    ['temple@s', false],
  ])('%s → %s', (value, expected) => {
    expect(isUpiVpa(value)).toBe(expected);
  });
});
