import { ADMIN_TYPES, DomainError, isAdmin, type UserTypeValue } from '@nivedya/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { ClientInfo } from '../lib/client-info.ts';
import {
  findSessionUser,
  type NewSession,
  SESSION_COOKIE,
  type SessionUser,
} from '../modules/auth/session-store.ts';

/**
 * ARCHITECTURE rule 4: every /api/v1 route declares who may call it.
 * - 'public': anyone, logged in or not;
 * - 'user': any logged-in user;
 * - a list of user types.
 * templeScoped routes carry :templeId and admit temple users of that temple only (admins of the platform
 * may see every temple).
 */
export type Access = 'public' | 'user' | readonly UserTypeValue[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    templeScoped?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new DomainError('UNAUTHENTICATED');
  return request.user;
}

export const ADMIN_ONLY: readonly UserTypeValue[] = ADMIN_TYPES;

export interface AuthPluginOptions {
  db: Database;
  cookieSecure: boolean;
  now: () => Date;
}

export function sessionCookieOptions(secure: boolean, expires?: Date) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, ...(expires ? { expires } : {}) };
}

export function setSessionCookie(reply: FastifyReply, session: NewSession, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(secure, session.expiresAt));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
}

/** The caller's connection as use cases see it. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    sessionToken: request.sessionToken,
  };
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1/') && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
    if (route.config?.templeScoped && !route.url.includes(':templeId')) {
      throw new Error(`Temple-scoped route ${route.url} has no :templeId parameter`);
    }
  });

  app.addHook('onRequest', async (request, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const user = await findSessionUser(options.db, token, options.now());
    if (user) {
      request.user = user;
      request.sessionToken = token;
    } else {
      clearSessionCookie(reply, options.cookieSecure);
    }
  });

  app.addHook('preHandler', async (request) => {
    const { access, templeScoped } = request.routeOptions.config;
    if (access === undefined || access === 'public') return;
    const user = request.user;
    if (!user) {
      throw new DomainError(
        request.cookies[SESSION_COOKIE] ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED',
        request.cookies[SESSION_COOKIE] ? 'Your session has ended; please log in again' : 'Please log in',
      );
    }
    if (access !== 'user' && !access.includes(user.userType as UserTypeValue)) {
      throw new DomainError('FORBIDDEN');
    }
    if (templeScoped && !isAdmin(user.userType)) {
      const templeId = Number((request.params as { templeId?: string }).templeId);
      if (!Number.isInteger(templeId) || user.templeId !== templeId) {
        throw new DomainError('FORBIDDEN', 'This belongs to another temple');
      }
    }
  });
});
