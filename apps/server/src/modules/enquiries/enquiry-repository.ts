import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { enquiries, enquiryReplies, temples, users } from '../../db/schema/index.ts';

export async function insertEnquiry(
  db: Executor,
  values: {
    templeId: number | null;
    userId: number | null;
    name: string;
    email: string | null;
    mobile: string | null;
    subject: string;
    message: string;
    now: Date;
  },
): Promise<{ id: number; status: string }> {
  const { now, ...fields } = values;
  const rows = await db
    .insert(enquiries)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: enquiries.id, status: enquiries.status });
  return rows[0]!;
}

/** Whether a devotee may write to this temple: it exists and is on the platform. */
export async function templeTakesEnquiries(db: Executor, templeId: number): Promise<boolean> {
  const [temple] = await db
    .select({ id: temples.id })
    .from(temples)
    .where(and(eq(temples.id, templeId), eq(temples.status, 1)));
  return temple !== undefined;
}

const answeredBy = alias(users, 'answered_by');

export type EnquiryRow = {
  id: number;
  templeId: number | null;
  templeName: string | null;
  name: string;
  email: string | null;
  mobile: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
  repliedAt: Date | null;
  answeredByName: string | null;
};

/** The enquiry, locked for the change about to be made when `forUpdate`. */
export async function selectEnquiry(
  db: Executor,
  enquiryId: number,
  forUpdate = false,
): Promise<EnquiryRow | undefined> {
  const query = db
    .select({
      id: enquiries.id,
      templeId: enquiries.templeId,
      templeName: temples.name,
      name: enquiries.name,
      email: enquiries.email,
      mobile: enquiries.mobile,
      subject: enquiries.subject,
      message: enquiries.message,
      status: enquiries.status,
      createdAt: enquiries.createdAt,
      repliedAt: enquiries.repliedAt,
      answeredByName: answeredBy.userName,
    })
    .from(enquiries)
    .leftJoin(temples, eq(temples.id, enquiries.templeId))
    .leftJoin(answeredBy, eq(answeredBy.id, enquiries.repliedBy))
    .where(eq(enquiries.id, enquiryId));
  const [row] = forUpdate ? await query.for('update', { of: enquiries }) : await query;
  return row;
}

export async function selectReplies(db: Executor, enquiryId: number) {
  return db
    .select({
      id: enquiryReplies.id,
      message: enquiryReplies.message,
      toMobile: enquiryReplies.toMobile,
      sentAt: enquiryReplies.createdAt,
      sentByName: users.userName,
    })
    .from(enquiryReplies)
    .leftJoin(users, eq(users.id, enquiryReplies.sentBy))
    .where(eq(enquiryReplies.enquiryId, enquiryId))
    .orderBy(asc(enquiryReplies.id));
}

export async function countReplies(db: Executor, enquiryId: number): Promise<number> {
  const [row] = await db
    .select({ replies: sql<number>`count(*)::int` })
    .from(enquiryReplies)
    .where(eq(enquiryReplies.enquiryId, enquiryId));
  return row?.replies ?? 0;
}

export async function insertReply(
  db: Executor,
  values: { enquiryId: number; message: string; toMobile: string; sentBy: number; now: Date },
): Promise<void> {
  await db.insert(enquiryReplies).values({
    enquiryId: values.enquiryId,
    message: values.message,
    toMobile: values.toMobile,
    sentBy: values.sentBy,
    createdAt: values.now,
  });
}

/** Its new status, with who answered or closed it and when; the last reply is kept on it too. */
export async function updateEnquiryStatus(
  db: Executor,
  enquiryId: number,
  values: { status: 'replied' | 'closed'; reply?: string; by: number; now: Date },
): Promise<void> {
  await db
    .update(enquiries)
    .set({
      status: values.status,
      ...(values.reply === undefined ? {} : { reply: values.reply }),
      repliedBy: values.by,
      repliedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(enquiries.id, enquiryId));
}
