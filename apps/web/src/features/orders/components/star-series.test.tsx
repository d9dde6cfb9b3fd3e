import { type MyStarSeries, type MyStarSeriesList, OrderLineStatus } from '@nivedya/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/index.ts';
import { closeScreens, inEnglish, renderScreen, stubFetch, writes } from '../../../test/render-screen.tsx';
import { myStarSeriesQueryOptions } from '../api/find-my-star-series.ts';
import { StarSeriesSection } from './star-series.tsx';

/** "Sevas on my star" on the devotee's booking history, and stopping a series (issue #19). */

beforeAll(() => inEnglish('devotee'));
afterEach(closeScreens);

const MONTHLY: MyStarSeries = {
  id: 'series-0000000001',
  sevaId: 12,
  sevaName: 'Pushpanjali',
  sevaNameNarration: 'പുഷ്പാഞ്ജലി',
  templeId: 3,
  templeName: 'Sree Krishna Temple',
  templeNameNarration: 'ശ്രീ കൃഷ്ണ ക്ഷേത്രം',
  star: 4,
  devoteeName: 'Anand Menon',
  every: 'month',
  month: null,
  occurrences: 3,
  payment: 'once',
  orderId: 41,
  orderNumber: 'BKS00000041',
  orderStatus: 'paid',
  nextDate: '2027-03-05',
  dates: [
    {
      orderLineId: 101,
      orderId: 41,
      date: '2027-02-06',
      lineStatus: OrderLineStatus.Booked,
      isPerformed: true,
      isClosed: false,
      closedReason: null,
      alternative: null,
      due: null,
    },
    {
      orderLineId: 102,
      orderId: 41,
      date: '2027-03-05',
      lineStatus: OrderLineStatus.Booked,
      isPerformed: false,
      isClosed: false,
      closedReason: null,
      alternative: null,
      due: null,
    },
    {
      orderLineId: 103,
      orderId: 41,
      date: '2027-04-02',
      lineStatus: OrderLineStatus.AwaitingApproval,
      isPerformed: false,
      isClosed: false,
      closedReason: null,
      alternative: null,
      due: null,
    },
  ],
  stoppedAt: null,
  refundStatus: null,
  createdAt: '2027-01-20T04:00:00.000Z',
};

const YEARLY: MyStarSeries = {
  ...MONTHLY,
  id: 'series-0000000002',
  every: 'year',
  month: 1,
  occurrences: 2,
  orderId: 42,
  orderNumber: 'BKS00000042',
  nextDate: null,
  dates: [
    {
      orderLineId: 201,
      orderId: 42,
      date: '2026-09-01',
      lineStatus: OrderLineStatus.Refunded,
      isPerformed: false,
      isClosed: false,
      closedReason: null,
      alternative: null,
      due: null,
    },
    {
      orderLineId: 202,
      orderId: 42,
      date: '2027-08-28',
      lineStatus: OrderLineStatus.Cancelled,
      isPerformed: false,
      isClosed: false,
      closedReason: null,
      alternative: null,
      due: null,
    },
  ],
  stoppedAt: '2026-08-20T20:00:00.000Z',
  refundStatus: 'processed',
};

function open(items: MyStarSeries[], fetch = stubFetch()) {
  const list: MyStarSeriesList = { items, total: items.length };
  const onOpenOrder = vi.fn();
  renderScreen(<StarSeriesSection isSignedIn onOpenOrder={onOpenOrder} />, {
    queryData: [[myStarSeriesQueryOptions().queryKey, list]],
  });
  return { fetch, onOpenOrder };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status === 200 ? 'application/json' : 'application/problem+json' },
  });

const card = () => screen.getByTestId('star-series-card');
const dateStates = () => screen.getAllByTestId('star-series-date').map((date) => date.textContent);

async function openStopDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Stop this series' }));
  // The dialog loads on first use.
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

