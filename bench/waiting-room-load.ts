import {
  BUSY_CODE,
  type HttpAnswer,
  type KeptAliveConnection,
  keptAliveConnection,
  readProblem,
  retryDelayMs,
} from './http-responses.ts';

/**
 * The load generator of bench/waiting-room.ts, a process of its own (forked once per run) so that it
 * never shares the server's event loop: N devotees, each with their own session cookie, over a pool of
 * kept-alive connections (what a reverse proxy keeps open to the server, not a socket per devotee).
 * - joins: devotee i POSTs the waiting room at joinsAt + i / joinRate seconds;
 * - polls: once every join is answered, each devotee GETs it once every WAITING_ROOM_POLL_SECONDS, at
 *   a phase of their own (a shuffle of N evenly spaced phases, so that a devotee's phase says nothing
 *   of their place in line): the polls fall due evenly at N / 5 a second, until windowEnd.
 * Open loop: each request is due at its time whether or not the server keeps up. A due request waits
 * for a free connection, and how late it went out (its lag) is recorded: a server that cannot keep up
 * shows as lag and a lower achieved rate, never as a quietly lower target. The latency is from the
 * request's write to its answer.
 *
 * Lean like virtual-queue-load.ts (it shares the machine's two cores with the server and PostgreSQL):
 * each request's bytes are built once, a response is read only as far as its status and length, and
 * of a waiting room only its state and position are picked out of the bytes (no JSON.parse).
 *
 * What each devotee saw is kept per devotee, for the parent's fairness checks: when their join was
 * written and answered and the place it gave, when they first read 'admitted', and when they last wrote
 * a poll that was answered 'waiting'.
 *
 * With a booking plan (--book), a devotee books the moment a poll first answers 'admitted', as the app
 * takes them from the waiting room to the booking: a queue token for one person, and a 503
 * BOOKING_BUSY sent again after the wait it names and up to a tenth more, as the app does. Bookings go
 * over connections of their own, opened beforehand and more when all are busy: each phone sends its
 * own, and the polls' pool would hold them back and hide the crowd from the server's booking gate.
 * The devotee keeps polling meanwhile, so that the waiting room's figures stay those of every run.
 *
 * Protocol with the parent (serialization 'advanced': typed arrays travel as they are): the job comes
 * in a message; once every connection is open the child says { ready: true }; the parent answers with
 * the release and the schedule (epoch milliseconds); the child says { joined } once every join is
 * answered, with the window it measures, then sends the WaitingRoomLoadResult after its end and exits.
 * The window is the one planned unless the joins ran late: then it starts a round of polls after the
 * last join was answered, as long as planned, so that it never measures joins instead of polls.
 */

export interface WaitingRoomJob {
  origin: string;
  /** Each devotee's session cookie value (the session token) and XSRF-TOKEN. */
  tokens: string[];
  xsrfs: string[];
  connections: number;
  pollSeconds: number;
  /** Connections opened beforehand for the bookings (0: no bookings). */
  bookingConnections: number;
}

/** What devotee i books once admitted: a queue token at the temple, targets[i mod length]. */
export interface BookingPlan {
  templeId: number;
  targets: { date: string; startTime: string }[];
}

export interface WaitingRoomSchedule {
  /** The release's waiting room: a POST joins it, a GET polls it. */
  path: string;
  joinsAt: number;
  joinRate: number;
  /** The measured window: polls due in it, answers received in it. */
  windowStart: number;
  windowEnd: number;
  /** null: devotees only wait. */
  book: BookingPlan | null;
}

