import { buffer } from 'node:stream/consumers';
import { setTimeout } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, spreadsheetDay, type XlsxColumn, XlsxSheetWriter, xmlText } from './xlsx-stream.ts';

const COLUMNS: XlsxColumn[] = [
  { kind: 'date', width: 12 },
  { kind: 'text', width: 30 },
  { kind: 'number', width: 8 },
  { kind: 'money', width: 16 },
];

function writer(sheetName = 'Daily collection') {
  return new XlsxSheetWriter({
    sheetName,
    columns: COLUMNS,
    frozenRows: 3,
    moneyFormat: '##,##0.00',
    dateFormat: 'dd-mmm-yyyy',
  });
}

async function readBack(file: XlsxSheetWriter['file']) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await buffer(file)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  return sheet;
}

describe('XLSX sheet writer', () => {
  it('writes text, number, money and date cells with their formats, bold rows and a frozen header', async () => {
    const sheet = writer();
    const file = readBack(sheet.file);
    sheet.row(['Daily collection report'], 'title');
    sheet.skipRow();
    sheet.row(['Date', 'Seva', 'Count', 'Amount'], 'bold');
    sheet.rows([
      ['2026-11-26', 'പുഷ്പാഞ്ജലി & <Archana> "special"', 2, 1_234_567.5],
      ['2026-02-28', null, 0, 0],
    ]);
    sheet.row([null, 'Total', 2, 1_234_567.5], 'bold');
    sheet.end();
    const read = await file;

    expect(read.name).toBe('Daily collection');
    expect(read.getCell('A1').value).toBe('Daily collection report');
    expect(read.getCell('A1').font).toMatchObject({ bold: true, size: 13 });
    expect(read.getRow(2).cellCount).toBe(0);
    expect(read.getCell('D3').value).toBe('Amount');
    expect(read.getCell('D3').font?.bold).toBe(true);

    expect(read.getCell('A4').value).toEqual(new Date('2026-11-26T00:00:00Z'));
    expect(read.getCell('A4').numFmt).toBe('dd-mmm-yyyy');
    expect(read.getCell('B4').value).toBe('പുഷ്പാഞ്ജലി & <Archana> "special"');
    expect(read.getCell('C4').value).toBe(2);
    expect(read.getCell('D4').value).toBe(1_234_567.5);
    expect(read.getCell('D4').numFmt).toBe('##,##0.00');
    expect(read.getCell('D4').font?.bold).toBeFalsy();
    expect(read.getCell('A5').value).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(read.getCell('B5').value).toBeNull();
    expect(read.getCell('C5').value).toBe(0);

    expect(read.getCell('B6').value).toBe('Total');
    expect(read.getCell('D6').font?.bold).toBe(true);
    expect(read.getCell('D6').numFmt).toBe('##,##0.00');

    expect(read.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(read.getColumn(2).width).toBe(30);
    expect(read.getColumn(4).width).toBe(16);
  });

  it('drops characters XML cannot carry rather than writing a file no spreadsheet opens', async () => {
    const sheet = writer('Bills: 1/11 [all]?');
    const file = readBack(sheet.file);
    sheet.row([null, 'Rama\u0000 Iyer\u001F \uD800ok \u{1F64F}']);
    sheet.end();
    const read = await file;
    expect(read.name).toBe('Bills  1 11  all');
    expect(read.getCell('B1').value).toBe('Rama Iyer ok \u{1F64F}');
  });

  it('holds rows back while the download is not read, and fails the file when stopped', async () => {
    const sheet = writer();
    const row = ['2026-11-26', 'Pushpanjali', 1, 50] as const;
    const batch = Array.from({ length: 1_000 }, () => row);
    let accepted = 0;
    let held = false;
    while (!held && accepted < 100_000) {
      accepted += batch.length;
      if (!sheet.rows(batch)) {
        held =
          (await Promise.race([sheet.drained().then(() => false), setTimeout(200).then(() => true)])) ===
          true;
      }
    }
    // Nobody reads the file: the writer is held back long before 100,000 rows sit in memory.
    expect(held).toBe(true);
    expect(accepted).toBeLessThan(100_000);
    const failed = new Promise((resolve) => sheet.file.on('error', resolve));
    sheet.file.resume();
    sheet.abort(new Error('The download was closed'));
    await expect(failed).resolves.toMatchObject({ message: 'The download was closed' });
  });

  it('names columns and days as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
    expect(spreadsheetDay('1900-03-01')).toBe(61);
    expect(spreadsheetDay('2026-11-26')).toBe(46_352);
    expect(spreadsheetDay('26-11-2026')).toBeNull();
    expect(xmlText('a & b < c > "d"')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;');
  });
});
