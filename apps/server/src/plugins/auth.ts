import {
  ADMIN_TYPES,
  DomainError,
  ERROR_MESSAGES,
  isAdmin,
  type PlatformRight,
  TEMPLE_USER_TYPES,
  type TempleRight,
  UserType,
  type UserTypeValue,
} from '@nivedya/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { ClientInfo } from '../lib/client-info.ts';
import {
  findSessionUser,
  type NewSession,
  SESSION_COOKIE,
  type SessionMemo,
  type SessionUser,
} from '../modules/auth/index.ts';
import { assertPlatformAccess } from '../modules/sub-admins/index.ts';
import { assertTempleRight } from '../modules/temple-staff/index.ts';

/**
 * ARCHITECTURE rule 4: every /api/v1 route declares who may call it.
 * - 'public': anyone, logged in or not;
 * - 'user': any logged-in user;
 * - a list of user types.
 * templeScoped routes carry :templeId and admit temple users of that temple only (admins of the platform
 * may see every temple). A route's `right` is a temple right (spec §6 UserRights) its staff users need.
 * All of it is checked when the request arrives, before its body is read or validated, so a caller
 * without access learns nothing from the answer and an upload from a stranger is never parsed.
 */
export type Access = 'public' | 'user' | readonly UserTypeValue[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    templeScoped?: boolean;
    /**
     * The platform right a sub-administrator (type 5) needs on this route ('any': every one may), and
     * the temple the request names must be theirs. Every route open to sub-administrators declares it.
     */
    platformRight?: PlatformRight | 'any';
    right?: TempleRight;
    /**
     * The route's one write checks the session again itself (checkout-repository.ts), so a session seen
     * lately (SessionMemo) is taken without a lookup; the route must answer 401 when its write finds
     * the session gone.
     */
    sessionCheckedByWrite?: boolean;
    /**
     * The route only reads what is the user's own and harmless to show a little after a logout (a
     * waiting room's place, asked for every few seconds by every devotee waiting): a session seen
     * lately (SessionMemo) is taken without a lookup.
     */
    sessionSeenLately?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/** The temple a request names, in its path or its query (an administrator's report of one temple). */
function templeIdOf(request: FastifyRequest): number | null {
  const named =
    (request.params as { templeId?: string } | undefined)?.templeId ??
    (request.query as { templeId?: string } | undefined)?.templeId;
  if (named === undefined) return null;
  const templeId = Number(named);
  return Number.isInteger(templeId) && templeId > 0 ? templeId : -1;
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new DomainError('UNAUTHENTICATED');
  return request.user;
}

export const ADMIN_ONLY: readonly UserTypeValue[] = ADMIN_TYPES;

/**
 * The config of a staff route of one temple (/api/v1/temples/:templeId/…): its temple administrator
 * and staff (`adminOnly`: its administrator alone), staff needing `right` when one is given;
 * `platformAdmins`: the platform's administrators too, sub-administrators holding that platform right
 * for a temple they look after.
 */
export function templeStaffRoute(
  options: { right?: TempleRight; adminOnly?: boolean; platformAdmins?: PlatformRight } = {},
) {
  const templeUsers = options.adminOnly ? [UserType.TempleAdmin] : TEMPLE_USER_TYPES;
  return {
    access: options.platformAdmins ? [...templeUsers, ...ADMIN_TYPES] : templeUsers,
    ...(options.platformAdmins ? { platformRight: options.platformAdmins } : {}),
    templeScoped: true,
    ...(options.right ? { right: options.right } : {}),
  } as const;
}

/** Who is acting, for use cases that check rights themselves and write audit rows. */
export interface Actor {
  id: number;
  userType: number;
  ip: string;
}

export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, userType: user.userType, ip: request.ip };
}

export interface AuthPluginOptions {
  db: Database;
  cookieSecure: boolean;
  now: () => Date;
  sessionMemo: SessionMemo;
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

/**
 * For a route whose write checks the session itself (`sessionCheckedByWrite`): when that write found
 * the session ended, the route forgets it and clears the cookie before the 401 goes out.
 */
export async function forgettingEndedSession<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { sessions: SessionMemo; cookieSecure: boolean },
  write: (sessionToken: string) => Promise<T>,
): Promise<T> {
  const sessionToken = request.sessionToken ?? '';
  try {
    return await write(sessionToken);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'SESSION_EXPIRED') {
      options.sessions.delete(sessionToken);
      clearSessionCookie(reply, options.cookieSecure);
    }
    throw error;
  }
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
    const access = route.config?.access;
    if (
      Array.isArray(access) &&
      access.includes(UserType.SubAdmin) &&
      route.config?.platformRight === undefined
    ) {
      throw new Error(
        `Route ${route.method} ${route.url} is open to sub-administrators but declares no platformRight`,
      );
    }
    if (route.config?.templeScoped && !route.url.includes(':templeId')) {
      throw new Error(`Temple-scoped route ${route.url} has no :templeId parameter`);
    }
    if (route.config?.right && !route.config.templeScoped) {
      throw new Error(`Route ${route.url} needs a temple right but is not temple-scoped`);
    }
  });

  app.addHook('onRequest', async (request, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const user = await sessionUser(request, token);
      if (user) {
        request.user = user;
        request.sessionToken = token;
      } else {
        clearSessionCookie(reply, options.cookieSecure);
      }
    }
    await authorize(request);
  });

  async function sessionUser(request: FastifyRequest, token: string): Promise<SessionUser | null> {
    const { sessionCheckedByWrite, sessionSeenLately } = request.routeOptions.config;
    if (!sessionCheckedByWrite && !sessionSeenLately) {
      return findSessionUser(options.db, token, options.now());
    }
    const remembered = options.sessionMemo.get(token);
    if (remembered) return remembered;
    const user = await findSessionUser(options.db, token, options.now());
    if (user) options.sessionMemo.set(token, user);
    return user;
  }

  async function authorize(request: FastifyRequest): Promise<void> {
    const { access, templeScoped, right, platformRight } = request.routeOptions.config;
    if (access === undefined || access === 'public') return;
    const user = request.user;
    if (!user) {
      throw new DomainError(
        request.cookies[SESSION_COOKIE] ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED',
        request.cookies[SESSION_COOKIE] ? ERROR_MESSAGES.SESSION_EXPIRED : 'Please log in',
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
    if (user.userType === UserType.SubAdmin) {
      await assertPlatformAccess(options.db, user, platformRight ?? 'any', templeIdOf(request));
    }
    if (right) await assertTempleRight(options.db, user, right);
  }
});
