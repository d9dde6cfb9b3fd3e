import {
  addDays,
  localDateTime,
  UserType,
  type VqBookingInput,
  type VqBookingResult,
  type VqSettingsInput,
} from '@nivedya/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  notifications,
  smsOutbox,
  temples,
  users,
  vqAnswers,
  vqBookingDevotees,
  vqBookings,
  vqSlotDays,
} from '../../db/schema/index.ts';
import { insertUser, logInAs, type TestUser } from '../../test/account-builders.ts';
import { grantRights } from '../../test/temple-admin-builders.ts';
import type { TestClient } from '../../test/test-app.ts';
import { createSession, SESSION_COOKIE } from '../auth/session-store.ts';

/** Typed test data for the virtual queue: a temple with slots, its staff, devotees and bookings. */

const TZ = 'Asia/Kolkata';

/** Kerala's tomorrow by the real clock (the test client drops cookies that expired by it). */
export const VQ_TODAY = addDays(localDateTime(new Date(), TZ).date, 1);
/** The date the tests book, two days after VQ_TODAY. */
export const VQ_DAY = addDays(VQ_TODAY, 2);

/** A Kerala wall-clock time as an instant (IST is UTC+05:30 all year). */
export function ist(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

/** 07:00 on VQ_TODAY: the clock every test starts from. */
export const VQ_NOW = ist(VQ_TODAY, '07:00');

let sequence = 0;

export async function insertVqTemple(
  db: Database,
  overrides: { isVirtualQueue?: boolean; shortCode?: string | null; name?: string } = {},
): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(temples)
    .values({
      code: `vq-temple-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      name: overrides.name ?? `Queue Temple ${sequence}`,
      shortCode:
        overrides.shortCode === undefined
          ? `Q${sequence}${Math.random().toString(36).slice(2, 5)}`
          : overrides.shortCode,
      isVirtualQueue: overrides.isVirtualQueue ?? true,
    })
    .returning({ id: temples.id });
  if (!row) throw new Error('temple not inserted');
  return row.id;
}

export interface TempleTeam {
  templeId: number;
  admin: TestClient;
  staff: TestClient;
  staffUser: TestUser;
}

/** A temple administrator and a staff member of the temple (rights gate and reports.read), logged in. */
export async function aTempleTeam(app: FastifyInstance, db: Database, templeId: number): Promise<TempleTeam> {
  const adminUser = await insertUser(db, {
    userType: UserType.TempleAdmin,
    templeId,
    userName: 'Temple Admin',
  });
  const staffUser = await insertUser(db, {
    userType: UserType.TempleStaff,
    templeId,
    userName: 'Gate Staff',
  });
  await grantRights(db, staffUser.id, ['gate', 'reports.read']);
  return {
    templeId,
    admin: await logInAs(app, adminUser),
    staff: await logInAs(app, staffUser),
    staffUser,
  };
}

export const SETTINGS: VqSettingsInput = {
  daysAhead: 30,
  openingTime: '06:00',
  graceMinutes: 15,
  maxPartySize: 5,
  isIdProofRequired: true,
  idProofTypes: ['Aadhaar', 'PAN Card'],
  instructions: 'Carry the ID proof given here.',
};

/**
 * Settings, and three slots on every weekday: 06:00–07:00 for 10 (parties up to 4), 09:00–10:00 for
 * 500, 18:00–19:00 for 100. One required choice question and one optional text question.
 */
export async function setUpQueue(team: TempleTeam, settings: Partial<VqSettingsInput> = {}) {
  const base = `/api/v1/temples/${team.templeId}/virtual-queue`;
  const saved = await team.admin.put(`${base}/settings`, { ...SETTINGS, ...settings });
  expect(saved.statusCode, saved.body).toBe(200);
  const weekdays = [0, 1, 2, 3, 4, 5, 6];
  for (const slot of [
    { startTime: '06:00', endTime: '07:00', capacity: 10, maxPartySize: 4, label: 'Usha pooja darshan' },
    { startTime: '09:00', endTime: '10:00', capacity: 500 },
    { startTime: '18:00', endTime: '19:00', capacity: 100 },
  ]) {
    const created = await team.admin.post(`${base}/slot-templates`, { weekdays, ...slot });
    expect(created.statusCode, created.body).toBe(201);
  }
  const place = await team.admin.post(`${base}/questions`, {
    label: 'Coming from',
    kind: 'choice',
    options: ['Kerala', 'Elsewhere in India', 'Abroad'],
    isRequired: true,
    sortOrder: 1,
  });
  expect(place.statusCode, place.body).toBe(201);
  const note = await team.admin.post(`${base}/questions`, {
    label: 'Anything we should know',
    kind: 'text',
    sortOrder: 2,
  });
  expect(note.statusCode, note.body).toBe(201);
  return { questionId: place.json<{ id: number }>().id, noteQuestionId: note.json<{ id: number }>().id };
}

let idSequence = 0;

/** A distinct ID proof number per call. */
export function anIdProof(): string {
  idSequence += 1;
  return `${String(400_000_000_000 + idSequence * 7_919 + Math.floor(Math.random() * 7_000)).slice(-12)}`;
}

export function aBooking(templeId: number, questionId: number, overrides: Partial<VqBookingInput> = {}) {
  return {
    templeId,
    date: VQ_DAY,
    startTime: '09:00',
    devotees: [
      { name: 'Lakshmi Menon', age: 42, idProofType: 'Aadhaar', idProofNumber: anIdProof() },
      { name: 'Ravi Menon', age: 45, idProofType: 'Aadhaar', idProofNumber: anIdProof() },
    ],
    answers: [{ questionId, value: 'Kerala' }],
    ...overrides,
  };
}

export async function aLoggedInDevotee(app: FastifyInstance, db: Database) {
  const user = await insertUser(db);
  return { user, client: await logInAs(app, user) };
}

export async function bookOk(client: TestClient, body: unknown): Promise<VqBookingResult> {
  const response = await client.post('/api/v1/virtual-queue/bookings', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VqBookingResult>();
}

/** What one date's slot holds in the database: its counter and the devotees of its live bookings. */
export async function slotState(db: Database, templeId: number, date: string, startTime: string) {
  const [row] = await db
    .select({
      id: vqSlotDays.id,
      booked: vqSlotDays.booked,
      capacity: vqSlotDays.capacity,
      issued: vqSlotDays.issued,
    })
    .from(vqSlotDays)
    .where(
      sql`${vqSlotDays.templeId} = ${templeId} and ${vqSlotDays.slotDate} = ${date} and ${vqSlotDays.startTime} = ${`${startTime}:00`}`,
    );
  if (!row) return { booked: 0, capacity: null, issued: 0, liveDevotees: 0, liveBookings: 0 };
  const [live] = await db
    .select({
      devotees: sql<number>`coalesce(sum(${vqBookings.partySize}), 0)::int`,
      bookings: sql<number>`count(*)::int`,
    })
    .from(vqBookings)
    .where(sql`${vqBookings.slotDayId} = ${row.id} and ${vqBookings.status} in ('booked', 'admitted')`);
  return {
    booked: row.booked,
    capacity: row.capacity,
    issued: row.issued,
    liveDevotees: live?.devotees ?? 0,
    liveBookings: live?.bookings ?? 0,
  };
}

/** Row counts of the tables a booking writes, to prove a refusal created nothing. */
export async function bookingRowCounts(db: Database) {
  const tables = { vqBookings, vqBookingDevotees, vqAnswers, vqSlotDays, notifications, smsOutbox, auditLog };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  const slots = await db
    .select({ booked: sql<number>`coalesce(sum(${vqSlotDays.booked}), 0)::int` })
    .from(vqSlotDays);
  return { ...Object.fromEntries(entries), bookedDevotees: slots[0]?.booked ?? 0 };
}

/**
 * Many devotees with sessions, written straight to the tables (no password hashing): the cookies a
 * load test sends.
 */
export async function manyDevoteeCookies(db: Database, howMany: number, now: Date): Promise<string[]> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const firstMobile = 600_000_000 + Math.floor(Math.random() * 300_000_000);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        userName: `Pilgrim ${index + 1}`,
        email: `pilgrim-${run}-${index}@test.nivedya.app`,
        mobile: String(6_000_000_000 + firstMobile + index),
        userType: UserType.Devotee,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const cookies: string[] = [];
  for (let start = 0; start < rows.length; start += 100) {
    const sessions = await Promise.all(
      rows.slice(start, start + 100).map((row) => createSession(db, { userId: row.id, now, ttlDays: 30 })),
    );
    for (const session of sessions) cookies.push(`${SESSION_COOKIE}=${session.token}; XSRF-TOKEN=load-test`);
  }
  return cookies;
}

export async function bookingsOfUser(db: Database, userId: number) {
  return db.select().from(vqBookings).where(eq(vqBookings.userId, userId));
}
