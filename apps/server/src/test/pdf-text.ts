import { inflateSync } from 'node:zlib';

/**
 * Reads back a PDF we wrote, the way a text extractor does, so a test can check what a person copying
 * text or a screen reader gets, without poppler or pdf.js (CI installs neither). It knows the parts of
 * PDF that pdfkit writes: unencrypted objects (no object streams), Flate streams, Type1 standard fonts
 * (WinAnsi), Type0 Identity-H fonts with ToUnicode and W, and marked-content spans with ActualText,
 * which take the place of the glyphs they wrap, as poppler and Acrobat read them.
 */
export interface PdfGlyph {
  /** Font name without its subset tag: "NotoSansMalayalam-Regular". */
  font: string;
  /** Glyph id in the embedded subset (Identity-H: the CID). */
  cid: number;
  /** What the font's ToUnicode map gives for the glyph. */
  text: string;
  /** Where the glyph's origin lands on the page, in points from the bottom left. */
  x: number;
  y: number;
  size: number;
  /** How far the glyph moves the pen, in points (its width in the font's W array). */
  advance: number;
}

export interface PdfContents {
  title: string | null;
  pageCount: number;
  /** Each page's text, line by line from the top, pieces on a line joined left to right. */
  lines: string[];
  /** Every glyph drawn in an embedded (Type0) font. */
  glyphs: PdfGlyph[];
  /** The embedded font programs (FontFile2), by font name without subset tag. */
  fontFiles: Map<string, Uint8Array>;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

interface Font {
  name: string;
  isType0: boolean;
  toUnicode: Map<number, string>;
  widths: Map<number, number>;
}

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: Buffer }
  | { kind: 'other'; value: string };
type Matrix = [number, number, number, number, number, number];

const multiply = (a: Matrix, b: Matrix): Matrix => [
  a[0] * b[0] + a[1] * b[2],
  a[0] * b[1] + a[1] * b[3],
  a[2] * b[0] + a[3] * b[2],
  a[2] * b[1] + a[3] * b[3],
  a[4] * b[0] + a[5] * b[2] + b[4],
  a[4] * b[1] + a[5] * b[3] + b[5],
];

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = header.lastIndex;
    const end = raw.indexOf('endobj', start);
    const keyword = /stream\r?\n/.exec(raw.slice(start, end));
    if (!keyword) {
      objects.set(Number(match[1]), { dict: raw.slice(start, end), stream: null });
      continue;
    }
    // A stream's bytes may hold anything, "endobj" too: its /Length says where it ends.
    const dict = raw.slice(start, start + keyword.index);
    const dataStart = start + keyword.index + keyword[0].length;
    const data = pdf.subarray(dataStart, dataStart + Number(dict.match(/\/Length (\d+)/)?.[1]));
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(data) : data });
    header.lastIndex = dataStart + data.length;
  }
  return objects;
}

function tokens(content: string): Token[] {
  const found: Token[] = [];
  const pattern =
    /\s+|%[^\n]*|\((?:\\[\s\S]|[^\\()]|\((?:\\[\s\S]|[^\\()])*\))*\)|<<|>>|<[0-9A-Fa-f\s]*>|[+-]?(?:\d+\.?\d*|\.\d+)|\/[^\s/<>[\]()]*|[[\]]|[^\s/<>[\]()]+/g;
  for (const [token] of content.matchAll(pattern)) {
    if (/^\s|^%/.test(token)) continue;
    if (/^[+-]?(\d|\.\d)/.test(token)) found.push({ kind: 'number', value: Number(token) });
    else if (token.startsWith('(')) found.push({ kind: 'string', value: literalBytes(token.slice(1, -1)) });
    else if (/^<[^<]/.test(token) || token === '<>')
      found.push({ kind: 'string', value: Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex') });
    else found.push({ kind: 'other', value: token });
  }
  return found;
}

function literalBytes(text: string): Buffer {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const unescaped = text.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, code: string) =>
    /^[0-7]/.test(code) ? String.fromCharCode(Number.parseInt(code, 8)) : (escapes[code] ?? code),
  );
  return Buffer.from(unescaped, 'latin1');
}

