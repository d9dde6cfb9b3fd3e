import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { aPng } from '../test/image-builders.ts';
import { readPdf } from '../test/pdf-text.ts';
import {
  type PdfReportCells,
  type PdfReportColumn,
  type PdfReportHeading,
  streamReportPdf,
} from './report-pdf.ts';

const TEMPLE = 'ശ്രീ ഗുരുവായൂർ ക്ഷേത്രം';

const aHeading = (overrides: Partial<PdfReportHeading> = {}): PdfReportHeading => ({
  templeName: TEMPLE,
  logo: null,
  title: 'Daily collection',
  filters: ['From 01-Nov-2026 to 30-Nov-2026', 'Payment: Cash'],
  generatedAt: '26-Nov-2026 10:15 IST',
  ...overrides,
});

const COLUMNS: PdfReportColumn[] = [
  { header: 'Date', width: 12, align: 'left' },
  { header: 'Devotee', width: 28, align: 'left' },
  { header: 'Seva', width: 18, align: 'left' },
  { header: 'Amount', width: 14, align: 'right' },
];
const HEADER_LINE = 'DateDevoteeSevaAmount';

async function* rowsOf(rows: readonly PdfReportCells[]) {
  yield* rows;
}

const devoteeRows = (count: number): PdfReportCells[] =>
  Array.from({ length: count }, (_, index) => [
    '26-Nov-2026',
    `Devotee ${index + 1}`,
    'Pushpanjali',
    '50.00',
  ]);

const readBack = async (stream: Readable) => {
  const bytes = await buffer(stream);
  return { pdf: readPdf(bytes), raw: bytes.toString('latin1') };
};

const pageLabels = (lines: readonly string[]) =>
  lines.flatMap((line) => line.match(/^ശ്രീ ഗുരുവായൂർ ക്ഷേത്രം · Daily collectionPage (\d+)$/)?.[1] ?? []);

