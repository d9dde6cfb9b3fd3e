import { DEFAULT_TIME_ZONE, type ReportQuery } from '@nivedya/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { enquiries, smsOutbox, temples, users } from '../../db/schema/index.ts';
import {
  localDate,
  localTime,
  type ReportDefinition,
  type ReportTemple,
  reportFields,
  startOf,
} from './report-definition.ts';

/**
 * The people-and-messages reports of issue #14: what devotees wrote to the temple and how it was
 * answered, what the temple's notifications came to, and the SMS sent in its name. Each reads rows
 * stamped with an instant, so a temple day is the range between two of its midnights (the instants are
 * indexed; the day computed from them is not).
 */

/** How much of a message a report row shows: enough to know what it is about. */
const MESSAGE_PREVIEW = 80;
const preview = (text: SQL | AnyPgColumn) =>
  sql`case when length(${text}) > ${MESSAGE_PREVIEW} then left(${text}, ${MESSAGE_PREVIEW}) || '…' else ${text} end`;

const answeredBy = alias(users, 'answered_by');

/**
 * spec enquiry-report: what devotees wrote to the temple from its contact page, by the day it came,
 * with its status and who answered or closed it when. Its reference (the number the enquirer was shown)
 * opens enquiry-reply. Enquiries to no temple are the platform's, answered by its administrators,
 * who read them with every temple's in the report across temples.
 */
/** The enquiries of one temple (`templeId`), or of every temple and the platform's own (null). */
function enquiryRows(db: Executor, temple: ReportTemple, templeId: number | null, query: ReportQuery) {
  return db
    .select(
      reportFields({
        enquiryId: sql`${enquiries.id}::text`,
        id: enquiries.id,
        date: localDate(temple, enquiries.createdAt),
        time: localTime(temple, enquiries.createdAt),
        receivedAt: enquiries.createdAt,
        temple: sql`coalesce(${temples.name}, ${PLATFORM_ENQUIRY})`,
        name: enquiries.name,
        mobile: enquiries.mobile,
        email: enquiries.email,
        subject: enquiries.subject,
        message: preview(enquiries.message),
        status: enquiries.status,
        answeredAt: sql`to_char(${enquiries.repliedAt} at time zone ${temple.timeZone}, 'DD-Mon-YYYY HH24:MI')`,
        answeredBy: answeredBy.userName,
      }),
    )
    .from(enquiries)
    .leftJoin(answeredBy, eq(answeredBy.id, enquiries.repliedBy))
    .leftJoin(temples, eq(temples.id, enquiries.templeId))
    .where(
      and(
        templeId === null ? undefined : eq(enquiries.templeId, templeId),
        gte(enquiries.createdAt, startOf(temple, query.from)),
        lt(enquiries.createdAt, startOf(temple, query.to, 1)),
        query.status === undefined ? undefined : eq(enquiries.status, query.status),
      ),
    );
}

/** What the temple column says of an enquiry to no temple: it is the platform's to answer. */
const PLATFORM_ENQUIRY = 'The platform';

/** Across temples, days are India's, as the engine reads them (report-engine.ts). */
const PLATFORM_DAYS: ReportTemple = { id: 0, name: 'Every temple', timeZone: DEFAULT_TIME_ZONE };

export const enquiryReport: ReportDefinition = {
  name: 'enquiry-report',
  group: 'people',
  title: 'Enquiries',
  fileStem: 'enquiries',
  columns: [
    { id: 'enquiryId', kind: 'text', header: 'Ref.', width: 7 },
    { id: 'date', kind: 'date', header: 'Received', width: 12 },
    { id: 'time', kind: 'time', header: 'Time', width: 8 },
    { id: 'temple', kind: 'text', header: 'Temple', width: 20 },
    { id: 'name', kind: 'text', header: 'Name', width: 18 },
    { id: 'mobile', kind: 'text', header: 'Mobile', width: 13 },
    { id: 'email', kind: 'text', header: 'E-mail', width: 22 },
    { id: 'subject', kind: 'text', header: 'Subject', width: 20 },
    { id: 'message', kind: 'text', header: 'Message', width: 36 },
    { id: 'status', kind: 'label', header: 'Status', width: 9 },
    { id: 'answeredAt', kind: 'text', header: 'Answered', width: 17 },
    { id: 'answeredBy', kind: 'text', header: 'Answered by', width: 16 },
  ],
  rows: (db, temple, query) => enquiryRows(db, temple, temple.id, query),
  // Administrators read every temple's at once, the platform's own enquiries (no temple) among them.
  acrossTemples: (db, query) => enquiryRows(db, PLATFORM_DAYS, null, query),
  // Newest first: the office answers what came in last.
  order: [
    { id: 'receivedAt', descending: true },
    { id: 'id', descending: true },
  ],
  subtotalsBy: ['status'],
};

