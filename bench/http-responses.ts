import net from 'node:net';

/**
 * Reading HTTP/1.1 responses off a kept-alive socket for the lean load generators (booking-load.ts,
 * visits-load.ts, virtual-queue-load.ts): only as far as each response's status and where it ends.
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

export interface HttpAnswer {
  status: number;
  /** The status line and headers, as text. */
  head: string;
  body: Buffer;
}

/** One kept-alive connection, one request at a time; opened again when the server closed it between requests. */
export function keptAliveConnection(url: URL) {
  let socket: net.Socket | null = null;
  let pending: Buffer = Buffer.alloc(0);
  let waiting: ((answer: HttpAnswer | null) => void) | null = null;

  const open = () => {
    const opened = net.connect(Number(url.port), url.hostname);
    opened.setNoDelay(true);
    opened.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const response = completeResponse(pending);
      if (!response || !waiting) return;
      const answered = waiting;
      waiting = null;
      const head = pending.toString('latin1', 0, response.bodyStart);
      const body = pending.subarray(response.bodyStart, response.end);
      pending = pending.subarray(response.end);
      answered({ status: response.status, head, body });
    });
    // An error closes the socket: 'close' answers the request waiting, if any.
    opened.on('error', () => {});
    opened.on('close', () => {
      if (socket === opened) socket = null;
      pending = Buffer.alloc(0);
      const answered = waiting;
      waiting = null;
      answered?.(null);
    });
    return opened;
  };

  return {
    /** Opens the connection before the first request, as a client has it open before the rush. */
    connect(): Promise<void> {
      socket ??= open();
      const opening = socket;
      if (opening.readyState === 'open') return Promise.resolve();
      return new Promise((resolve, reject) => {
        opening.once('connect', () => resolve());
        opening.once('error', reject);
      });
    },
    /** The answer, or null when the connection closed before it came. */
    send(request: Buffer): Promise<HttpAnswer | null> {
      socket ??= open();
      const answer = new Promise<HttpAnswer | null>((resolve) => {
        waiting = resolve;
      });
      socket.write(request);
      return answer;
    },
    close() {
      socket?.end();
    },
  };
}

export type KeptAliveConnection = ReturnType<typeof keptAliveConnection>;

/** The server's answer to a booking beyond what it lets through at once (plugins/booking-admission.ts). */
export const BUSY_CODE = 'BOOKING_BUSY';

function header(head: string, name: string): string | null {
  const match = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r]*)`, 'i').exec(head);
  return match ? (match[1] ?? '').trim() : null;
}

/** The body of a chunked response, joined. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.toString('latin1', at, lineEnd), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * What a problem+json answer says: its code and detail, the places left of a full slot, and when to try
 * again (the problem's retryAfterSeconds, else the Retry-After header).
 */
export function readProblem(answer: HttpAnswer): {
  code: string | null;
  detail: string | null;
  remaining: unknown;
  retryAfter: string | null;
} {
  const chunked = /\r\ntransfer-encoding:[ \t]*chunked/i.test(answer.head);
  const read = {
    code: null,
    detail: null,
    remaining: undefined,
    retryAfter: header(answer.head, 'retry-after'),
  };
  try {
    const problem = JSON.parse((chunked ? dechunk(answer.body) : answer.body).toString()) as Record<
      string,
      unknown
    >;
    return {
      code: typeof problem.code === 'string' ? problem.code : null,
      detail: typeof problem.detail === 'string' ? problem.detail : null,
      remaining: problem.remaining,
      retryAfter:
        typeof problem.retryAfterSeconds === 'number' ? String(problem.retryAfterSeconds) : read.retryAfter,
    };
  } catch {
    return read;
  }
}

/**
 * How long to wait before retrying a 503, as the app does (apps/web lib/retry-while-busy.ts): the
 * problem's retryAfterSeconds, else the Retry-After header, else 1 s, and up to a tenth more.
 */
export function retryDelayMs(retryAfter: string | number | null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  const wait = Number.isFinite(seconds) && seconds > 0 ? seconds : 1;
  return wait * 1000 * (1 + Math.random() / 10);
}