const stopWith = (dialog: HTMLElement, reason: string) =>
  act(async () => {
    fireEvent.change(within(dialog).getByLabelText('Reason for stopping'), { target: { value: reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the series' }));
  });

describe('the sevas on my star', () => {
  it("show the seva, temple, rule, for whom, the next date and each date's state, with the booking", () => {
    const { onOpenOrder } = open([MONTHLY]);
    expect(screen.getByRole('heading', { name: 'Sevas on my star' })).toBeTruthy();
    expect(card().textContent).toContain('Pushpanjali');
    expect(card().textContent).toContain('Sree Krishna Temple');
    expect(screen.getByTestId('star-series-rule').textContent).toBe('Every month on Rohini');
    expect(card().textContent).toContain('For Anand Menon');
    expect(card().textContent).toContain('Next: 05-Mar-2027');
    expect(dateStates()).toEqual([
      '06-Feb-2027Performed',
      '05-Mar-2027Booked',
      '02-Apr-2027Awaiting the temple',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'BKS00000041' }));
    expect(onOpenOrder).toHaveBeenCalledWith(41);
  });

  it('name a yearly series by its Malayalam month, and a stopped one its stop and refund, with no Stop', () => {
    open([YEARLY]);
    expect(screen.getByTestId('star-series-rule').textContent).toBe('Every year on Rohini in Chingam');
    expect(dateStates()).toEqual(['01-Sep-2026Refunded', '28-Aug-2027Cancelled']);
    // 20:00 UTC is past midnight in India: the 21st.
    expect(screen.getByTestId('star-series-stopped').textContent).toBe('Stopped on 21-Aug-2026Refunded');
    expect(screen.queryByRole('button', { name: 'Stop this series' })).toBeNull();
  });

  it('offer no Stop while the bank transfer is awaited', () => {
    open([{ ...MONTHLY, orderStatus: 'pending' }]);
    expect(card().textContent).toContain('Awaiting verification');
    expect(screen.queryByRole('button', { name: 'Stop this series' })).toBeNull();
  });

  it('are no section at all for a devotee who has none', () => {
    open([]);
    expect(screen.queryByRole('heading', { name: 'Sevas on my star' })).toBeNull();
  });

  it('read in Malayalam: the star, the month and the names the temple gave', async () => {
    await setLanguage('ml');
    try {
      open([YEARLY]);
      expect(screen.getByTestId('star-series-rule').textContent).toBe('എല്ലാ വർഷവും ചിങ്ങം മാസത്തിലെ രോഹിണി നാളിൽ');
      expect(card().textContent).toContain('പുഷ്പാഞ്ജലി');
      expect(card().textContent).toContain('ശ്രീ കൃഷ്ണ ക്ഷേത്രം');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('stopping a series', () => {
  it('says what happens, sends the reason, and the card then says it is stopped and the refund asked', async () => {
    const stopped: MyStarSeries = {
      ...MONTHLY,
      stoppedAt: '2027-02-10T06:00:00.000Z',
      refundStatus: 'requested',
    };
    const { fetch } = open(
      [MONTHLY],
      stubFetch((input) => (input instanceof Request && input.method === 'POST' ? json(stopped) : undefined)),
    );
    const dialog = await openStopDialog();
    expect(dialog.textContent).toContain(
      'The dates from 05-Mar-2027 go to the temple as a cancellation request; the temple refunds them by its rules.',
    );
    await stopWith(dialog, '  We move abroad ');
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [request] = writes(fetch);
    expect(request?.url).toContain('/api/v1/me/star-series/series-0000000001/stop');
    expect(await request?.clone().json()).toEqual({ reason: 'We move abroad' });
    await waitFor(() =>
      expect(screen.getByTestId('star-series-stopped').textContent).toBe(
        'Stopped on 10-Feb-2027Refund requested',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Stop this series?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop this series' })).toBeNull();
  });

  it('without a reason says so and sends nothing', async () => {
    const { fetch } = open([MONTHLY]);
    const dialog = await openStopDialog();
    await stopWith(dialog, '   ');
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    expect(writes(fetch)).toEqual([]);
  });

  it("when too late shows the server's words in the dialog, which stays open", async () => {
    open(
      [MONTHLY],
      stubFetch((input) =>
        input instanceof Request && input.method === 'POST'
          ? json(
              {
                status: 409,
                code: 'CANCELLATION_TOO_LATE',
                title: 'Conflict',
                detail: 'Every date of this series is performed or past',
              },
              409,
            )
          : undefined,
      ),
    );
    const dialog = await openStopDialog();
    await stopWith(dialog, 'We move abroad');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Every date of this series is performed or past',
      ),
    );
    expect(screen.queryByTestId('star-series-stopped')).toBeNull();
  });
});

describe('a date the temple closed after it was booked', () => {
  const closedOn = (alternative: string | null): MyStarSeries => ({
    ...MONTHLY,
    dates: MONTHLY.dates.map((date) =>
      date.orderLineId === 102
        ? { ...date, isClosed: true, closedReason: 'Utsavam: the sanctum is closed', alternative }
        : date,
    ),
  });

  it("says so with the temple's words and moves it to the star's next open day in one tap", async () => {
    const moved: MyStarSeries = {
      ...MONTHLY,
      dates: MONTHLY.dates.map((date) => (date.orderLineId === 102 ? { ...date, date: '2027-05-01' } : date)),
    };
    const { fetch } = open(
      [closedOn('2027-05-01')],
      stubFetch((input) => (input instanceof Request && input.method === 'POST' ? json(moved) : undefined)),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The temple has closed this seva on 05-Mar-2027: Utsavam: the sanctum is closed',
    );
    expect(screen.getByRole('alert').textContent).toContain('The next Rohini day open is 01-May-2027.');
    expect(dateStates()).toContain('05-Mar-2027Closed by the temple');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Move to 01-May-2027' }));
    });
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [request] = writes(fetch);
    expect(request?.url).toContain('/api/v1/me/star-series/series-0000000001/dates/102/move');
    expect(await request?.clone().json()).toEqual({ date: '2027-05-01' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(dateStates()).toContain('01-May-2027Booked');
  });

  it('says when no other day of the star is open, with nothing to tap', () => {
    open([closedOn(null)]);
    expect(screen.getByRole('alert').textContent).toContain('No other Rohini day is open soon');
    expect(screen.queryByRole('button', { name: /^Move to/ })).toBeNull();
  });
});
