import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * One worksheet written as SpreadsheetML (ECMA-376 part 1) straight into a streaming zip. A general
 * workbook library builds a styled object per cell and spent two thirds of a month's largest report
 * (87,000 rows) doing so; a report needs only inline strings, numbers, dates, four number formats and
 * bold, so its rows are written as XML text, each row the moment it arrives.
 */

export type XlsxCellKind = 'text' | 'number' | 'money' | 'date';

export interface XlsxColumn {
  kind: XlsxCellKind;
  /** Width in characters. */
  width: number;
}

/** A cell's value: text, a number, a date as yyyy-MM-dd (in a date column), or blank. */
export type XlsxValue = string | number | null;

/** How a row is set: the report's title, the header and totals rows in bold, or plain. */
export type XlsxRowStyle = 'plain' | 'bold' | 'title';

export interface XlsxSheetOptions {
  sheetName: string;
  columns: readonly XlsxColumn[];
  /** Rows kept in view above the scrolling part (the heading and the header row). */
  frozenRows: number;
  /** Formats for money and date cells, in spreadsheet number-format code. */
  moneyFormat: string;
  dateFormat: string;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * Characters XML 1.0 cannot carry at all (control characters, unpaired surrogates): a spreadsheet would
 * refuse the whole file for one of them in a devotee's name.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it removes.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;
const XML_SPECIAL = /[&<>"]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(XML_SPECIAL, (char: string) => XML_ENTITY[char] ?? char);
}

/** A, B, … Z, AA, AB, …: a column's letters in a cell reference. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

const DAY_MS = 86_400_000;
const SPREADSHEET_EPOCH = Date.UTC(1899, 11, 30);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd day as the spreadsheet's day number (1900 date system); null if it is not one. */
export function spreadsheetDay(isoDate: string): number | null {
  const parts = ISO_DATE.exec(isoDate);
  if (!parts) return null;
  return (Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) - SPREADSHEET_EPOCH) / DAY_MS;
}

/** Sheet names may not hold []:*?/\ and are at most 31 characters. */
function sheetNameOf(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}

/**
 * Cell styles (cellXfs), by row style and column kind. Fonts: 0 regular, 1 bold, 2 bold 13 pt; number
 * formats 164 money and 165 date are the sheet's own.
 */
const STYLE_INDEX: Record<XlsxRowStyle, Record<XlsxCellKind, number>> = {
  plain: { text: 0, number: 0, money: 1, date: 2 },
  bold: { text: 3, number: 3, money: 4, date: 5 },
  title: { text: 6, number: 6, money: 6, date: 6 },
};

function stylesXml(moneyFormat: string, dateFormat: string): string {
  const xf = (numFmtId: number, fontId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${
      numFmtId ? ' applyNumberFormat="1"' : ''
    }${fontId ? ' applyFont="1"' : ''}/>`;
  return `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">
<numFmts count="2"><numFmt numFmtId="164" formatCode="${xmlText(moneyFormat)}"/><numFmt numFmtId="165" formatCode="${xmlText(dateFormat)}"/></numFmts>
<fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="13"/><name val="Calibri"/><family val="2"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="7">${xf(0, 0)}${xf(164, 0)}${xf(165, 0)}${xf(0, 1)}${xf(164, 1)}${xf(165, 1)}${xf(0, 2)}</cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;
}

function packageParts(sheetName: string, moneyFormat: string, dateFormat: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', stylesXml(moneyFormat, dateFormat)],
  ];
}

function sheetStart(options: XlsxSheetOptions): string {
  const frozen = options.frozenRows;
  const pane =
    frozen > 0
      ? `<pane ySplit="${frozen}" topLeftCell="A${frozen + 1}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>`
      : '';
  const cols = options.columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${
    cols ? `<cols>${cols}</cols>` : ''
  }<sheetData>`;
}

const SHEET_END = '</sheetData></worksheet>';

/**
 * A workbook of one sheet, streamed: write rows, then `end()`; `file` is the .xlsx as it is zipped.
 * `write` answers false when the zip is behind, like a stream, so the caller can wait for `drained()`.
 */
export class XlsxSheetWriter {
  readonly file: Readable;
  private readonly sheet = new PassThrough({ highWaterMark: 256 * 1024 });
  private readonly letters: string[];
  private readonly options: XlsxSheetOptions;
  private rowNumber = 0;

  constructor(options: XlsxSheetOptions) {
    this.options = options;
    const zip = new ZipFile();
    for (const [path, xml] of packageParts(options.sheetName, options.moneyFormat, options.dateFormat)) {
      zip.addBuffer(Buffer.from(xml), path);
    }
    zip.addReadStream(this.sheet, 'xl/worksheets/sheet1.xml');
    zip.end();
    this.file = zip.outputStream as Readable;
    // yazl does not listen for its input stream's errors: an aborted sheet would otherwise go unhandled.
    zip.on('error', (error: Error) => this.file.destroy(error));
    this.sheet.on('error', (error) => this.file.destroy(error));
    this.letters = options.columns.map((_, index) => columnLetters(index));
    this.sheet.write(sheetStart(options));
  }

  /** Writes one row; false when the zip asks the writer to wait (see `drained`). */
  row(values: readonly XlsxValue[], style: XlsxRowStyle = 'plain'): boolean {
    return this.sheet.write(this.rowXml(values, style));
  }

  /** Several rows in one write: fewer, larger chunks for the zip. */
  rows(batch: readonly (readonly XlsxValue[])[]): boolean {
    let xml = '';
    for (const values of batch) xml += this.rowXml(values, 'plain');
    return this.sheet.write(xml);
  }

  /** An empty row, e.g. between the heading and the table. */
  skipRow(): void {
    this.rowNumber += 1;
  }

  /** Resolves when the zip has taken what was written. */
  drained(): Promise<void> {
    const sheet = this.sheet;
    if (!sheet.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        sheet.off('drain', done);
        sheet.off('close', done);
        resolve();
      };
      sheet.on('drain', done);
      sheet.on('close', done);
    });
  }

  end(): void {
    this.sheet.end(SHEET_END);
  }

  /** Stops writing: the zip is left unfinished and the download fails rather than ending short. */
  abort(error: Error): void {
    this.sheet.destroy(error);
  }

  private rowXml(values: readonly XlsxValue[], style: XlsxRowStyle): string {
    this.rowNumber += 1;
    const rowNumber = this.rowNumber;
    const styles = STYLE_INDEX[style];
    let xml = `<row r="${rowNumber}">`;
    for (let index = 0; index < values.length; index += 1) {
      const value = values[index];
      if (value === null || value === undefined || value === '') continue;
      const kind = this.options.columns[index]?.kind ?? 'text';
      const styleIndex = styles[kind];
      const reference = `${this.letters[index] ?? columnLetters(index)}${rowNumber}`;
      const styleAttribute = styleIndex ? ` s="${styleIndex}"` : '';
      const day = kind === 'date' && typeof value === 'string' ? spreadsheetDay(value) : null;
      if (day !== null) {
        xml += `<c r="${reference}"${styleAttribute}><v>${day}</v></c>`;
      } else if (typeof value === 'number') {
        if (Number.isFinite(value)) xml += `<c r="${reference}"${styleAttribute}><v>${value}</v></c>`;
      } else {
        xml += `<c r="${reference}"${styleAttribute} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
      }
    }
    return `${xml}</row>`;
  }
}