export interface Spread {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface JoinsDone {
  /** When the first join was written and the last answered. */
  startedAt: number;
  endedAt: number;
  /** The measured window. */
  windowStart: number;
  windowEnd: number;
}

export interface WaitingRoomLoadResult {
  joins: {
    sentAt: Float64Array;
    answeredAt: Float64Array;
    /** The position the join answered (the place, before the opening); NaN when none. */
    position: Float64Array;
    answers: [string, number][];
    latency: Spread;
    lag: Spread;
  } & JoinsDone;
  polls: {
    /** The first poll's due time: devotees start polling once every join is answered. */
    firstDueAt: number;
    /** Polls due in the window, written in it (whenever due), answered in it. */
    dueInWindow: number;
    sentInWindow: number;
    answeredInWindow: number;
    /** Polls due before windowEnd that never went out: the backlog when the window closed. */
    unsent: number;
    /** Of the answers received in the window. */
    latency: Spread;
    /** Of the polls written in the window: how long after their due time. */
    lag: Spread;
    /** Polls written in the window more than a second late. */
    lateOverSecond: number;
    answers: [string, number][];
    /** Answers received in each second of the window. */
    perSecond: number[];
    /** Per devotee (NaN: never): the first answer 'admitted' (received), the last 'waiting' poll (written). */
    firstAdmittedAt: Float64Array;
    lastWaitingSentAt: Float64Array;
    /** Per devotee: a 'waiting' position higher than the one before (by write time). */
    positionRises: Uint32Array;
    /** Every answer of the run, window or not. */
    answeredTotal: number;
    /** The first 200 answer to a poll: its status line and headers, and its body's size. */
    sample: { head: string; bodyBytes: number } | null;
  };
  bookings: BookingsResult | null;
}

export interface BookingsResult {
  /** Devotees who read 'admitted' and so booked; those answered 201. */
  started: number;
  booked: number;
  /** Devotees still answered 503 BOOKING_BUSY after as many tries as the app makes. */
  gaveUp: number;
  requests: number;
  /** Every answer by status and code. */
  answers: [string, number][];
  /** Of the requests answered 201: write to answer. */
  latency: Spread;
  /** Of every request, 503 BOOKING_BUSY included. */
  everyLatency: Spread;
  /** Per devotee booked: from the poll answer that read 'admitted' to the 201. */
  toBooking: Spread;
  /** Booking connections opened (beforehand and when all were busy); most requests in flight at once. */
  connections: number;
  mostInFlight: number;
  /** The first booking written and the last answered (NaN: none). */
  firstSentAt: number;
  lastAnsweredAt: number;
}

export type ChildMessage =
  | { ready: true }
  | { joined: JoinsDone }
  | { error: string }
  | WaitingRoomLoadResult;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const BOOKING_PATH = '/api/v1/virtual-queue/bookings';
/** Tries after a 503 BOOKING_BUSY before the devotee gives up, as the app (apps/web lib/retry-while-busy.ts). */
const MOST_BUSY_RETRIES = 40;

const STATE_FIELD = Buffer.from('"state":"');
const POSITION_FIELD = Buffer.from('"position":');

/** The waiting room's state and position, picked out of the answer's bytes. */
function readRoom(body: Buffer): { state: string | null; position: number } {
  const stateAt = body.indexOf(STATE_FIELD);
  let state: string | null = null;
  if (stateAt >= 0) {
    const from = stateAt + STATE_FIELD.length;
    state = body.toString('latin1', from, body.indexOf(0x22, from));
  }
  const positionAt = body.indexOf(POSITION_FIELD);
  let position = Number.NaN;
  if (positionAt >= 0) {
    const from = positionAt + POSITION_FIELD.length;
    let to = from;
    while (to < body.length && body[to] !== 0x2c && body[to] !== 0x7d) to += 1;
    position = Number(body.toString('latin1', from, to));
  }
  return { state, position };
}

function spread(values: number[]): Spread {
  if (values.length === 0) return { p50: Number.NaN, p90: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = Float64Array.from(values).sort();
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

function answerKey(answer: HttpAnswer | null, state: string | null): string {
  if (!answer) return '0 CONNECTION_CLOSED';
  if (answer.status === 200) return `200 ${state ?? '(no state)'}`;
  return `${answer.status} ${readProblem(answer).code ?? ''}`.trim();
}

/** A Fisher–Yates shuffle of 0…n-1. */
function shuffled(n: number): Int32Array {
  const order = new Int32Array(n);
  for (let index = 0; index < n; index += 1) order[index] = index;
  for (let index = n - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    const kept = order[index] ?? 0;
    order[index] = order[other] ?? 0;
    order[other] = kept;
  }
  return order;
}

interface Paced {
  /** Requests first to last; due(i) must not decrease. */
  first: number;
  end: number;
  /** Nothing more is written from this instant on. */
  stopAt: number;
  due(index: number): number;
  request(index: number): Buffer;
  answered(index: number, answer: HttpAnswer | null, sentAt: number, answeredAt: number): void;
}

/**
 * Writes each request at its due time on a free connection (or as soon as one is free), one request at
 * a time per connection, until the last or stopAt; resolves once every request written is answered,
 * with how many were due before stopAt and never written.
 */
function pace(connections: KeptAliveConnection[], paced: Paced): Promise<{ unsent: number }> {
  const free = [...connections];
  let next = paced.first;
  let inFlight = 0;
  let timer: NodeJS.Timeout | null = null;
  let last = paced.end;
  return new Promise((resolve) => {
    const pump = () => {
      const at = now();
      if (at >= paced.stopAt && last === paced.end) last = next;
      while (free.length > 0 && next < last && paced.due(next) <= at) {
        const link = free.pop() as KeptAliveConnection;
        const index = next;
        next += 1;
        inFlight += 1;
        const sentAt = now();
        link.send(paced.request(index)).then((answer) => {
          inFlight -= 1;
          paced.answered(index, answer, sentAt, now());
          free.push(link);
          pump();
        });
      }
      if (next >= last) {
        if (inFlight === 0) {
          if (timer !== null) clearTimeout(timer);
          // Those after `last` that were due before stopAt: the backlog it cut.
          let unsent = 0;
          while (next + unsent < paced.end && paced.due(next + unsent) < paced.stopAt) unsent += 1;
          resolve({ unsent });
        }
        return;
      }
      // Connections free but nothing due yet: wake at the next due time, or at stopAt (all busy: an
      // answer wakes it).
      if (free.length > 0 && timer === null) {
        timer = setTimeout(
          () => {
            timer = null;
            pump();
          },
          Math.max(0, Math.min(paced.due(next), paced.stopAt) - at),
        );
      }
    };
    pump();
  });
}

/**
 * The admitted devotees' bookings: start() when a devotee first reads 'admitted', done() once every
 * booking started has its final answer.
 */
function booker(url: URL, links: KeptAliveConnection[], request: (index: number) => Buffer) {
  const free = [...links];
  let opened = links.length;
  let inFlight = 0;
  let mostInFlight = 0;
  let started = 0;
  let booked = 0;
  let gaveUp = 0;
  let requests = 0;
  let firstSentAt = Number.NaN;
  let lastAnsweredAt = Number.NaN;
  const answers = new Map<string, number>();
  const latency: number[] = [];
  const everyLatency: number[] = [];
  const toBooking: number[] = [];
  const running: Promise<void>[] = [];

  const book = async (index: number, admittedAt: number) => {
    const bytes = request(index);
    for (let retries = 0; ; retries += 1) {
      let link = free.pop();
      if (!link) {
        link = keptAliveConnection(url);
        opened += 1;
      }
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const sentAt = now();
      const answer = await link.send(bytes);
      const answeredAt = now();
      inFlight -= 1;
      free.push(link);
      requests += 1;
      everyLatency.push(answeredAt - sentAt);
      if (!(firstSentAt <= sentAt)) firstSentAt = sentAt;
      if (!(lastAnsweredAt >= answeredAt)) lastAnsweredAt = answeredAt;
      const problem = answer && answer.status !== 201 ? readProblem(answer) : null;
      const key = !answer
        ? '0 CONNECTION_CLOSED'
        : `${answer.status}${problem?.code ? ` ${problem.code}` : ''}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if (answer?.status === 201) {
        booked += 1;
        latency.push(answeredAt - sentAt);
        toBooking.push(answeredAt - admittedAt);
        return;
      }
      if (answer?.status !== 503 || problem?.code !== BUSY_CODE) return;
      if (retries >= MOST_BUSY_RETRIES) {
        gaveUp += 1;
        return;
      }
      await sleep(retryDelayMs(problem.retryAfter));
    }
  };

  return {
    start(index: number, admittedAt: number) {
      started += 1;
      running.push(book(index, admittedAt));
    },
    async done(): Promise<BookingsResult> {
      await Promise.all(running);
      for (const link of free) link.close();
      return {
        started,
        booked,
        gaveUp,
        requests,
        answers: [...answers],
        latency: spread(latency),
        everyLatency: spread(everyLatency),
        toBooking: spread(toBooking),
        connections: opened,
        mostInFlight,
        firstSentAt,
        lastAnsweredAt,
      };
    },
  };
}

type Booker = ReturnType<typeof booker>;

async function run(
  job: WaitingRoomJob,
  links: KeptAliveConnection[],
  bookingLinks: KeptAliveConnection[],
  schedule: WaitingRoomSchedule,
) {
  const devotees = job.tokens.length;
  const url = new URL(job.origin);
  const { path } = schedule;
  const head = (index: number) => [
    `host: ${url.host}`,
    'connection: keep-alive',
    `cookie: nivedya_session=${job.tokens[index]}; XSRF-TOKEN=${job.xsrfs[index]}`,
  ];
  const polls = Array.from({ length: devotees }, (_, index) =>
    Buffer.from(`GET ${path} HTTP/1.1\r\n${head(index).join('\r\n')}\r\n\r\n`),
  );

  const joinSent = new Float64Array(devotees).fill(Number.NaN);
  const joinAnswered = new Float64Array(devotees).fill(Number.NaN);
  const joinPosition = new Float64Array(devotees).fill(Number.NaN);
  const joinAnswers = new Map<string, number>();
  const joinLatency: number[] = [];
  const joinLag: number[] = [];
  const joinDue = (index: number) => schedule.joinsAt + (index * 1000) / schedule.joinRate;
  await pace(links, {
    first: 0,
    end: devotees,
    stopAt: Number.POSITIVE_INFINITY,
    due: joinDue,
    request: (index) =>
      Buffer.from(
        [
          `POST ${path} HTTP/1.1`,
          ...head(index),
          `x-xsrf-token: ${job.xsrfs[index]}`,
          'content-type: application/json',
          'content-length: 2',
          '',
          '{}',
        ].join('\r\n'),
      ),
    answered(index, answer, sentAt, answeredAt) {
      joinSent[index] = sentAt;
      joinAnswered[index] = answeredAt;
      joinLatency.push(answeredAt - sentAt);
      joinLag.push(sentAt - joinDue(index));
      const room = answer?.status === 200 ? readRoom(answer.body) : null;
      if (room) joinPosition[index] = room.position;
      const key = answerKey(answer, room?.state ?? null);
      joinAnswers.set(key, (joinAnswers.get(key) ?? 0) + 1);
    },
  });
  const period = job.pollSeconds * 1000;
  const windowStart = Math.max(schedule.windowStart, Math.ceil(now() + period));
  const joined: JoinsDone = {
    startedAt: joinSent.reduce((min, value) => Math.min(min, value), Number.POSITIVE_INFINITY),
    endedAt: joinAnswered.reduce((max, value) => Math.max(max, value), 0),
    windowStart,
    windowEnd: windowStart + (schedule.windowEnd - schedule.windowStart),
  };
  process.send?.({ joined });
  const { book } = schedule;
  const bookings = book
    ? booker(url, bookingLinks, (index) => {
        const target = book.targets[index % book.targets.length] as BookingPlan['targets'][number];
        const body = JSON.stringify({
          templeId: book.templeId,
          date: target.date,
          startTime: target.startTime,
          devotees: [{ name: `Pilgrim ${index}`, age: 18 + (index % 60) }],
          answers: [],
        });
        return Buffer.from(
          [
            `POST ${BOOKING_PATH} HTTP/1.1`,
            ...head(index),
            `x-xsrf-token: ${job.xsrfs[index]}`,
            'content-type: application/json',
            `content-length: ${Buffer.byteLength(body)}`,
            '',
            body,
          ].join('\r\n'),
        );
      })
    : null;
  return poll(job, links, polls, joined, bookings, {
    sentAt: joinSent,
    answeredAt: joinAnswered,
    position: joinPosition,
    answers: [...joinAnswers],
    latency: spread(joinLatency),
    lag: spread(joinLag),
    ...joined,
  });
}

async function poll(
  job: WaitingRoomJob,
  links: KeptAliveConnection[],
  polls: Buffer[],
  schedule: JoinsDone,
  bookings: Booker | null,
  joins: WaitingRoomLoadResult['joins'],
): Promise<WaitingRoomLoadResult> {
  const devotees = job.tokens.length;
  // Poll q is due at windowStart + q × (period / N): q counts from a negative number when devotees
  // start polling before the window, and devotee order[q mod N] makes it.
  const order = shuffled(devotees);
  const period = job.pollSeconds * 1000;
  const pollDue = (q: number) => schedule.windowStart + (q * period) / devotees;
  const first = Math.ceil(((now() - schedule.windowStart) * devotees) / period);
  const end = Math.ceil(((schedule.windowEnd - schedule.windowStart) * devotees) / period);
  const devoteeOf = (q: number) => order[((q % devotees) + devotees) % devotees] ?? 0;

  const firstAdmittedAt = new Float64Array(devotees).fill(Number.NaN);
  const lastWaitingSentAt = new Float64Array(devotees).fill(Number.NaN);
  const lastWaitingPosition = new Float64Array(devotees).fill(Number.NaN);
  const positionRises = new Uint32Array(devotees);
  const answers = new Map<string, number>();
  const perSecond = new Array<number>(Math.ceil((schedule.windowEnd - schedule.windowStart) / 1000)).fill(0);
  const latency: number[] = [];
  const lag: number[] = [];
  let sentInWindow = 0;
  let answeredInWindow = 0;
  let lateOverSecond = 0;
  let answeredTotal = 0;
  let sample: WaitingRoomLoadResult['polls']['sample'] = null;
  const inWindow = (at: number) => at >= schedule.windowStart && at < schedule.windowEnd;

  const { unsent } = await pace(links, {
    first,
    end,
    stopAt: schedule.windowEnd,
    due: pollDue,
    request: (q) => polls[devoteeOf(q)] as Buffer,
    answered(q, answer, sentAt, answeredAt) {
      answeredTotal += 1;
      const devotee = devoteeOf(q);
      const room = answer?.status === 200 ? readRoom(answer.body) : null;
      if (answer && room && !sample) sample = { head: answer.head, bodyBytes: answer.body.length };
      // NaN compares false: a devotee's first reading of each kind is taken.
      if (room?.state === 'admitted') {
        if (Number.isNaN(firstAdmittedAt[devotee])) bookings?.start(devotee, answeredAt);
        if (!((firstAdmittedAt[devotee] as number) <= answeredAt)) firstAdmittedAt[devotee] = answeredAt;
      } else if (room?.state === 'waiting' && !(sentAt <= (lastWaitingSentAt[devotee] as number))) {
        if (room.position > (lastWaitingPosition[devotee] as number)) {
          positionRises[devotee] = (positionRises[devotee] ?? 0) + 1;
        }
        lastWaitingSentAt[devotee] = sentAt;
        lastWaitingPosition[devotee] = room.position;
      }
      if (inWindow(sentAt)) {
        sentInWindow += 1;
        const late = sentAt - pollDue(q);
        lag.push(late);
        if (late > 1000) lateOverSecond += 1;
      }
      if (inWindow(answeredAt)) {
        answeredInWindow += 1;
        latency.push(answeredAt - sentAt);
        const key = answerKey(answer, room?.state ?? null);
        answers.set(key, (answers.get(key) ?? 0) + 1);
        const second = Math.floor((answeredAt - schedule.windowStart) / 1000);
        perSecond[second] = (perSecond[second] ?? 0) + 1;
      }
    },
  });

  return {
    joins,
    bookings: bookings ? await bookings.done() : null,
    polls: {
      firstDueAt: pollDue(first),
      dueInWindow: Math.max(0, end - Math.max(first, 0)),
      sentInWindow,
      answeredInWindow,
      unsent,
      latency: spread(latency),
      lag: spread(lag),
      lateOverSecond,
      answers: [...answers],
      perSecond,
      firstAdmittedAt,
      lastWaitingSentAt,
      positionRises,
      answeredTotal,
      sample,
    },
  };
}

if (process.send) {
  const fail = (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1));
  process.once('message', (job: WaitingRoomJob) => {
    const url = new URL(job.origin);
    const links = Array.from({ length: job.connections }, () => keptAliveConnection(url));
    const bookingLinks = Array.from({ length: job.bookingConnections }, () => keptAliveConnection(url));
    Promise.all([...links, ...bookingLinks].map((link) => link.connect())).then(() => {
      process.once('message', (schedule: WaitingRoomSchedule) => {
        run(job, links, bookingLinks, schedule).then((result) => {
          for (const link of links) link.close();
          process.send?.(result, () => process.exit(0));
        }, fail);
      });
      process.send?.({ ready: true });
    }, fail);
  });
}
