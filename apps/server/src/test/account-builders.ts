import { UserStatus, UserType, type UserTypeValue } from '@nivedya/domain';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLog, otps, sessions, temples, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { TestClient } from './test-app.ts';

/** Typed test data for accounts: users straight into the table (argon2 once per password), and logins. */

export interface UserSpec {
  userName: string;
  email: string | null;
  mobile: string | null;
  password: string | null;
  userType: UserTypeValue;
  templeId: number | null;
  status: number;
  createdAt: Date;
  deletedAt: Date | null;
}

export interface TestUser extends UserSpec {
  id: number;
}

let sequence = 0;

export function aUser(overrides: Partial<UserSpec> = {}): UserSpec {
  sequence += 1;
  return {
    userName: `Test User ${sequence}`,
    email: `user${sequence}@test.nivedya.app`,
    mobile: `9${String(100_000_000 + sequence * 7919).slice(-9)}`,
    password: 'Correct-Horse-1',
    userType: UserType.Devotee,
    templeId: null,
    status: UserStatus.Active,
    createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 1000),
    deletedAt: null,
    ...overrides,
  };
}

const hashes = new Map<string, Promise<string>>();

function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function insertUser(db: Database, overrides: Partial<UserSpec> = {}): Promise<TestUser> {
  const spec = aUser(overrides);
  const rows = await db
    .insert(users)
    .values({
      userName: spec.userName,
      email: spec.email,
      mobile: spec.mobile,
      passwordHash: spec.password ? await cachedHash(spec.password) : null,
      userType: spec.userType,
      templeId: spec.templeId,
      status: spec.status,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
      deletedAt: spec.deletedAt,
    })
    .returning({ id: users.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('user not inserted');
  return { ...spec, id };
}

export async function insertTemple(db: Database, name: string): Promise<number> {
  sequence += 1;
  const code = `${name.toLowerCase().replace(/\W+/g, '-')}-${sequence}`;
  const rows = await db.insert(temples).values({ code, name }).returning({ id: temples.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('temple not inserted');
  return id;
}

/** A browser-like client logged in with the user's email and password. */
export async function logInAs(app: FastifyInstance, user: TestUser, ip = '127.0.0.1'): Promise<TestClient> {
  const client = new TestClient(app, ip);
  const response = await client.post('/api/v1/auth/login', {
    identifier: user.email ?? user.mobile,
    password: user.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

/** The code of the newest OTP sent to the mobile, read from the SMS report as an administrator would. */
export async function latestOtp(admin: TestClient, mobile: string): Promise<string> {
  const response = await admin.get(`/api/v1/admin/sms-outbox?mobile=${mobile}&limit=1`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ items: { body: string; toMobile: string }[] }>();
  const code = body.items[0]?.body.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`no OTP was sent to ${mobile}`);
  return code;
}

/** Row counts of the account tables, to prove a refused request changed nothing. */
export async function accountRowCounts(db: Database) {
  const [userCount, sessionCount, otpCount, auditCount] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(sessions),
    db.select({ n: count() }).from(otps),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    users: userCount[0]?.n ?? 0,
    sessions: sessionCount[0]?.n ?? 0,
    otps: otpCount[0]?.n ?? 0,
    auditLog: auditCount[0]?.n ?? 0,
  };
}