/** A PDF text string: UTF-16BE after a byte-order mark, else PDFDocEncoding (Latin-1 here). */
function textOf(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

function toUnicodeOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (value: string) => Number.parseInt(value, 16);
  const utf16 = (value: string) =>
    textOf(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(value.replace(/\s/g, ''), 'hex')]));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, first, last, targets] of (block ?? '').matchAll(
      /<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<[^>]*>)/g,
    )) {
      const start = hex(first ?? '');
      const list = [...(targets ?? '').matchAll(/<([^>]*)>/g)].map((target) => target[1] ?? '');
      for (let code = start; code <= hex(last ?? ''); code += 1) {
        if (targets?.startsWith('[')) map.set(code, utf16(list[code - start] ?? ''));
        else map.set(code, utf16((hex(list[0] ?? '') + code - start).toString(16).padStart(4, '0')));
      }
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, target] of (block ?? '').matchAll(/<(\w+)>\s*<([^>]*)>/g))
      map.set(hex(code ?? ''), utf16(target ?? ''));
  return map;
}

/** A CIDFont's W array: "c [w1 w2 …]" gives c, c+1, … their widths; "first last w" one width to all. */
function widthsOf(w: string): Map<number, number> {
  const widths = new Map<number, number>();
  for (const [, start, list, first, last, width] of w.matchAll(
    /(\d+)\s*\[([^\]]*)\]|(\d+)\s+(\d+)\s+(\d+(?:\.\d+)?)/g,
  )) {
    if (list !== undefined) {
      for (const [index, value] of list.trim().split(/\s+/).entries())
        widths.set(Number(start) + index, Number(value));
      continue;
    }
    for (let cid = Number(first); cid <= Number(last); cid += 1) widths.set(cid, Number(width));
  }
  return widths;
}

