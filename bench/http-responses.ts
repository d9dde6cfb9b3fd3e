/**
 * Reading HTTP/1.1 responses off a kept-alive socket for the lean load generators (booking-load.ts,
 * visits-load.ts): only as far as each response's status and where it ends.
 */

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/** Where the response at the start of `buffer` ends, with its status; null while it is incomplete. */
export function completeResponse(buffer: Buffer): { status: number; bodyStart: number; end: number } | null {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + 4;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length >= end ? { status, bodyStart, end } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = buffer.indexOf(CHUNKED_END, headerEnd + 2);
    return last < 0 ? null : { status, bodyStart, end: last + CHUNKED_END.length };
  }
  // No body (e.g. 204/304).
  return { status, bodyStart, end: bodyStart };
}
