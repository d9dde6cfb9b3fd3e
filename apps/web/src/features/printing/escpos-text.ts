/**
 * Reads ESC/POS bytes back as the text a thermal printer would put on paper: commands (styles,
 * alignment, code pages, feeds, cuts, images) are dropped, text is kept line by line, and a QR code
 * becomes the line `[QR <data>]` (a barcode `[BARCODE <data>]`). Tests and the journeys use it to
 * check a printed receipt without a printer. It imports nothing, so the e2e specs can load it too.
 */
const LF = 0x0a;
const CR = 0x0d;
const FF = 0x0c;
const HT = 0x09;
const DLE = 0x10;
const ESC = 0x1b;
const FS = 0x1c;
const GS = 0x1d;

/** The upper half of code page 437, the printers' default (ESC t 0). */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** ESC t n code pages that TextDecoder knows; any other is read as code page 437. */
const DECODER_LABELS: Record<number, string> = { 16: 'windows-1252', 17: 'ibm866' };

/** ESC commands by their byte after ESC, and how many parameter bytes follow. */
const ESC_PARAMS: Record<number, number> = {
  32: 1, // ESC SP n: right-side character spacing
  33: 1, // ESC ! n: print mode
  36: 2, // ESC $ nL nH: absolute position
  37: 1, // ESC % n: user-defined characters on or off
  45: 1, // ESC - n: underline
  50: 0, // ESC 2: default line spacing
  51: 1, // ESC 3 n: line spacing
  61: 1, // ESC = n: select peripheral
  63: 1, // ESC ? n: cancel a user-defined character
  64: 0, // ESC @: initialize
  68: 0, // ESC D ... NUL: tab stops (handled below)
  69: 1, // ESC E n: bold
  71: 1, // ESC G n: double strike
  74: 1, // ESC J n: feed n dots
  77: 1, // ESC M n: font
  82: 1, // ESC R n: international character set
  84: 1, // ESC T n: print direction in page mode
  85: 1, // ESC U n: unidirectional printing
  86: 1, // ESC V n: rotation
  92: 2, // ESC \ nL nH: relative position
  97: 1, // ESC a n: justification
  99: 2, // ESC c 3|4|5 n: paper sensors and panel buttons
  100: 1, // ESC d n: print and feed n lines
  101: 1, // ESC e n: print and reverse feed
  105: 0, // ESC i: partial cut
  109: 0, // ESC m: partial cut
  112: 3, // ESC p m t1 t2: drawer pulse
  114: 1, // ESC r n: colour
  116: 1, // ESC t n: code page
  123: 1, // ESC { n: upside down
};

/** GS commands with a fixed number of parameter bytes. */
const GS_PARAMS: Record<number, number> = {
  33: 1, // GS ! n: character size
  47: 1, // GS / m: print downloaded bit image
  58: 0, // GS :: start or end of macro
  66: 1, // GS B n: reverse (white on black)
  72: 1, // GS H n: barcode text position
  73: 1, // GS I n: printer id
  76: 2, // GS L nL nH: left margin
  80: 2, // GS P x y: motion units
  87: 2, // GS W nL nH: printing area width
  97: 1, // GS a n: automatic status back
  98: 1, // GS b n: smoothing
  102: 1, // GS f n: barcode font
  104: 1, // GS h n: barcode height
  114: 1, // GS r n: status
  119: 1, // GS w n: barcode width
};

class TextPrinter {
  readonly lines: string[] = [];
  private current = '';
  private codepage = 0;
  private qrData = '';

  put(byte: number): void {
    if (byte >= 0x20 && byte < 0x7f) {
      this.current += String.fromCharCode(byte);
    } else if (byte >= 0x80) {
      const label = DECODER_LABELS[this.codepage];
      this.current += label
        ? new TextDecoder(label).decode(Uint8Array.of(byte))
        : (CP437_HIGH[byte - 0x80] ?? '?');
    }
  }

  newline(): void {
    this.lines.push(this.current.trimEnd());
    this.current = '';
  }

  /** A code or image printed on a line of its own. */
  block(text: string): void {
    if (this.current.trim() !== '') this.newline();
    this.current = '';
    this.lines.push(text);
  }

  setCodepage(value: number): void {
    this.codepage = value;
  }

  storeQr(data: string): void {
    this.qrData = data;
  }

  printQr(): void {
    this.block(`[QR ${this.qrData}]`);
  }

  finish(): string {
    if (this.current.trim() !== '') this.newline();
    const lines = [...this.lines];
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    while (lines.length > 0 && lines[0] === '') lines.shift();
    return lines.join('\n');
  }
}