/**
 * A sending's audience in words beside its kind: the day, the seva (a seva without a day means any
 * day) or the queue slot. dd-MMM-yyyy as everywhere (the month is English, as formatDisplayDate's).
 */
const SEGMENT_DATE = "to_char((b.segment ->> 'date')::date, 'DD-Mon-YYYY')";

/**
 * spec pending-notification: what the temple's notifications came to and where each one stands. A row
 * per notification-send broadcast — scheduled (waiting for its time), sending (being sent in chunks),
 * sent or cancelled — by the time it goes (or went) out, with its audience, the devotees counted in it
 * and reached so far, how many have read it, how its pushes fared on their devices (sent, failed,
 * still waiting) and the SMS that went with it. The messages the app sent one devotee on its own
 * (payment, refund, approval, queue booking) are rows too, sent the moment they were written.
 */
export const pendingNotificationReport: ReportDefinition = {
  name: 'pending-notification',
  group: 'people',
  title: 'Notifications and who has read them',
  fileStem: 'notifications',
  columns: [
    { id: 'date', kind: 'date', header: 'Send date', width: 12 },
    { id: 'time', kind: 'time', header: 'Time', width: 7 },
    { id: 'title', kind: 'text', header: 'Title', width: 26 },
    { id: 'audience', kind: 'label', header: 'Audience', width: 13 },
    { id: 'segment', kind: 'text', header: 'Seva, date or slot', width: 20 },
    { id: 'sentBy', kind: 'text', header: 'Sent by', width: 14 },
    { id: 'status', kind: 'label', header: 'Status', width: 10 },
    { id: 'recipientsTotal', kind: 'count', header: 'Recipients', width: 10 },
    { id: 'reached', kind: 'count', header: 'Reached', width: 8 },
    { id: 'readCount', kind: 'count', header: 'Read', width: 7 },
    { id: 'unreadCount', kind: 'count', header: 'Not read yet', width: 9 },
    { id: 'pushSent', kind: 'count', header: 'Push sent', width: 7 },
    { id: 'pushFailed', kind: 'count', header: 'Push failed', width: 7 },
    { id: 'pushPending', kind: 'count', header: 'Push waiting', width: 8 },
    { id: 'smsSent', kind: 'count', header: 'SMS sent', width: 7 },
  ],
  rows: (_db, temple, query) => {
    const from = startOf(temple, query.from);
    const to = startOf(temple, query.to, 1);
    const byStatus = query.status === undefined ? sql`` : sql` and b.status = ${query.status}`;
    // A message of the app's own is sent when written: it is in the rows only when 'sent' is asked.
    const ownMessages =
      query.status === undefined || query.status === 'sent'
        ? sql`
        union all
        select -n.id, n.created_at, n.title, 'one-devotee', null, u.user_name, 'sent', 1, 1,
               (n.read_at is not null)::int, (n.push_status = 'sent')::int,
               (n.push_status = 'failed')::int, (n.push_status = 'pending')::int, 0
        from notifications n
        left join users u on u.id = n.sent_by
        where n.temple_id = ${temple.id} and n.broadcast_id is null
          and n.created_at >= ${from} and n.created_at < ${to}`
        : sql``;
    // notification_broadcasts_temple_idx and notifications_temple_idx find the range; a broadcast's
    // recipients fold into its one row through notifications_broadcast_user_unique.
    return sql`
      select (sent_at at time zone ${temple.timeZone})::date as "date",
             to_char(sent_at at time zone ${temple.timeZone}, 'HH24:MI') as "time",
             sent_at as "sentAt", sending as "sendingId", title, audience, segment, "sentBy", status,
             "recipientsTotal", reached, "readCount", reached - "readCount" as "unreadCount",
             "pushSent", "pushFailed", "pushPending", "smsSent"
      from (
        select b.id as sending, b.send_at as sent_at, b.title, b.audience,
               case b.audience
                 when 'booked-on' then ${sql.raw(SEGMENT_DATE)}
                 when 'seva' then concat_ws(', ', coalesce(s.name, 'Seva ' || (b.segment ->> 'sevaId')),
                                            ${sql.raw(SEGMENT_DATE)})
                 when 'queue-slot' then ${sql.raw(SEGMENT_DATE)} || ' ' || (b.segment ->> 'startTime')
                 when 'selected' then jsonb_array_length(b.segment -> 'userIds')::text
               end as segment,
               u.user_name as "sentBy", b.status, b.recipients_total as "recipientsTotal",
               b.recipients as reached, coalesce(n.read, 0) as "readCount",
               coalesce(n.push_sent, 0) as "pushSent", coalesce(n.push_failed, 0) as "pushFailed",
               coalesce(n.push_pending, 0) as "pushPending", b.sms_sent as "smsSent"
        from notification_broadcasts b
        left join users u on u.id = b.sent_by
        left join sevas s on s.id = (b.segment ->> 'sevaId')::int
        left join lateral (
          select count(*) filter (where r.read_at is not null)::int as read,
                 count(*) filter (where r.push_status = 'sent')::int as push_sent,
                 count(*) filter (where r.push_status = 'failed')::int as push_failed,
                 count(*) filter (where r.push_status = 'pending')::int as push_pending
          from notifications r
          where r.broadcast_id = b.id
        ) n on true
        where b.temple_id = ${temple.id} and b.send_at >= ${from} and b.send_at < ${to}${byStatus}
        ${ownMessages}
      ) as sendings`;
  },
  order: [
    { id: 'sentAt', descending: true },
    { id: 'sendingId', descending: true },
  ],
  subtotalsBy: ['status'],
};

