import type { ReportName, ReportPage, ReportRow } from '@nivedya/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTranslationPart } from '../../../i18n/index.ts';
import {
  closeScreens,
  inEnglish,
  renderScreen,
  stubFetch,
  TEMPLE_ADMIN,
} from '../../../test/render-screen.tsx';
import { ReportScreen } from './report-screen.tsx';

/** issue #14 §1: charts above the table of three reports, their code loaded only by those. */

const imported = vi.hoisted(() => ({ panel: 0, drawing: 0 }));
vi.mock('./report-chart.tsx', async (importOriginal) => {
  imported.panel += 1;
  return importOriginal();
});
// recharts itself draws nothing in happy-dom (its container measures 0 × 0): what matters here is
// whether its module is asked for, and what the screen says around it.
vi.mock('./report-chart-drawing.tsx', () => {
  imported.drawing += 1;
  return { default: () => <svg data-testid="chart-drawing" /> };
});

beforeAll(async () => {
  await inEnglish('reports');
  await loadTranslationPart('templeOrders');
});
afterEach(closeScreens);

const SEVAS: ReportRow[] = Array.from({ length: 14 }, (_, index) => ({
  seva: `Seva ${index + 1}`,
  bookings: 1,
  quantity: 1,
  amount: (14 - index) * 100_00,
}));

/** The server, answering a report with `rows` for whatever range and page it is asked. */
function serve(report: ReportName, rows: ReportRow[]) {
  return stubFetch((input) => {
    if (!(input instanceof Request)) return undefined;
    const url = new URL(input.url);
    if (!url.pathname.endsWith(`/reports/${report}`)) return undefined;
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const page: ReportPage = {
      report,
      templeId: 3,
      templeName: 'Sree Krishna Temple',
      from: url.searchParams.get('from') ?? '',
      to: url.searchParams.get('to') ?? '',
      columns: [
        { id: report === 'seva-wise-report' ? 'seva' : 'deity', kind: 'text' },
        { id: 'amount', kind: 'money' },
      ],
      items: rows.slice(offset, offset + limit),
      total: rows.length,
      totals: { amount: rows.reduce((sum, row) => sum + Number(row.amount), 0) },
      subtotals: [],
    };
    return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } });
  });
}

describe('report charts', () => {
  // First: once a module is loaded, no later import of it is seen.
  it('a report without a chart never loads the chart’s code', async () => {
    serve('deity-wise-report', [{ deity: 'Sree Krishna', bookings: 2, quantity: 2, amount: 500_00 }]);
    renderScreen(<ReportScreen report="deity-wise-report" />, { user: TEMPLE_ADMIN });
    await screen.findByText('Sree Krishna');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /chart/ })).toBeNull();
    expect(imported).toEqual({ panel: 0, drawing: 0 });
  });

  it('collection by seva: above the table, an image named by the top ten and Others; folds away', async () => {
    serve('seva-wise-report', SEVAS);
    renderScreen(<ReportScreen report="seva-wise-report" />, { user: TEMPLE_ADMIN });
    // Two lazy modules and the report's answer come first: on a busy machine that can take a while.
    const section = await screen.findByRole('region', { name: 'Collection by seva' }, { timeout: 5000 });
    const chart = await within(section).findByRole('img', {}, { timeout: 5000 });
    expect(chart.getAttribute('aria-label')).toBe(
      'Bar chart of the collection by seva, largest first: Seva 1 ₹1,400.00, Seva 2 ₹1,300.00, Seva 3 ₹1,200.00, ' +
        'Seva 4 ₹1,100.00, Seva 5 ₹1,000.00, Seva 6 ₹900.00, Seva 7 ₹800.00, Seva 8 ₹700.00, Seva 9 ₹600.00, ' +
        'Seva 10 ₹500.00, Others ₹1,000.00.',
    );
    await within(chart).findByTestId('chart-drawing', {}, { timeout: 5000 });
    expect(imported).toEqual({ panel: 1, drawing: 1 });
    // Above the table: the chart comes first in the document.
    const table = screen.getByRole('grid', { name: 'Collection by seva' });
    expect(section.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const hide = within(section).getByRole('button', { name: 'Hide chart' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    const show = within(section).getByRole('button', { name: 'Show chart' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(within(section).queryByRole('img')).toBeNull();
    fireEvent.click(show);
    expect(await within(section).findByRole('img')).toBeTruthy();
  });
});
