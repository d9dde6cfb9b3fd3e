import { createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FcmServiceAccount } from '../adapters/push/fcm-push-sender.ts';
import { agentToLocalServer, closeServer, readRequestBody } from './local-http-server.ts';

/** One messages:send request as the server received it. */
export interface FcmSend {
  message: {
    token: string;
    notification?: { title?: string; body?: string };
    data?: Record<string, string>;
    android?: { collapse_key?: string; notification?: { tag?: string } };
    apns?: { headers?: Record<string, string> };
  };
}

export type FcmAnswer =
  | { kind: 'success' }
  | { kind: 'error'; status: number; code: string; fcmError?: string };

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const MESSAGING_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * A server on 127.0.0.1 that speaks Google's OAuth 2.0 token endpoint for service accounts and Firebase
 * Cloud Messaging's HTTP v1 API as documented (firebase.google.com/docs/reference/fcm/rest/v1/
 * projects.messages/send, developers.google.com/identity/protocols/oauth2/service-account):
 * POST /token with grant_type jwt-bearer and an RS256 assertion signed by the service account's key
 * (iss its e-mail, aud the token URL, a scope that covers FCM, at most an hour long) answers an access
 * token; POST /v1/projects/{projectId}/messages:send with that token as Bearer and { message } answers
 * { name }, or FCM's error JSON (404 NOT_FOUND with errorCode UNREGISTERED for a token no device holds).
 * What departs from the documents is kept in `violations`.
 */
export async function startLocalFcmServer() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account: FcmServiceAccount = {
    project_id: 'nivedya-test',
    client_email: 'push@nivedya-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  const verifier = createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }));
  const sent: FcmSend[] = [];
  const violations: string[] = [];
  const script: FcmAnswer[] = [];
  /** Tokens of apps uninstalled since: FCM answers UNREGISTERED. */
  const unregistered = new Set<string>();
  const issued = new Set<string>();

  function checkAssertion(jwt: string): void {
    const [header = '', claims = '', signature = ''] = jwt.split('.');
    const isSigned = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      verifier,
      Buffer.from(signature, 'base64url'),
    );
    if (!isSigned) violations.push('the assertion is not signed with the service account key (RS256)');
    const { iss, aud, scope, iat, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString());
    if (iss !== account.client_email) violations.push(`the assertion iss is ${iss}`);
    if (aud !== TOKEN_URL) violations.push(`the assertion aud is ${aud}`);
    const scopes = String(scope).split(' ');
    if (
      !scopes.includes(MESSAGING_SCOPE) &&
      !scopes.includes('https://www.googleapis.com/auth/cloud-platform')
    ) {
      violations.push(`the assertion scope ${scope} does not cover FCM`);
    }
    if (!(exp - iat > 0 && exp - iat <= 3600)) violations.push(`the assertion lasts ${exp - iat} s`);
  }

  const server = createServer(async (request, response) => {
    const raw = await readRequestBody(request);
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(raw);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
        violations.push(`grant_type is ${form.get('grant_type')}`);
      }
      checkAssertion(form.get('assertion') ?? '');
      const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
      issued.add(accessToken);
      answer(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
      return;
    }
    if (request.method !== 'POST' || request.url !== `/v1/projects/${account.project_id}/messages:send`) {
      answer(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) {
      answer(401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
      return;
    }
    const body = JSON.parse(raw) as FcmSend;
    if (typeof body.message?.token !== 'string') violations.push('message.token is missing');
    for (const [key, value] of Object.entries(body.message?.data ?? {})) {
      if (typeof value !== 'string') violations.push(`data.${key} is not a string`);
    }
    const scripted = script.shift();
    const error =
      scripted?.kind === 'error'
        ? scripted
        : unregistered.has(body.message.token)
          ? { status: 404, code: 'NOT_FOUND', fcmError: 'UNREGISTERED' }
          : null;
    if (error) {
      answer(error.status, {
        error: {
          code: error.status,
          message: 'Requested entity was not found.',
          status: error.code,
          details: error.fcmError
            ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: error.fcmError }]
            : [],
        },
      });
      return;
    }
    sent.push(body);
    answer(200, { name: `projects/${account.project_id}/messages/0:${randomBytes(8).toString('hex')}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    account,
    sent,
    violations,
    script,
    unregistered,
    agent: agentToLocalServer(port),
    close: () => closeServer(server),
  };
}
