import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { referrals, users } from '../../db/schema/index.ts';
import { type ReportDefinition, reportFields } from './report-definition.ts';

/**
 * spec referance-report (the spec's spelling): the temples devotees have suggested bringing onto the
 * platform (devotee-temple-referring), who suggested each and how far the platform's team has got with
 * it. A referral names a temple not yet on the platform and belongs to no temple, so this is the
 * platform's report: administrators read it through any temple, whose time zone decides the days.
 */
export const referralReport: ReportDefinition = {
  name: 'referance-report',
  group: 'people',
  title: 'Temple referrals',
  fileStem: 'temple-referrals',
  scope: 'platform',
  columns: [
    { id: 'date', kind: 'date', header: 'Date', width: 12 },
    { id: 'time', kind: 'time', header: 'Time', width: 8 },
    { id: 'referredBy', kind: 'text', header: 'Referred by', width: 20 },
    { id: 'referrerMobile', kind: 'text', header: 'Their mobile', width: 14 },
    { id: 'referredTemple', kind: 'text', header: 'Temple referred', width: 26 },
    { id: 'place', kind: 'text', header: 'Place', width: 16 },
    { id: 'contactPerson', kind: 'text', header: 'Contact person', width: 18 },
    { id: 'mobile', kind: 'text', header: 'Contact mobile', width: 14 },
    { id: 'status', kind: 'label', header: 'Status', width: 11 },
    { id: 'remarks', kind: 'text', header: 'Remarks', width: 30 },
  ],
  rows: (db, temple, query) => {
    const local = sql`${referrals.createdAt} at time zone ${temple.timeZone}`;
    // The range's first and last instants, so that referrals_created_idx finds the rows.
    const startOf = (day: string, days = 0) =>
      sql`(${day}::date + ${days}::int)::timestamp at time zone ${temple.timeZone}`;
    return db
      .select(
        reportFields({
          date: sql`(${local})::date`,
          time: sql`to_char(${local}, 'HH24:MI')`,
          createdAt: referrals.createdAt,
          referralId: referrals.id,
          referredBy: users.userName,
          referrerMobile: users.mobile,
          referredTemple: referrals.templeName,
          place: referrals.place,
          contactPerson: referrals.contactPerson,
          mobile: referrals.mobile,
          status: referrals.status,
          remarks: referrals.remarks,
        }),
      )
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referrerUserId))
      .where(
        and(
          gte(referrals.createdAt, startOf(query.from)),
          lt(referrals.createdAt, startOf(query.to, 1)),
          query.status === undefined ? undefined : eq(referrals.status, query.status),
        ),
      );
  },
  order: [{ id: 'createdAt' }, { id: 'referralId' }],
};
