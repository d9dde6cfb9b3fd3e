/**
 * What other modules, the plugins and the jobs may use of auth (the rule: docs/decisions.md, "Module
 * boundaries"): sessions, one-time passwords and the sweep of expired credentials.
 */
export { checkOtp, consumeOtp } from './check-otp.ts';
export { issueOtp } from './issue-otp.ts';
export { purgeExpiredCredentials } from './purge-expired-credentials.ts';
export { createSessionMemo, type SessionMemo } from './session-memo.ts';
export {
  deleteOtherSessions,
  deleteUserSessions,
  findSessionUser,
  hashSessionToken,
  type NewSession,
  SESSION_COOKIE,
  type SessionUser,
} from './session-store.ts';
