import { isApiError } from './api-client.ts';

/**
 * A booking the server turned away because many devotees were booking at that moment (503
 * BOOKING_BUSY, plugins/booking-admission.ts on the server) is sent again by itself after the wait the
 * server named (it spaces the crowd it turned away at the rate it serves), and up to a tenth more, so
 * that devotees given the same moment do not come back in the same instant. For a mutation's `retry`
 * and `retryDelay` (TanStack Query).
 */
const MOST_TRIES = 40;

export function isBusy(error: unknown): boolean {
  return isApiError(error, 'BOOKING_BUSY');
}

export const retryWhileBusy = {
  retry: (failures: number, error: unknown) => isBusy(error) && failures < MOST_TRIES,
  retryDelay: (_failures: number, error: unknown) => {
    const named = isApiError(error) ? Number(error.extensions.retryAfterSeconds) : Number.NaN;
    const seconds = Number.isFinite(named) && named > 0 ? named : 1;
    return seconds * 1000 * (1 + Math.random() / 10);
  },
};
