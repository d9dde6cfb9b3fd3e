import { DomainError, type VqTokenDetails } from '@nivedya/domain';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client.ts';
import { loadBookingContext } from './vq-booking-context.ts';
import { type BookingRow, selectBooking } from './vq-bookings-repository.ts';
import type { VqDeps } from './vq-deps.ts';
import { toVqBooking, UNKNOWN_TEMPLE } from './vq-dto.ts';
import { sameNonce, type TokenSigner } from './vq-token.ts';

/**
 * spec booking-token-details: the public page of a token (ARCHITECTURE rule 6: addressed by the
 * signed token, never by a number). It shows what the QR shows and no personal data.
 */
export async function getVqTokenDetails(
  deps: Pick<VqDeps, 'db' | 'now' | 'tokens'>,
  token: string,
): Promise<VqTokenDetails> {
  const row = await bookingOfToken(deps.db, deps.tokens, token);
  const context = await loadBookingContext(deps.db, [row]);
  const temple = context.temples.get(row.templeId);
  const booking = toVqBooking(row, {
    temple: temple ?? UNKNOWN_TEMPLE,
    devotees: [],
    answers: [],
    tokens: deps.tokens,
    now: deps.now(),
    graceMinutes: temple?.graceMinutes ?? 0,
  });
  return {
    templeId: booking.templeId,
    templeName: booking.templeName,
    bannerUrl: booking.bannerUrl,
    date: booking.date,
    displayDate: booking.displayDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    slot: booking.slot,
    slotLabel: booking.slotLabel,
    noOfDevotees: booking.noOfDevotees,
    queueNumber: booking.queueNumber,
    status: booking.status,
    qrText: booking.qrText,
    qr: booking.qr,
    qrImageUrl: booking.qrImageUrl,
  };
}

/** The booking a token names; VQ_TOKEN_INVALID for a forged or altered token, or a withdrawn nonce. */
export async function bookingOfToken(db: Executor, tokens: TokenSigner, token: string): Promise<BookingRow> {
  const claim = tokens.verify(token);
  const row = claim ? await selectBooking(db, claim.bookingId) : undefined;
  if (!claim || !row || !sameNonce(row.tokenNonce, claim.nonce)) {
    throw new DomainError('VQ_TOKEN_INVALID', 'This QR code is not a darshan token of ours');
  }
  return row;
}

/** spec §9: the QR image, error correction M, 100 pixels wide, of the signed token. */
export async function renderTokenQr(deps: Pick<VqDeps, 'db' | 'tokens'>, token: string): Promise<Buffer> {
  const row = await bookingOfToken(deps.db, deps.tokens, token);
  return QRCode.toBuffer(deps.tokens.sign(row.id, row.tokenNonce), {
    errorCorrectionLevel: 'M',
    width: 100,
    margin: 4,
    type: 'png',
  });
}