describe('report PDF', () => {
  it('prints the heading, the column headers, Malayalam cells as typed, and the totals in bold', async () => {
    const { pdf, raw } = await readBack(
      streamReportPdf(
        aHeading({ logo: await aPng(60, 40) }),
        COLUMNS,
        rowsOf([
          ['26-Nov-2026', 'ശ്രീകാന്ത് ക്ഷത്രിയൻ', 'ലക്ഷ്മീ പൂജ', '1,250.00'],
          ['26-Nov-2026', 'Lakshmi Nair', 'Pushpanjali', null],
        ]),
        ['Total', null, null, '₹1,250.00'],
      ),
    );
    expect(pdf.title).toBe('Daily collection');
    expect(pdf.pageCount).toBe(1);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(pdf.lines.slice(0, 5)).toEqual([
      TEMPLE,
      'Daily collection',
      'From 01-Nov-2026 to 30-Nov-2026',
      'Payment: Cash',
      'Generated 26-Nov-2026 10:15 IST',
    ]);
    expect(pdf.lines.slice(5)).toEqual([
      HEADER_LINE,
      '26-Nov-2026ശ്രീകാന്ത് ക്ഷത്രിയൻലക്ഷ്മീ പൂജ1,250.00',
      '26-Nov-2026Lakshmi NairPushpanjali',
      'Total₹1,250.00',
      `${TEMPLE} · Daily collectionPage 1`,
    ]);
    // Shaped, not letter by letter: ക്ഷ is one conjunct glyph, and it copies back as its three letters.
    expect(pdf.glyphs.map((glyph) => glyph.text)).toContain('ക്ഷ');
    // The totals row is set in the bold faces: its ₹ comes from the bold Malayalam font.
    expect(pdf.glyphs.filter((glyph) => glyph.text === '₹').map((glyph) => glyph.font)).toEqual([
      'NotoSansMalayalam-Bold',
    ]);
  });

  it('turns the page to landscape when the columns do not fit across portrait', async () => {
    const wide = Array.from(
      { length: 10 },
      (_, index): PdfReportColumn => ({ header: `Column ${index + 1}`, width: 14, align: 'right' }),
    );
    const { pdf, raw } = await readBack(
      streamReportPdf(aHeading(), wide, rowsOf([wide.map((_, index) => `${index + 1}.00`)]), null),
    );
    expect(raw).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(pdf.lines).toContain(wide.map((column) => column.header).join(''));
    expect(pdf.lines).toContain('1.002.003.004.005.006.007.008.009.0010.00');
  });

  it('numbers every page, repeats the column headers on each, and keeps the rows in order', async () => {
    const { pdf } = await readBack(
      streamReportPdf(aHeading(), COLUMNS, rowsOf(devoteeRows(500)), ['Total', null, null, '25,000.00']),
    );
    expect(pdf.pageCount).toBeGreaterThan(5);
    const pages = Array.from({ length: pdf.pageCount }, (_, index) => String(index + 1));
    expect(pageLabels(pdf.lines)).toEqual(pages);
    expect(pdf.lines.filter((line) => line === HEADER_LINE)).toHaveLength(pdf.pageCount);
    // Page 2 opens with the header, straight after page 1's footer.
    const secondPage = pdf.lines.indexOf(`${TEMPLE} · Daily collectionPage 1`) + 1;
    expect(pdf.lines[secondPage]).toBe(HEADER_LINE);
    const devotees = pdf.lines.flatMap(
      (line) => line.match(/^26-Nov-2026(Devotee \d+)Pushpanjali/)?.[1] ?? [],
    );
    expect(devotees).toEqual(devoteeRows(500).map((row) => row[1]));
    expect(pdf.lines.at(-2)).toBe('Total25,000.00');
  });

  it('wraps a long cell inside its column, below its row’s first line, and cuts it after three lines', async () => {
    const address = 'ശ്രീകാന്ത് ക്ഷത്രിയൻ, കിഴക്കേ നട, ഗുരുവായൂർ ക്ഷേത്രത്തിനടുത്ത്, തൃശ്ശൂർ ജില്ല';
    const endless = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const { pdf } = await readBack(
      streamReportPdf(
        aHeading(),
        COLUMNS,
        rowsOf([
          ['26-Nov-2026', address, 'Pushpanjali', '50.00'],
          ['27-Nov-2026', endless, 'Archana', '20.00'],
          ['28-Nov-2026', 'Meera', 'Archana', '20.00'],
        ]),
        null,
      ),
    );
    const first = pdf.lines.findIndex((line) => line.startsWith('26-Nov-2026'));
    const second = pdf.lines.findIndex((line) => line.startsWith('27-Nov-2026'));
    const third = pdf.lines.findIndex((line) => line.startsWith('28-Nov-2026'));
    // The other cells stay on the row's first line; the rest of the address follows alone, whole words.
    expect(pdf.lines[first]).toMatch(/^26-Nov-2026ശ്രീകാന്ത് .*Pushpanjali50\.00$/);
    const addressLines = pdf.lines.slice(first, second);
    expect(addressLines.length).toBeGreaterThan(1);
    expect(
      addressLines
        .map((line, index) => (index === 0 ? line.replace(/^26-Nov-2026|Pushpanjali50\.00$/g, '') : line))
        .join(' '),
    ).toBe(address);
    expect(third - second).toBe(3);
    expect(pdf.lines[third - 1]).toMatch(/^(word\d+ )+\S*…$/);
    expect(pdf.lines[third]).toBe('28-Nov-2026MeeraArchana20.00');
  });

  it('prints the heading and "No rows." for an empty report, with no table', async () => {
    const { pdf } = await readBack(
      streamReportPdf(aHeading(), COLUMNS, rowsOf([]), ['Total', null, null, '0.00']),
    );
    expect(pdf.lines).toEqual([
      TEMPLE,
      'Daily collection',
      'From 01-Nov-2026 to 30-Nov-2026',
      'Payment: Cash',
      'Generated 26-Nov-2026 10:15 IST',
      'No rows.',
      `${TEMPLE} · Daily collectionPage 1`,
    ]);
  });

  it('pulls rows only as the PDF is read, and stops pulling when the reader goes away', async () => {
    let pulled = 0;
    let isQueryClosed = false;
    async function* hundredThousandRows() {
      try {
        for (pulled = 1; pulled <= 100_000; pulled += 1)
          yield ['26-Nov-2026', `Devotee ${pulled}`, 'Pushpanjali', '50.00'];
      } finally {
        isQueryClosed = true;
      }
    }
    const stream = streamReportPdf(aHeading(), COLUMNS, hundredThousandRows(), null);
    /**
     * Lets the writer run until the PDF nobody has read yet fills the stream's buffer, then some turns
     * of the event loop more, in which it must pull nothing. Counted in turns, not in time.
     */
    const pulledWhenHeldBack = async () => {
      while (stream.readableLength < stream.readableHighWaterMark && !isQueryClosed) await nextTurn();
      const pulledWhenFull = pulled;
      for (let turn = 0; turn < 20; turn += 1) await nextTurn();
      expect(pulled, 'rows pulled while nobody reads').toBe(pulledWhenFull);
      return pulled;
    };

    const pulledBeforeReading = await pulledWhenHeldBack();
    // The rows of one buffer's worth of PDF (64 KB, some 1,500 rows), not the 100,000 on offer.
    expect(pulledBeforeReading).toBeLessThan(5_000);
    const firstChunk: Buffer = stream.read();
    expect(firstChunk.length).toBeLessThan(2 * stream.readableHighWaterMark);

    const pulledAfterReading = await pulledWhenHeldBack();
    expect(pulledAfterReading).toBeGreaterThan(pulledBeforeReading);
    expect(pulledAfterReading).toBeLessThan(2 * pulledBeforeReading + 100);

    stream.destroy();
    while (!isQueryClosed) await nextTurn();
    expect(pulled).toBe(pulledAfterReading);
  });

  it('ends the stream with the error when the rows fail', async () => {
    async function* failingRows() {
      yield* devoteeRows(10);
      throw new Error('connection lost');
    }
    await expect(buffer(streamReportPdf(aHeading(), COLUMNS, failingRows(), null))).rejects.toThrow(
      'connection lost',
    );
  });
});
