import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../lib/storage.ts';
import { gateInputFor, OutType, readOutType, writeOutType } from './out-type.ts';

describe('virtual out type storage', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to Qr Code when nothing is stored', () => {
    expect(readOutType()).toBe(OutType.QrCode);
  });

  it('keeps the choice under the virtual out type key', () => {
    writeOutType(OutType.Mobile);
    expect(localStorage.getItem(StorageKey.virtualOutType)).toBe('1');
    expect(readOutType()).toBe(OutType.Mobile);
    writeOutType(OutType.QrCode);
    expect(readOutType()).toBe(OutType.QrCode);
  });

  it('reads anything unknown as Qr Code', () => {
    localStorage.setItem(StorageKey.virtualOutType, 'mobile');
    expect(readOutType()).toBe(OutType.QrCode);
  });
});

describe('gateInputFor', () => {
  const token = 'AAAAAQ_abcdefghijk.0123456789abcdefghij-_';

  it.each([
    ['', OutType.QrCode, null],
    ['   ', OutType.Mobile, null],
    [token, OutType.QrCode, { token }],
    [` ${token} `, OutType.QrCode, { token }],
    ['KRS-20260305-0600-001', OutType.QrCode, { queueNumber: 'KRS-20260305-0600-001' }],
    ['98765 43210', OutType.Mobile, { mobile: '9876543210' }],
    ['+91 98765 43210', OutType.Mobile, { mobile: '9876543210' }],
  ] as const)('%j in mode %i sends %j', (text, mode, expected) => {
    expect(gateInputFor(text, mode)).toEqual(expected);
  });
});
