import {
  BUSY_CODE,
  type KeptAliveConnection,
  keptAliveConnection,
  readProblem,
  retryDelayMs,
} from './http-responses.ts';

/**
 * The load generator of bench/virtual-queue.ts, a process of its own (forked per run, as booking-load.ts
 * is for bench/booking.ts) so that it never shares an event loop with the server: every devotee at once,
 * each on a kept-alive connection of their own with their own session cookie, posting their bodies in
 * order: the next one only when the answer carries `job.nextOn`'s code (a popular day: the next slot
 * when told the one tried is full).
 *
 * A 503 BOOKING_BUSY (the server admits only so many bookings at once) is handled as a real client
 * does: wait the retryAfterSeconds it names (else Retry-After, else 1 s) and up to a tenth more, then
 * send the same request again. Every answer is reported with its latency; each devotee's outcome with
 * their whole time from the first attempt to the final answer.
 *
 * Lean like booking-load.ts (it shares the machine's two cores with the server and PostgreSQL): each
 * request's bytes are built once and written with one call, a response is read only as far as its
 * status and length, and its body only when it is not a 201.
 *
 * Protocol with the parent: the job comes in a message; once every connection is open the child says
 * { ready: true } and waits for 'go' (so the parent starts its CPU meters then, not during the
 * connects); then it sends the LoadResult and exits.
 */

export interface LoadClient {
  /** The Cookie header: session and XSRF-TOKEN. */
  cookie: string;
  /** The x-xsrf-token header: the XSRF-TOKEN cookie's value. */
  xsrf: string;
  /** Tried in order; the next only after an answer with the job's `nextOn` code. */
  bodies: string[];
}

export interface LoadJob {
  origin: string;
  path: string;
  clients: LoadClient[];
  /** The refusal code that sends a devotee on to their next body (VQ_SLOT_FULL); null: one body each. */
  nextOn: string | null;
}

/** One answer of the server. */
export interface Answer {
  client: number;
  /** Which of the client's bodies. */
  body: number;
  /** 0: the connection closed before an answer came. */
  status: number;
  code: string | null;
  ms: number;
  /** A refusal's problem+json fields (not read for a 201). */
  detail: string | null;
  remaining: unknown;
  retryAfter: string | null;
}

/** A devotee's final answer. */
export interface Outcome {
  status: number;
  code: string | null;
  /** From the first attempt to the final answer, waits for Retry-After included. */
  totalMs: number;
  /** Which body the final answer was to. */
  body: number;
  /** 503 BOOKING_BUSY answers along the way. */
  busy: number;
}

export interface LoadResult {
  answers: Answer[];
  outcomes: Outcome[];
  elapsedMs: number;
  /** CPU time of this process (user + system) while the load ran. */
  cpuMs: number;
}

/** A devotee gives up after this many 503 BOOKING_BUSY answers to one request. */
const MAX_BUSY_RETRIES = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepare(job: LoadJob) {
  const url = new URL(job.origin);
  const requests = job.clients.map((client) =>
    client.bodies.map((body) =>
      Buffer.from(
        [
          `POST ${job.path} HTTP/1.1`,
          `host: ${url.host}`,
          'connection: keep-alive',
          'content-type: application/json',
          `cookie: ${client.cookie}`,
          `x-xsrf-token: ${client.xsrf}`,
          `content-length: ${Buffer.byteLength(body)}`,
          '',
          body,
        ].join('\r\n'),
      ),
    ),
  );
  const connections = job.clients.map(() => keptAliveConnection(url));
  await Promise.all(connections.map((each) => each.connect()));
  return { requests, connections };
}

async function run(job: LoadJob, prepared: Awaited<ReturnType<typeof prepare>>): Promise<LoadResult> {
  const { requests, connections } = prepared;
  const answers: Answer[] = [];
  const outcomes: Outcome[] = [];

  const devotee = async (client: number) => {
    const link = connections[client] as KeptAliveConnection;
    const bodies = requests[client] as Buffer[];
    const first = performance.now();
    let busy = 0;
    let retries = 0;
    let body = 0;
    for (;;) {
      const begin = performance.now();
      const response = await link.send(bodies[body] as Buffer);
      const ms = performance.now() - begin;
      const answer: Answer = {
        client,
        body,
        status: response?.status ?? 0,
        code: response ? null : 'CONNECTION_CLOSED',
        ms,
        detail: null,
        remaining: undefined,
        retryAfter: null,
      };
      if (response && response.status !== 201) {
        const problem = readProblem(response);
        answer.retryAfter = problem.retryAfter;
        answer.code = problem.code;
        answer.detail = problem.detail;
        answer.remaining = problem.remaining;
      }
      answers.push(answer);
      if (answer.status === 503 && answer.code === BUSY_CODE && retries < MAX_BUSY_RETRIES) {
        busy += 1;
        retries += 1;
        await sleep(retryDelayMs(answer.retryAfter));
        continue;
      }
      if (job.nextOn !== null && answer.code === job.nextOn && body < bodies.length - 1) {
        body += 1;
        retries = 0;
        continue;
      }
      outcomes[client] = {
        status: answer.status,
        code: answer.code,
        totalMs: performance.now() - first,
        body,
        busy,
      };
      return;
    }
  };

  const cpuStart = process.cpuUsage();
  const started = performance.now();
  await Promise.all(job.clients.map((_, client) => devotee(client)));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  for (const each of connections) each.close();
  return { answers, outcomes, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

if (process.send) {
  const fail = (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1));
  process.once('message', (job: LoadJob) => {
    prepare(job).then((prepared) => {
      process.once('message', () => {
        run(job, prepared).then((result) => process.send?.(result, () => process.exit(0)), fail);
      });
      process.send?.({ ready: true });
    }, fail);
  });
}
