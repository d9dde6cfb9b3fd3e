import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem, sendProblem } from './error-handler.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false only for callers that cannot hold our cookie and prove themselves otherwise (signed webhooks). */
    csrf?: boolean;
    /** A GET that changes something (a spec call kept as GET): it must echo the token like a POST. */
    csrfOnGet?: boolean;
  }
}

/**
 * ARCHITECTURE rule 5, double-submit cookie: every response sets XSRF-TOKEN when the request has none,
 * and every non-GET request must echo it in X-XSRF-TOKEN (spec §7).
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { secure: boolean }) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    const { csrf, csrfOnGet } = request.routeOptions.config;
    if ((SAFE_METHODS.has(request.method) && !csrfOnGet) || csrf === false) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      return sendProblem(
        reply,
        problem('CSRF_TOKEN_INVALID', 'Send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header'),
      );
    }
  });
});