function latin1(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

/** GS ( fn pL pH …: the 2D codes and graphics functions; returns the bytes it takes. */
function readGsParenthesis(bytes: Uint8Array, at: number, printer: TextPrinter): number {
  const fn = bytes[at + 2] ?? 0;
  const length = (bytes[at + 3] ?? 0) + (bytes[at + 4] ?? 0) * 256;
  const payload = bytes.subarray(at + 5, at + 5 + length);
  // GS ( k with cn 49 is a QR code: fn 80 stores its data (after m = 48), fn 81 prints it.
  if (fn === 0x6b && payload[0] === 0x31) {
    if (payload[1] === 0x50) printer.storeQr(new TextDecoder().decode(payload.subarray(3)));
    if (payload[1] === 0x51) printer.printQr();
  }
  return 5 + length;
}

function readGs(bytes: Uint8Array, at: number, printer: TextPrinter): number {
  const command = bytes[at + 1] ?? 0;
  const byte = (offset: number) => bytes[at + offset] ?? 0;
  switch (command) {
    case 0x28: // GS ( …
      return readGsParenthesis(bytes, at, printer);
    case 0x38: {
      // GS 8 L p1 p2 p3 p4 …: large graphics data
      const length = byte(3) + byte(4) * 0x100 + byte(5) * 0x10000 + byte(6) * 0x1000000;
      return 7 + length;
    }
    case 0x56: // GS V m [n]: cut; function B (m 65, 66, 97, 98…) carries a feed amount
      return byte(2) >= 0x41 ? 4 : 3;
    case 0x76: {
      // GS v 0 m xL xH yL yH d…: raster image
      printer.block('[IMAGE]');
      return 8 + (byte(4) + byte(5) * 256) * (byte(6) + byte(7) * 256);
    }
    case 0x2a: // GS * x y d…: define a downloaded bit image
      return 4 + byte(2) * byte(3) * 8;
    case 0x6b: {
      // GS k m …: barcode; m 0–6 ends with NUL, m 65+ gives its length
      const symbology = byte(2);
      if (symbology <= 6) {
        let end = at + 3;
        while (end < bytes.length && bytes[end] !== 0) end += 1;
        printer.block(`[BARCODE ${latin1(bytes.subarray(at + 3, end))}]`);
        return end + 1 - at;
      }
      const length = byte(3);
      printer.block(`[BARCODE ${latin1(bytes.subarray(at + 4, at + 4 + length))}]`);
      return 4 + length;
    }
    default:
      return 2 + (GS_PARAMS[command] ?? 0);
  }
}

function readEsc(bytes: Uint8Array, at: number, printer: TextPrinter): number {
  const command = bytes[at + 1] ?? 0;
  const byte = (offset: number) => bytes[at + offset] ?? 0;
  switch (command) {
    case 0x74: // ESC t n
      printer.setCodepage(byte(2));
      return 3;
    case 0x64: // ESC d n: print and feed n lines
      printer.newline();
      for (let line = 1; line < byte(2); line += 1) printer.newline();
      return 3;
    case 0x2a: {
      // ESC * m nL nH d…: bit image, 1 byte a column in 8-dot modes, 3 in 24-dot modes
      printer.block('[IMAGE]');
      const columns = byte(3) + byte(4) * 256;
      return 5 + columns * (byte(2) >= 32 ? 3 : 1);
    }
    case 0x44: {
      // ESC D n1 … NUL: horizontal tab positions
      let end = at + 2;
      while (end < bytes.length && bytes[end] !== 0) end += 1;
      return end + 1 - at;
    }
    case 0x26: {
      // ESC & y c1 c2 [x d…]…: user-defined characters
      const [first, last] = [byte(3), byte(4)];
      let end = at + 5;
      for (let code = first; code <= last && end < bytes.length; code += 1) {
        end += 1 + (bytes[end] ?? 0) * byte(2);
      }
      return end - at;
    }
    default:
      return 2 + (ESC_PARAMS[command] ?? 0);
  }
}

function readFs(bytes: Uint8Array, at: number): number {
  const command = bytes[at + 1] ?? 0;
  // FS ! n, FS - n, FS C n take one byte; FS . and FS & none; FS p n m prints a stored logo.
  if (command === 0x21 || command === 0x2d || command === 0x43) return 3;
  if (command === 0x70) return 4;
  return 2;
}

function readDle(bytes: Uint8Array, at: number): number {
  const command = bytes[at + 1] ?? 0;
  // DLE EOT n and DLE ENQ n ask for status; DLE DC4 fn m t pulses the drawer or clears the buffer.
  if (command === 0x14) return 5;
  return 3;
}

export function escPosToText(bytes: Uint8Array): string {
  const printer = new TextPrinter();
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at] ?? 0;
    if (byte === ESC) at += readEsc(bytes, at, printer);
    else if (byte === GS) at += readGs(bytes, at, printer);
    else if (byte === FS) at += readFs(bytes, at);
    else if (byte === DLE) at += readDle(bytes, at);
    else {
      if (byte === LF || byte === FF) printer.newline();
      else if (byte === HT) printer.put(0x20);
      else if (byte !== CR) printer.put(byte);
      at += 1;
    }
  }
  return printer.finish();
}
