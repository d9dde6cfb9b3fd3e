import type { ComingUp as ComingUpData, User } from '@nivedya/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.ts';
import {
  closeScreens,
  DEVOTEE,
  renderScreen,
  stubFetch,
  TEMPLE_ADMIN,
} from '../../../test/render-screen.tsx';
import type { GateToken } from '../api/find-next-queue-token.ts';
import { nextQueueTokenQueryOptions } from '../api/find-next-queue-token.ts';
import { comingUpQueryOptions } from '../api/get-coming-up.ts';
import { ComingUp } from './coming-up.tsx';

beforeAll(() => initI18n('en'));
afterEach(() => {
  closeScreens();
  localStorage.clear();
});

const TOKEN: GateToken = {
  id: 5,
  templeName: 'Sree Krishna Temple',
  templeTimeZone: 'Asia/Kolkata',
  date: '2099-12-02',
  displayDate: '02-Dec-2099',
  slot: '05:00 – 06:00',
  noOfDevotees: 2,
  queueNumber: 'VQ-0042',
  qrText: 'signed-token-of-5',
};

const NOTHING: ComingUpData = { poojas: [], notices: [] };

const SOMETHING: ComingUpData = {
  poojas: [
    {
      lineId: 11,
      orderId: 3,
      orderNumber: 'BKS00000003',
      templeName: 'Sree Krishna Temple',
      templeNameNarration: 'ശ്രീ കൃഷ്ണ ക്ഷേത്രം',
      sevaName: 'Pushpanjali',
      sevaNameNarration: 'പുഷ്പാഞ്ജലി',
      devoteeName: 'Ravi Menon',
      performDate: '2099-12-03',
    },
  ],
  notices: [
    {
      kind: 'bankTransferDue',
      orderId: 4,
      orderNumber: 'BKS00000004',
      paymentId: 9,
      templeName: 'Sree Krishna Temple',
      templeNameNarration: 'ശ്രീ കൃഷ്ണ ക്ഷേത്രം',
      sevaName: null,
      performDate: null,
      amount: 25_000,
      at: '2099-11-30T04:00:00.000Z',
    },
    {
      kind: 'dateAllotted',
      orderId: 6,
      orderNumber: 'BKS00000006',
      paymentId: null,
      templeName: 'Sree Krishna Temple',
      templeNameNarration: 'ശ്രീ കൃഷ്ണ ക്ഷേത്രം',
      sevaName: 'Udayasthamana Pooja',
      performDate: '2099-12-20',
      amount: null,
      at: '2099-11-29T04:00:00.000Z',
    },
  ],
};

function showHome(user: User | null, data: { comingUp?: ComingUpData; token?: GateToken | null } = {}) {
  stubFetch();
  const queryData: [readonly unknown[], unknown][] = [];
  if (data.comingUp) queryData.push([comingUpQueryOptions().queryKey, data.comingUp]);
  if (data.token !== undefined)
    queryData.push([nextQueueTokenQueryOptions(user?.id ?? 0).queryKey, data.token]);
  renderScreen(<ComingUp user={user} />, { ...(user ? { user } : {}), queryData });
}

describe("the devotee home's Coming up (issue #18)", () => {
  it('shows nothing to a guest or to temple staff, and asks the server nothing', () => {
    showHome(null);
    expect(screen.queryByTestId('coming-up')).toBeNull();
    closeScreens();
    showHome(TEMPLE_ADMIN);
    expect(screen.queryByTestId('coming-up')).toBeNull();
  });

  it('says so when nothing is coming up', () => {
    showHome(DEVOTEE, { comingUp: NOTHING, token: null });
    expect(screen.getByTestId('coming-up').textContent).toContain('Nothing coming up yet.');
    expect(screen.getByRole('link', { name: 'Find a seva' }).getAttribute('href')).toBe(
      '/get-all-seva-search',
    );
  });

  it('lists what needs the devotee, with where to go for each', () => {
    showHome(DEVOTEE, { comingUp: SOMETHING, token: null });
    const [due, allotted] = screen.getAllByTestId('home-notice');
    expect(due?.textContent).toContain('Transfer ₹250.00 to Sree Krishna Temple for booking BKS00000004');
    expect(
      within(due as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/payment-success/9');
    expect(allotted?.textContent).toContain(
      'Sree Krishna Temple gave Udayasthamana Pooja its date: 20-Dec-2099.',
    );
    expect(
      within(allotted as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/devotee-booking-history?order=6');
    expect(screen.queryByText(/Nothing coming up/)).toBeNull();
  });

  it('lists the next poojas: seva, temple, date and devotee', () => {
    showHome(DEVOTEE, { comingUp: SOMETHING, token: null });
    const poojas = screen.getByTestId('home-poojas');
    expect(poojas.textContent).toContain('Pushpanjali');
    expect(poojas.textContent).toContain('Sree Krishna Temple');
    expect(poojas.textContent).toContain('03-Dec-2099');
    expect(poojas.textContent).toContain('for Ravi Menon');
  });

  it('reads in Malayalam, with the temple and seva names the temple gave in Malayalam', async () => {
    await setLanguage('ml');
    try {
      showHome(DEVOTEE, { comingUp: SOMETHING, token: null });
      const poojas = screen.getByTestId('home-poojas');
      expect(poojas.textContent).toContain('പുഷ്പാഞ്ജലി');
      expect(poojas.textContent).toContain('ശ്രീ കൃഷ്ണ ക്ഷേത്രം');
      expect(poojas.textContent).toContain('Ravi Menon-നു വേണ്ടി');
      expect(screen.getByRole('heading', { name: 'വരാനിരിക്കുന്നവ' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  it('shows the next darshan token, whose QR opens full screen for the gate', async () => {
    showHome(DEVOTEE, { comingUp: NOTHING, token: TOKEN });
    const card = screen.getByTestId('home-token');
    expect(card.textContent).toContain('02-Dec-2099 · 05:00 – 06:00');
    expect(card.textContent).toContain('Queue no. VQ-0042');
    expect(screen.queryByText(/Nothing coming up/)).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Show QR for the gate' }));
    const gate = await screen.findByRole(
      'dialog',
      { name: 'Darshan token · Sree Krishna Temple' },
      // The view and its dialog load on the first tap.
      { timeout: 5000 },
    );
    expect(within(gate).getByTestId('gate-queue-number').textContent).toBe('VQ-0042');
    await waitFor(() =>
      expect(
        within(gate)
          .getByRole('img', { name: 'QR code of queue token VQ-0042' })
          .getAttribute('data-qr-text'),
      ).toBe('signed-token-of-5'),
    );
    fireEvent.click(within(gate).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
