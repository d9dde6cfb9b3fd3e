import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { agentToLocalServer, closeServer, readRequestBytes } from './local-http-server.ts';

/** What a browser's service worker would receive: the push's decrypted payload. */
export interface ReceivedPush {
  subscriptionId: string;
  payload: Record<string, unknown>;
  ttl: number;
  topic: string | undefined;
}

export type PushServiceAnswer = { kind: 'created' } | { kind: 'status'; status: number };

const PUSH_ORIGIN = 'https://push.example.test';

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/**
 * A push service on 127.0.0.1 as RFC 8030 (Generic Event Delivery Using HTTP Push), RFC 8291 (Message
 * Encryption) and RFC 8292 (VAPID) define it, standing in for the one a browser subscribes to:
 * subscriptions are made here with their own P-256 key and auth secret, as a browser makes them; a push is
 * a POST to the subscription's endpoint with TTL, Content-Encoding aes128gcm and Authorization
 * `vapid t=<JWT>, k=<public key>`, whose ES256 JWT names the endpoint's origin (aud), a contact (sub) and
 * an expiry at most 24 h ahead; the body is decrypted with the subscription's private key as the browser
 * would. It answers 201 Created, or as scripted (410 Gone for an expired subscription, 429, 5xx). What
 * departs from the RFCs is kept in `violations`.
 */
export async function startLocalWebPushService(vapidPublicKey: string) {
  const received: ReceivedPush[] = [];
  const violations: string[] = [];
  const script: PushServiceAnswer[] = [];
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const vapidKey = Buffer.from(vapidPublicKey, 'base64url');
  const verifierKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(vapidKey.subarray(1, 33)),
      y: base64url(vapidKey.subarray(33, 65)),
    },
    format: 'jwk',
  });

  function checkVapid(authorization: string | undefined): void {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
    if (!match) {
      violations.push(`Authorization is not "vapid t=…, k=…": ${authorization}`);
      return;
    }
    const [, jwt = '', key] = match;
    if (key !== vapidPublicKey) violations.push('k is not the VAPID public key');
    const [header = '', claims = '', signature = ''] = jwt.split('.');
    const isSigned = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: verifierKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!isSigned) violations.push('the VAPID JWT is not signed by the VAPID key (ES256)');
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString());
    if (alg !== 'ES256') violations.push(`the JWT alg is ${alg}, not ES256`);
    const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString());
    if (aud !== PUSH_ORIGIN) violations.push(`the JWT aud is ${aud}, not the endpoint's origin`);
    const secondsLeft = exp - Date.now() / 1000;
    if (!(secondsLeft > 0 && secondsLeft <= 86_400)) violations.push(`the JWT expires in ${secondsLeft} s`);
    if (!/^(mailto:|https:)/.test(String(sub))) violations.push(`the JWT sub is ${sub}`);
  }

  const server = createServer(async (request, response) => {
    const body = await readRequestBytes(request);
    const subscriptionId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const subscription = subscriptions.get(subscriptionId);
    if (request.method !== 'POST' || !subscription) {
      response.writeHead(404).end();
      return;
    }
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) violations.push(`TTL is ${request.headers.ttl}`);
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      violations.push(`Content-Encoding is ${request.headers['content-encoding']}`);
    }
    const topic = request.headers.topic as string | undefined;
    if (topic !== undefined && !/^[\w-]{1,32}$/.test(topic))
      violations.push(`Topic ${topic} is not 32 base64url`);
    checkVapid(request.headers.authorization);
    const answer = script.shift() ?? { kind: 'created' };
    if (answer.kind === 'status') {
      response.writeHead(answer.status).end();
      return;
    }
    try {
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: base64url(subscription.auth),
      });
      received.push({ subscriptionId, payload: JSON.parse(plain.toString('utf8')), ttl, topic });
    } catch (error) {
      violations.push(`the body does not decrypt with the subscription's keys: ${error}`);
    }
    response.writeHead(201, { location: `${PUSH_ORIGIN}/message/${randomBytes(6).toString('hex')}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    received,
    violations,
    /** How the next pushes are answered, in order. */
    script,
    /** Every https request to the push service's address reaches this server. */
    agent: agentToLocalServer(port),
    /** A new subscription, as PushSubscription.toJSON() gives it to the page. */
    subscribe(): { id: string; json: string } {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth });
      const json = JSON.stringify({
        endpoint: `${PUSH_ORIGIN}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
      });
      return { id, json };
    },
    close: () => closeServer(server),
  };
}
