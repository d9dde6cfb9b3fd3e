import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayReconItem, RazorpaySettlement } from './razorpay-settlements.ts';

/**
 * A local server that answers Razorpay's Settlements API as its documentation describes it
 * (https://razorpay.com/docs/api/settlements/), for the adapter's tests: Basic auth with the key id and
 * secret; GET /v1/settlements?from&to&count&skip (count 1–100, default 10) and GET /v1/settlements/:id;
 * GET /v1/settlements/recon/combined?year&month[&day]&count&skip (count up to 1,000), the day's recon
 * rows being those settled on it in India; collections as { entity: 'collection', count, items };
 * errors as { error: { code, description } }.
 */
export interface FakeRazorpaySettlements {
  apiBase: string;
  payouts: RazorpaySettlement[];
  recon: RazorpayReconItem[];
  /** Every request's method and address, in order. */
  requests: { method: string; url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const INDIA_OFFSET_SECONDS = 5.5 * 3_600;
const indiaDay = (unixSeconds: number) =>
  new Date((unixSeconds + INDIA_OFFSET_SECONDS) * 1_000).toISOString().slice(0, 10);

export async function startFakeRazorpaySettlements(credentials: {
  keyId: string;
  keySecret: string;
}): Promise<FakeRazorpaySettlements> {
  const expected = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const fake: Omit<FakeRazorpaySettlements, 'apiBase' | 'close'> = { payouts: [], recon: [], requests: [] };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    fake.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
    });
    response.setHeader('content-type', 'application/json');
    const fail = (status: number, description: string) => {
      response.statusCode = status;
      response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description } }));
    };
    if (request.headers.authorization !== expected) return fail(401, 'The api key provided is invalid');
    if (request.method !== 'GET') return fail(400, 'The requested URL was not found on the server.');
    const number = (name: string, fallback: number) => {
      const value = url.searchParams.get(name);
      return value === null ? fallback : Number(value);
    };
    const page = <T>(items: T[], max: number) => {
      const count = number('count', 10);
      const skip = number('skip', 0);
      if (!Number.isInteger(count) || count < 1 || count > max)
        return fail(400, `The count must be between 1 and ${max}.`);
      const slice = items.slice(skip, skip + count);
      response.end(JSON.stringify({ entity: 'collection', count: slice.length, items: slice }));
    };

    if (url.pathname === '/v1/settlements/recon/combined') {
      const year = url.searchParams.get('year');
      const month = url.searchParams.get('month');
      if (!year || !month) return fail(400, 'The year field is required. The month field is required.');
      const day = url.searchParams.get('day');
      const prefix = `${year}-${month.padStart(2, '0')}${day ? `-${day.padStart(2, '0')}` : ''}`;
      return page(
        fake.recon.filter((item) => item.settled_at !== null && indiaDay(item.settled_at).startsWith(prefix)),
        1_000,
      );
    }
    if (url.pathname === '/v1/settlements') {
      const from = number('from', 0);
      const to = number('to', Number.MAX_SAFE_INTEGER);
      return page(
        fake.payouts.filter((payout) => payout.created_at >= from && payout.created_at <= to),
        100,
      );
    }
    const one = /^\/v1\/settlements\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const payout = fake.payouts.find((candidate) => candidate.id === one[1]);
      if (!payout) return fail(400, 'The id provided does not exist');
      response.end(JSON.stringify({ entity: 'settlement', ...payout }));
      return;
    }
    fail(400, 'The requested URL was not found on the server.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
