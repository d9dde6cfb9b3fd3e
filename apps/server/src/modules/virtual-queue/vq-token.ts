import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The QR of a darshan booking carries a signed token, never the queue number (ARCHITECTURE rule 6):
 *
 *   base64url(bookingId as 4 bytes ‖ 9-byte nonce) "." base64url(HMAC-SHA256(key, that)[0..16])
 *
 * 41 characters, a small QR at error correction M. The key is derived from APP_SECRET for this use
 * only. A forged or altered token fails the MAC (compared in constant time) before the database is
 * read; a valid MAC with a nonce the booking no longer carries is refused as well.
 */

const NONCE_BYTES = 9;
const MAC_BYTES = 16;
const TOKEN = /^([A-Za-z0-9_-]{18})\.([A-Za-z0-9_-]{22})$/;

export interface TokenSigner {
  sign(bookingId: number, nonce: string): string;
  /** The booking and nonce the token names, or null when it is not one of ours. */
  verify(token: string): { bookingId: number; nonce: string } | null;
}

export function newTokenNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

export function createTokenSigner(appSecret: string): TokenSigner {
  const key = createHmac('sha256', appSecret).update('nivedya/virtual-queue-token/v1').digest();
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

  return {
    sign(bookingId, nonce) {
      const payload = Buffer.alloc(4 + NONCE_BYTES);
      payload.writeUInt32BE(bookingId, 0);
      Buffer.from(nonce, 'base64url').copy(payload, 4, 0, NONCE_BYTES);
      return `${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      const match = TOKEN.exec(token.trim());
      if (!match) return null;
      const payload = Buffer.from(match[1] ?? '', 'base64url');
      const given = Buffer.from(match[2] ?? '', 'base64url');
      if (payload.length !== 4 + NONCE_BYTES || given.length !== MAC_BYTES) return null;
      // base64url decoding ignores a last character's spare bits: only the canonical spelling is ours.
      if (payload.toString('base64url') !== match[1] || given.toString('base64url') !== match[2]) return null;
      if (!timingSafeEqual(given, mac(payload))) return null;
      return {
        bookingId: payload.readUInt32BE(0),
        nonce: payload.subarray(4).toString('base64url'),
      };
    },
  };
}

/** Constant-time comparison of the stored nonce with the token's. */
export function sameNonce(stored: string, given: string): boolean {
  const left = Buffer.from(stored);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}