export function readPdf(bytes: Uint8Array): PdfContents {
  const pdf = Buffer.from(bytes);
  const objects = objectsOf(pdf);
  const get = (dict: string, key: string) =>
    objects.get(Number(dict.match(new RegExp(`/${key} (\\d+) 0 R`))?.[1]));
  const baseName = (dict: string) => dict.match(/\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/>]+)/)?.[1] ?? '';
  const fontFiles = new Map<string, Uint8Array>();
  const fonts = new Map<number, Font>();
  for (const [id, object] of objects) {
    if (!/\/Type \/Font\b/.test(object.dict) || /\/Subtype \/CIDFontType2/.test(object.dict)) continue;
    const isType0 = /\/Subtype \/Type0/.test(object.dict);
    const descendant = isType0
      ? objects.get(Number(object.dict.match(/\/DescendantFonts \[(\d+) 0 R\]/)?.[1]))
      : undefined;
    const file = descendant && get(get(descendant.dict, 'FontDescriptor')?.dict ?? '', 'FontFile2')?.stream;
    if (file) fontFiles.set(baseName(object.dict), file);
    fonts.set(id, {
      name: baseName(object.dict),
      isType0,
      toUnicode: toUnicodeOf(get(object.dict, 'ToUnicode')?.stream?.toString('latin1') ?? ''),
      widths: widthsOf(descendant?.dict.match(/\/W \[([\s\S]*)\]/)?.[1] ?? ''),
    });
  }

  const lines: string[] = [];
  const glyphs: PdfGlyph[] = [];
  const pages = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict));
  const kids = [...(pages?.dict.match(/\/Kids \[([^\]]*)\]/)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
  for (const [, kid] of kids) {
    const page = objects.get(Number(kid))?.dict ?? '';
    const resources = get(page, 'Resources')?.dict ?? page;
    const fontNames = new Map(
      [...(resources.match(/\/Font\s*<<([\s\S]*?)>>/)?.[1] ?? '').matchAll(/\/(\S+) (\d+) 0 R/g)].map(
        ([, name, id]) => [name ?? '', fonts.get(Number(id))] as const,
      ),
    );
    const pieces: { x: number; y: number; text: string }[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    let tm: Matrix = [1, 0, 0, 1, 0, 0];
    let font: Font | undefined;
    let size = 0;
    const spans: { actual: string | null; isShown: boolean }[] = [];
    let operands: Token[] = [];
    const at = (offset: number) => multiply([1, 0, 0, 1, offset, 0], multiply(tm, ctm));
    /** Tj or TJ: strings of glyphs, and in TJ numbers that move the next glyph left (thousandths). */
    const show = (parts: Token[]) => {
      if (!font) return;
      const span = spans.findLast((candidate) => candidate.actual !== null);
      const [, , , , x, y] = at(0);
      if (span && !span.isShown) {
        pieces.push({ x, y, text: span.actual ?? '' });
        span.isShown = true;
      }
      let text = '';
      for (const part of parts) {
        if (part.kind === 'number') tm = multiply([1, 0, 0, 1, (-part.value / 1000) * size, 0], tm);
        if (part.kind !== 'string') continue;
        // Standard fonts: one byte a character. Their widths are not in the file, nor needed here.
        if (!font.isType0) text += new TextDecoder('windows-1252').decode(part.value);
        for (let index = 0; font.isType0 && index + 1 < part.value.length; index += 2) {
          const cid = part.value.readUInt16BE(index);
          const [, , , , glyphX, glyphY] = at(0);
          const unicode = font.toUnicode.get(cid) ?? '';
          const advance = ((font.widths.get(cid) ?? 0) / 1000) * size;
          glyphs.push({ font: font.name, cid, text: unicode, x: glyphX, y: glyphY, size, advance });
          text += unicode;
          tm = multiply([1, 0, 0, 1, advance, 0], tm);
        }
      }
      if (!span) pieces.push({ x, y, text });
    };
    for (const token of tokens(get(page, 'Contents')?.stream?.toString('latin1') ?? '')) {
      if (token.kind !== 'other' || /^[/[\]<>]/.test(token.value)) {
        operands.push(token);
        continue;
      }
      const numbers = operands.filter((operand) => operand.kind === 'number').map((operand) => operand.value);
      switch (token.value) {
        case 'q':
          saved.push(ctm);
          break;
        case 'Q':
          ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
          break;
        case 'cm':
          ctm = multiply(numbers as Matrix, ctm);
          break;
        case 'BT':
          tm = [1, 0, 0, 1, 0, 0];
          break;
        case 'Tm':
          tm = numbers as Matrix;
          break;
        case 'Td':
          tm = multiply([1, 0, 0, 1, numbers[0] ?? 0, numbers[1] ?? 0], tm);
          break;
        case 'Tf': {
          const name = operands.find((operand) => operand.kind === 'other')?.value.slice(1) ?? '';
          font = fontNames.get(name);
          size = numbers[0] ?? 0;
          break;
        }
        case 'Tj':
        case 'TJ':
          show(operands.filter((operand) => operand.kind !== 'other'));
          break;
        case 'BMC':
        case 'BDC': {
          const key = operands.findIndex(
            (operand) => operand.kind === 'other' && operand.value === '/ActualText',
          );
          const actual = operands[key + 1];
          spans.push({
            actual: key >= 0 && actual?.kind === 'string' ? textOf(actual.value) : null,
            isShown: false,
          });
          break;
        }
        case 'EMC':
          spans.pop();
          break;
      }
      operands = [];
    }
    const rows = new Map<number, typeof pieces>();
    for (const piece of pieces) {
      const row = Math.round(piece.y);
      rows.set(row, [...(rows.get(row) ?? []), piece]);
    }
    for (const row of [...rows.keys()].sort((a, b) => b - a)) {
      lines.push(
        (rows.get(row) ?? [])
          .sort((a, b) => a.x - b.x)
          .map((piece) => piece.text)
          .join(''),
      );
    }
  }

  const info = objects.get(Number(pdf.toString('latin1').match(/trailer[\s\S]*?\/Info (\d+) 0 R/)?.[1]));
  const titleRef = info?.dict.match(/\/Title (\d+) 0 R/)?.[1];
  const titleToken = tokens(
    titleRef
      ? (objects.get(Number(titleRef))?.dict ?? '')
      : (info?.dict.match(/\/Title\s*(\([^)]*\)|<[^>]*>)/)?.[1] ?? ''),
  )[0];
  return {
    title: titleToken?.kind === 'string' ? textOf(titleToken.value) : null,
    pageCount: Number(pages?.dict.match(/\/Count (\d+)/)?.[1] ?? 0),
    lines,
    glyphs,
    fontFiles,
  };
}
