import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { closeServer, readRequestBody } from './local-http-server.ts';

/** One Messages request as the server received it, already checked against Twilio's documented API. */
export interface TwilioRequest {
  fields: Record<string, string>;
  /** The SID the server answered with; undefined when it refused or failed the request. */
  sid: string | undefined;
}

/** How the server answers the next request: as Twilio does when all is well, or one of its failures. */
export type TwilioAnswer = { kind: 'success' } | { kind: 'status'; status: number } | { kind: 'drop' };

const TWILIO_API = 'https://api.twilio.com';

/**
 * A server on 127.0.0.1 that speaks Twilio's Programmable Messaging API as documented
 * (twilio.com/docs/messaging/api/message-resource#create-a-message-resource): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (account SID, auth token) and a
 * form-encoded body with To (E.164), From, Body and StatusCallback; 201 with the Message resource, or
 * Twilio's error JSON { code, message, more_info, status } (401 code 20003 for bad credentials, 400 code
 * 21211 for a 'To' that is not a valid number). What departs from the document is kept in `violations`.
 */
export async function startLocalTwilioServer(account: {
  accountSid: string;
  authToken: string;
  from: string;
}) {
  const received: TwilioRequest[] = [];
  const violations: string[] = [];
  const script: TwilioAnswer[] = [];
  /** Numbers Twilio would find invalid (as it does the unassigned 0-prefixed test numbers). */
  const invalidNumbers = new Set<string>();
  const messagesPath = `/2010-04-01/Accounts/${account.accountSid}/Messages.json`;

  const server = createServer(async (request, response) => {
    const raw = await readRequestBody(request);
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const twilioError = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

    const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expectedAuth) {
      return twilioError(401, 20003, 'Authenticate');
    }
    const problems: string[] = [];
    if (request.method !== 'POST') problems.push(`method ${request.method}, not POST`);
    if (request.url !== messagesPath) problems.push(`path ${request.url}, not ${messagesPath}`);
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      problems.push(`content-type ${request.headers['content-type']}, not application/x-www-form-urlencoded`);
    }
    const fields = Object.fromEntries(new URLSearchParams(raw));
    if (!/^\+[1-9]\d{7,14}$/.test(fields.To ?? '')) problems.push(`To ${fields.To} is not E.164`);
    if (fields.From !== account.from) problems.push(`From ${fields.From}, not ${account.from}`);
    if (!fields.Body) problems.push('no Body');
    if (!fields.StatusCallback || !URL.canParse(fields.StatusCallback))
      problems.push('no StatusCallback URL');
    const unknown = Object.keys(fields).filter(
      (name) => !['To', 'From', 'Body', 'StatusCallback'].includes(name),
    );
    if (unknown.length > 0) problems.push(`unexpected fields ${unknown.join(', ')}`);
    if (problems.length > 0) {
      violations.push(...problems);
      return twilioError(400, 21602, problems.join('; '));
    }

    const entry: TwilioRequest = { fields, sid: undefined };
    received.push(entry);
    if (invalidNumbers.has(fields.To ?? '')) {
      return twilioError(400, 21211, `The 'To' number ${fields.To} is not a valid phone number.`);
    }
    const next = script.shift() ?? { kind: 'success' };
    switch (next.kind) {
      case 'drop':
        request.socket.destroy();
        return;
      case 'status':
        return answer(next.status, {
          code: 20500,
          message: 'Internal Server Error',
          more_info: 'https://www.twilio.com/docs/errors/20500',
          status: next.status,
        });
      default: {
        entry.sid = `SM${randomBytes(16).toString('hex')}`;
        const now = new Date().toUTCString();
        return answer(201, {
          account_sid: account.accountSid,
          api_version: '2010-04-01',
          body: fields.Body,
          date_created: now,
          date_sent: null,
          date_updated: now,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from: fields.From,
          messaging_service_sid: null,
          num_media: '0',
          num_segments: '1',
          price: null,
          price_unit: 'USD',
          sid: entry.sid,
          status: 'queued',
          subresource_uris: { media: `${messagesPath.replace('.json', '')}/${entry.sid}/Media.json` },
          to: fields.To,
          uri: `${messagesPath.replace('.json', '')}/${entry.sid}.json`,
        });
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  /**
   * The SDK's documented extension point (advanced-examples/custom-http-client.md): its own
   * RequestClient, with each request sent to this server instead of api.twilio.com.
   */
  class LocalRequestClient extends twilio.RequestClient {
    override request<TData>(options: RequestClient.RequestOptions<TData>) {
      if (!options.uri.startsWith(TWILIO_API)) throw new Error(`not a Twilio API address: ${options.uri}`);
      return super.request<TData>({ ...options, uri: `${origin}${options.uri.slice(TWILIO_API.length)}` });
    }
  }

  return {
    received,
    violations,
    script,
    invalidNumbers,
    httpClient: (): RequestClient => new LocalRequestClient({ timeout: 5_000, keepAlive: false }),
    reset() {
      received.length = 0;
      violations.length = 0;
      script.length = 0;
      invalidNumbers.clear();
    },
    close: () => closeServer(server),
  };
}
