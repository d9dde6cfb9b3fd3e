import type { VqGateInput } from '@nivedya/domain';
import { readString, StorageKey, writeString } from '../../lib/storage.ts';

/** spec §2 virtual booking visit out popover and §9 visit types: Mobile (1) or Qr Code (2). */
export const OutType = { Mobile: 1, QrCode: 2 } as const;
export type OutTypeValue = (typeof OutType)[keyof typeof OutType];

/** The stored choice; a gate that never chose scans QR codes. */
export function readOutType(): OutTypeValue {
  return readString(StorageKey.virtualOutType) === String(OutType.Mobile) ? OutType.Mobile : OutType.QrCode;
}

export function writeOutType(value: OutTypeValue): void {
  writeString(StorageKey.virtualOutType, String(value));
}

/** The shape of the signed token a booking's QR carries (server vq-token.ts). */
const TOKEN = /^[A-Za-z0-9_-]{18}\.[A-Za-z0-9_-]{22}$/;

/**
 * What the gate sends for what staff scanned or typed: in Mobile mode a 10-digit mobile number; in
 * Qr Code mode the scanned token (a camera, or a handheld scanner that types it), or a typed queue
 * number when a QR cannot be read. Null when there is nothing to send.
 */
export function gateInputFor(text: string, outType: OutTypeValue): VqGateInput | null {
  const value = text.trim();
  if (value === '') return null;
  if (outType === OutType.Mobile) {
    const digits = value.replace(/\D/g, '');
    return { mobile: digits.length > 10 ? digits.slice(-10) : digits };
  }
  return TOKEN.test(value) ? { token: value } : { queueNumber: value };
}
