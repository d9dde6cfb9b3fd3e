import type { ReleaseSummary, WaitingRoom } from '@nivedya/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import {
  closeScreens,
  DEVOTEE,
  inEnglish,
  renderScreen,
  stubFetch,
  writes,
} from '../../../test/render-screen.tsx';
import WaitingRoomPage from './waiting-room-page.tsx';

beforeAll(async () => {
  await initI18n('en');
  await inEnglish('devotee');
});
afterEach(() => closeScreens());

const RELEASE: ReleaseSummary = {
  id: 3,
  templeId: 1,
  templeName: 'Sree Krishna Temple',
  templeTimeZone: 'Asia/Kolkata',
  sevaId: null,
  sevaName: null,
  fromDate: '2026-12-23',
  toDate: '2026-12-23',
  waitingOpensAt: '2026-11-29T04:15:00.000Z',
  opensAt: '2026-11-29T04:30:00.000Z',
  closesAt: '2026-11-29T06:30:00.000Z',
  order: 'arrival',
  windowMinutes: 10,
  status: 'waiting',
};

function room(overrides: Partial<WaitingRoom>): WaitingRoom {
  return {
    release: RELEASE,
    state: 'waiting',
    position: null,
    estimatedAt: null,
    admittedUntil: null,
    placesLeft: 1_400,
    pollSeconds: 30,
    ...overrides,
  };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The waiting room's server: `first` to the first GET, `joined` to a POST (the join). */
function serve(first: WaitingRoom, joined: WaitingRoom) {
  return stubFetch((input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    if (!new URL(request.url).pathname.endsWith('/api/v1/releases/3/waiting-room')) return undefined;
    return json(request.method === 'POST' ? joined : first);
  });
}

describe('waiting-room (issue #20 §2)', () => {
  it('takes a place in line on opening and shows it with the time of the turn', async () => {
    const fetch = serve(
      room({ state: 'notJoined' }),
      room({ position: 1_204, estimatedAt: '2026-11-29T04:32:05.000Z' }),
    );
    renderScreen(<WaitingRoomPage />, { user: DEVOTEE, path: '/waiting-room?releaseId=3' });
    expect((await screen.findByTestId('waiting-position')).textContent).toBe('1,204');
    expect(screen.getByText('Your turn should come at about 10:02.')).toBeTruthy();
    expect(screen.getByText('Devotees are let in in the order they arrived.')).toBeTruthy();
    expect(writes(fetch).map((request) => request.method)).toEqual(['POST']);
  });

  it("at the devotee's turn, leads a seva's release to its form on the first date", async () => {
    const until = new Date(Date.now() + 9.5 * 60_000).toISOString();
    const seva = { ...RELEASE, sevaId: 12, sevaName: 'Pushpanjali' };
    serve(
      room({ release: seva, state: 'admitted', position: 0, admittedUntil: until, placesLeft: null }),
      room({}),
    );
    renderScreen(<WaitingRoomPage />, { user: DEVOTEE, path: '/waiting-room?releaseId=3' });
    expect(await screen.findByText('It is your turn')).toBeTruthy();
    expect(screen.getByText(/\(10 minutes left\)\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book darshan now' }).getAttribute('href')).toBe(
      '/seva-devotee-details?sevaId=12&date=2026-12-23',
    );
    expect(screen.getByText('Pushpanjali on 23-Dec-2026 opens in turn')).toBeTruthy();
  });

  it('joins the line again once the window has passed', async () => {
    const fetch = serve(
      room({ state: 'expired' }),
      room({ position: 40, estimatedAt: '2026-11-29T04:40:00.000Z' }),
    );
    renderScreen(<WaitingRoomPage />, { user: DEVOTEE, path: '/waiting-room?releaseId=3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the line again' }));
    expect((await screen.findByTestId('waiting-position')).textContent).toBe('40');
    expect(writes(fetch)).toHaveLength(1);
  });
});