/**
 * spec sms-report on the engine: the SMS sent in the temple's name (notifications, replies to
 * enquiries, queue bookings), newest first, as the adapter recorded them, with where each one is
 * (queued, sent, delivered, undelivered, failed: SMS_STATUSES), how many times the provider was tried and
 * its words for a failure. Messages of no temple (sign-in codes) are the platform's: administrators read
 * every message at /sms-report (admin sms-outbox).
 */
export const smsReport: ReportDefinition = {
  name: 'sms-report',
  group: 'people',
  title: 'SMS sent',
  fileStem: 'sms',
  columns: [
    { id: 'date', kind: 'date', header: 'Date', width: 12 },
    { id: 'time', kind: 'time', header: 'Time', width: 8 },
    { id: 'mobile', kind: 'text', header: 'Mobile', width: 13 },
    { id: 'message', kind: 'text', header: 'Message', width: 48 },
    { id: 'purpose', kind: 'text', header: 'Purpose', width: 18 },
    { id: 'status', kind: 'label', header: 'Status', width: 11 },
    { id: 'attempts', kind: 'count', header: 'Tries', width: 6 },
    { id: 'error', kind: 'text', header: 'Error', width: 28 },
  ],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          date: localDate(temple, smsOutbox.createdAt),
          time: localTime(temple, smsOutbox.createdAt),
          createdAt: smsOutbox.createdAt,
          smsId: smsOutbox.id,
          mobile: smsOutbox.toMobile,
          message: smsOutbox.body,
          purpose: smsOutbox.purpose,
          status: smsOutbox.status,
          attempts: smsOutbox.attempts,
          error: smsOutbox.error,
        }),
      )
      .from(smsOutbox)
      .where(
        and(
          eq(smsOutbox.templeId, temple.id),
          gte(smsOutbox.createdAt, startOf(temple, query.from)),
          lt(smsOutbox.createdAt, startOf(temple, query.to, 1)),
          query.status === undefined ? undefined : eq(smsOutbox.status, query.status),
        ),
      ),
  order: [
    { id: 'createdAt', descending: true },
    { id: 'smsId', descending: true },
  ],
  subtotalsBy: ['status'],
};
