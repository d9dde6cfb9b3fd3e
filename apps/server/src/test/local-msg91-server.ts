import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, readRequestBody } from './local-http-server.ts';

/** One send request as the server received it, already checked against MSG91's documented API. */
export interface Msg91Request {
  authkey: string | undefined;
  body: {
    sender: string;
    route: string;
    country: string;
    unicode: number;
    DLT_TE_ID: string;
    sms: { message: string; to: string[] }[];
  };
  /** The request id the server answered with; undefined when it refused or failed the request. */
  requestId: string | undefined;
}

/** How the server answers the next request: as MSG91 does when all is well, or one of its failures. */
export type Msg91Answer =
  | { kind: 'success' }
  | { kind: 'error'; message: string; code: string }
  | { kind: 'status'; status: number }
  | { kind: 'drop' };

export const MSG91_PATH = '/api/v2/sendsms';

/**
 * A delivery report, with the status codes of MSG91's webhook page: 1 Delivered, 2 Failed, 9 NDNC,
 * 16 and 25 Rejected, 17 Blocked number.
 */
export interface Msg91DeliveryReport {
  status: string;
  desc: string;
  failedReason?: string;
}

/** MSG91's account id in its reports' userId. */
const MSG91_USER_ID = '271234';

/**
 * A server on 127.0.0.1 that speaks MSG91's v2 send API (http://api.msg91.com/apidoc/textsms/send-sms-v1.php):
 * POST /api/v2/sendsms with the `authkey` header and a JSON body { sender, route, country, unicode,
 * DLT_TE_ID, sms: [{ message, to: [mobile] }] }, answering { type: 'success', message: <request id> }
 * or { type: 'error', message, code }. Every request is checked against that document; what does not
 * match is kept in `violations` (and refused as MSG91 would), so a test proves there are none.
 *
 * `postDeliveryReport` then plays MSG91's delivery report webhook for a request it accepted, posting to
 * the URL an operator would enter in the MSG91 panel, as MSG91's help page documents each version
 * (https://msg91.com/help/webhooks/how-can-i-get-the-delivery-reports-on-my-webhook-url): version 2 a
 * form whose one field, data, is a JSON list of requests with their reports; version 3 one report as JSON.
 */
export async function startLocalMsg91Server(account: { authKey: string }) {
  const received: Msg91Request[] = [];
  const violations: string[] = [];
  /** Answers for the next requests, in order; then success. */
  const script: Msg91Answer[] = [];
  /** Milliseconds to wait before answering (two dispatchers racing need time to overlap). */
  let delayMs = 0;

  const server = createServer(async (request, response) => {
    const raw = await readRequestBody(request);
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const problems = checkRequest(request, raw);
    if (problems.length > 0) {
      violations.push(...problems);
      return answer(400, { type: 'error', message: problems.join('; '), code: '400' });
    }
    const body = JSON.parse(raw) as Msg91Request['body'];
    if (request.headers.authkey !== account.authKey) {
      received.push({ authkey: request.headers.authkey as string, body, requestId: undefined });
      return answer(401, { type: 'error', message: 'Authentication failure', code: '301' });
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const next = script.shift() ?? { kind: 'success' };
    const entry: Msg91Request = { authkey: account.authKey, body, requestId: undefined };
    received.push(entry);
    switch (next.kind) {
      case 'drop':
        request.socket.destroy();
        return;
      case 'status':
        response.writeHead(next.status, { 'content-type': 'text/html' });
        response.end(`<html><body>${next.status}</body></html>`);
        return;
      case 'error':
        return answer(200, { type: 'error', message: next.message, code: next.code });
      default:
        entry.requestId = randomBytes(12).toString('hex');
        return answer(200, { type: 'success', message: entry.requestId });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${MSG91_PATH}`,
    received,
    violations,
    script,
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    /** Posts MSG91's delivery report on `requestId` to `webhookUrl`; answers our server's reply. */
    async postDeliveryReport(
      webhookUrl: string,
      requestId: string,
      report: Msg91DeliveryReport,
      version: 'v2' | 'v3' = 'v2',
    ): Promise<{ status: number; body: string }> {
      const request = received.find((entry) => entry.requestId === requestId);
      const sender = request?.body.sender ?? 'NIVDYA';
      const number = `91${request?.body.sms[0]?.to[0] ?? '9000000000'}`;
      // MSG91 writes its times in India's time, without a zone.
      const date = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      const posted =
        version === 'v2'
          ? {
              type: 'application/x-www-form-urlencoded',
              body: new URLSearchParams({
                data: JSON.stringify([
                  {
                    senderId: sender,
                    requestId,
                    report: [
                      {
                        date,
                        amount: '0.01',
                        clientid: '',
                        INMSID: '0',
                        CRQID: '0',
                        ctCode: '900',
                        number,
                        credit: '1',
                        status: report.status,
                        desc: report.desc,
                        failedReason: report.failedReason ?? '',
                      },
                    ],
                    userId: MSG91_USER_ID,
                    campaignName: 'API',
                  },
                ]),
              }).toString(),
            }
          : {
              type: 'application/json',
              body: JSON.stringify({
                date,
                number,
                senderId: sender,
                amount: '0.01',
                requestId,
                INMSID: '0',
                CRQID: '0',
                credit: '1',
                userId: MSG91_USER_ID,
                campaignName: 'API',
                status: report.status,
                desc: report.desc,
              }),
            };
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': posted.type },
        body: posted.body,
      });
      return { status: response.status, body: await response.text() };
    },
    reset() {
      received.length = 0;
      violations.length = 0;
      script.length = 0;
      delayMs = 0;
    },
    close: () => closeServer(server),
  };
}

/** Where a request departs from MSG91's documented send API. */
function checkRequest(request: IncomingMessage, raw: string): string[] {
  const problems: string[] = [];
  if (request.method !== 'POST') problems.push(`method ${request.method}, not POST`);
  if (request.url !== MSG91_PATH) problems.push(`path ${request.url}, not ${MSG91_PATH}`);
  if (!request.headers['content-type']?.startsWith('application/json')) {
    problems.push(`content-type ${request.headers['content-type']}, not application/json`);
  }
  // A wrong key is MSG91's refusal (401), not a malformed request; no key at all is.
  if (typeof request.headers.authkey !== 'string' || request.headers.authkey.length === 0) {
    problems.push('no authkey header');
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  if (typeof body.sender !== 'string' || body.sender.length === 0) problems.push('no sender');
  if (body.route !== '4') problems.push(`route ${String(body.route)}, not "4" (transactional)`);
  if (body.country !== '91') problems.push(`country ${String(body.country)}, not "91"`);
  if (body.unicode !== 0 && body.unicode !== 1) problems.push(`unicode ${String(body.unicode)}, not 0 or 1`);
  if (typeof body.DLT_TE_ID !== 'string' || !/^\d+$/.test(body.DLT_TE_ID)) problems.push('no DLT_TE_ID');
  const sms = body.sms;
  if (!Array.isArray(sms) || sms.length !== 1) {
    problems.push('sms is not a list of one message');
  } else {
    const [message] = sms as { message?: unknown; to?: unknown }[];
    if (typeof message?.message !== 'string' || message.message.length === 0) problems.push('no message');
    if (
      !Array.isArray(message?.to) ||
      message.to.length !== 1 ||
      !message.to.every((to) => typeof to === 'string' && /^[6-9]\d{9}$/.test(to))
    ) {
      problems.push(`to ${JSON.stringify(message?.to)} is not one 10-digit mobile`);
    }
  }
  return problems;
}
