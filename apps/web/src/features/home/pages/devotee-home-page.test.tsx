import type { TempleList, TempleSummary } from '@nivedya/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { closeScreens, DEVOTEE, renderScreen, stubFetch } from '../../../test/render-screen.tsx';
import DevoteeHomePage from './devotee-home-page.tsx';

beforeAll(() => initI18n('en'));
afterEach(() => {
  closeScreens();
  localStorage.clear();
});

const TEMPLE: TempleSummary = {
  id: 1,
  code: 'SKT',
  name: 'Sree Krishna Temple',
  nameNarration: null,
  address: null,
  place: 'Guruvayur',
  location: null,
  shortDescription: null,
  timing: null,
  eveningTiming: null,
  features: { isSeva: true, isVirtualQueue: false, isDevoteeVisit: false, isLiveDarshan: false },
  latitude: null,
  longitude: null,
  logoUrl: '/api/v1/images/temple-logo/1',
  bannerUrl: '/api/v1/images/temple-banner/1',
};
const ONE_TEMPLE: TempleList = { items: [TEMPLE], total: 1 };
const NO_TEMPLES: TempleList = { items: [], total: 0 };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;

/** The server answers every call at once, except those `heldBack` names, which stay on their way. */
function answerAllBut(heldBack: string[]) {
  stubFetch((input) => {
    const path = pathOf(input);
    if (heldBack.some((held) => path.startsWith(held))) return undefined;
    if (path === '/api/v1/temples') return json(ONE_TEMPLE);
    if (path === '/api/v1/me/favourite-temples' || path === '/api/v1/me/recent-temples')
      return json(NO_TEMPLES);
    if (path === '/api/v1/me/coming-up') return json({ poojas: [], notices: [] });
    if (path === '/api/v1/me/virtual-queue-bookings')
      return json({ items: [], total: 0, offset: 0, limit: 1 });
    return undefined;
  });
}

describe('the devotee home shows its sections together (issue #18: nothing jumps)', () => {
  it("keeps the temples back while the devotee's own sections above them are on their way", async () => {
    answerAllBut(['/api/v1/me/coming-up']);
    renderScreen(<DevoteeHomePage />, { user: DEVOTEE });
    // The list has answered, but Coming up above it has not: showing the list would push it down later.
    await screen.findByRole('link', { name: TEMPLE.name, hidden: true });
    expect(screen.queryByRole('link', { name: TEMPLE.name })).toBeNull();
    expect(screen.getByText('Please wait ........')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coming up' })).toBeNull();
  });

  it('shows them all at once when every section has answered', async () => {
    answerAllBut([]);
    renderScreen(<DevoteeHomePage />, { user: DEVOTEE });
    expect(await screen.findByRole('link', { name: TEMPLE.name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coming up' })).toBeTruthy();
  });

  it('shows a guest the temples without waiting for sections a guest does not have', async () => {
    answerAllBut(['/api/v1/me']);
    renderScreen(<DevoteeHomePage />);
    expect(await screen.findByRole('link', { name: TEMPLE.name })).toBeTruthy();
  });
});
