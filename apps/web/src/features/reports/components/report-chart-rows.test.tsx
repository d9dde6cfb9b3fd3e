import type { ReportPage, ReportRow } from '@nivedya/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeScreens, inEnglish, renderScreen, stubFetch } from '../../../test/render-screen.tsx';
import ReportChart from './report-chart.tsx';

/** issue #14 §1: what a chart asks the server for when the table's page does not hold its rows. */

vi.mock('./report-chart-drawing.tsx', () => ({ default: () => <svg data-testid="chart-drawing" /> }));

beforeAll(() => inEnglish('reports'));
afterEach(closeScreens);

const RANGE = { from: '2026-04-01', to: '2027-03-31' };
const SEVAS: ReportRow[] = Array.from({ length: 45 }, (_, index) => ({
  seva: `Seva ${index + 1}`,
  bookings: 1,
  quantity: 1,
  amount: (45 - index) * 10_00,
}));
const TOTAL_AMOUNT = SEVAS.reduce((sum, row) => sum + Number(row.amount), 0);

function pageOf(offset: number, limit: number): ReportPage {
  return {
    report: 'seva-wise-report',
    templeId: 3,
    templeName: 'Sree Krishna Temple',
    ...RANGE,
    columns: [
      { id: 'seva', kind: 'text' },
      { id: 'amount', kind: 'money' },
    ],
    items: SEVAS.slice(offset, offset + limit),
    total: SEVAS.length,
    totals: { amount: TOTAL_AMOUNT },
    subtotals: [],
  };
}

describe('collection by seva, on the table’s third page', () => {
  it('asks for the first ten sevas alone and takes Others from the total that came with them', async () => {
    const fetch = stubFetch((input) => {
      if (!(input instanceof Request)) return undefined;
      const query = new URL(input.url).searchParams;
      return new Response(JSON.stringify(pageOf(Number(query.get('offset')), Number(query.get('limit')))), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderScreen(
      <ReportChart
        templeId={3}
        report="seva-wise-report"
        request={{ ...RANGE, offset: 40, limit: 20 }}
        page={pageOf(40, 20)}
      />,
    );
    const chart = await screen.findByRole('img', {}, { timeout: 5000 });
    const requests = fetch.mock.calls
      .map(([request]) => request)
      .filter((request): request is Request => request instanceof Request)
      .map((request) => new URL(request.url).search);
    expect(requests).toEqual([`?from=${RANGE.from}&to=${RANGE.to}&offset=0&limit=10`]);
    // Sevas 11 to 45: ₹350 down to ₹10, ₹6,300 in all.
    expect(chart.getAttribute('aria-label')).toMatch(
      /^Bar chart .*: Seva 1 ₹450\.00, .* Seva 10 ₹360\.00, Others ₹6,300\.00\.$/,
    );
  });
});
