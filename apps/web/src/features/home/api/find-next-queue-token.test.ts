import { afterEach, describe, expect, it } from 'vitest';
import { StorageKey, writeJson } from '../../../lib/storage.ts';
import { closeScreens, stubFetch } from '../../../test/render-screen.tsx';
import { findNextQueueToken, type GateToken, readStoredToken } from './find-next-queue-token.ts';

afterEach(() => {
  closeScreens();
  localStorage.clear();
});

const TOKEN: GateToken = {
  id: 5,
  templeName: 'Sree Krishna Temple',
  templeTimeZone: 'Asia/Kolkata',
  date: '2030-12-02',
  displayDate: '02-Dec-2030',
  slot: '05:00 – 06:00',
  noOfDevotees: 2,
  queueNumber: 'VQ-0042',
  qrText: 'signed-token-of-5',
};

/** 2 Dec 2030, 23:00 in India (17:30 UTC): still the token's day at the temple. */
const LATE_ON_THE_DAY = new Date('2030-12-02T17:30:00Z');
/** 3 Dec 2030, 00:30 in India: the day has passed, though it is still the 2nd in UTC. */
const THE_DAY_AFTER = new Date('2030-12-02T19:00:00Z');

describe('the darshan token kept on the phone for the gate (issue #18)', () => {
  it('keeps what the gate needs of the fetched token, for this user, and nothing else', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({
            items: [
              { ...TOKEN, devotees: [{ name: 'Ravi', idProofNumber: 'XXXX1234' }], qr: {}, answers: [] },
            ],
            total: 1,
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    expect(await findNextQueueToken(7)).toEqual(TOKEN);
    expect(readStoredToken(7, LATE_ON_THE_DAY)).toEqual(TOKEN);
    expect(localStorage.getItem(StorageKey.nextQueueToken)).not.toContain('Ravi');
  });

  it("is not another user's, and not once its day has passed at the temple", () => {
    writeJson(StorageKey.nextQueueToken, { userId: 7, token: TOKEN });
    expect(readStoredToken(8, LATE_ON_THE_DAY)).toBeUndefined();
    expect(readStoredToken(7, THE_DAY_AFTER)).toBeNull();
  });

  it('remembers that there is none, and trusts nothing malformed', () => {
    writeJson(StorageKey.nextQueueToken, { userId: 7, token: null });
    expect(readStoredToken(7, LATE_ON_THE_DAY)).toBeNull();
    writeJson(StorageKey.nextQueueToken, ['not', 'a', 'token']);
    expect(readStoredToken(7, LATE_ON_THE_DAY)).toBeUndefined();
  });
});
