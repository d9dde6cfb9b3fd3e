import { type Step, YEAR_DAYS } from './report-year-plan.ts';
import { rupees } from './report-year-tables.ts';

/**
 * What follows a year of bookings (bench/report-year.ts), written after the orders the way the server
 * writes it: the notification and SMS of every confirmed booking and processed refund
 * (modules/payments announceConfirmed, modules/refunds payOutRefund), the demo gateway's daily payouts
 * (adapters/payments/demo-settlement-ledger.ts: T+1 at 06:05 in India, 2% fee and 18% GST on it, the
 * day's refunds taken back out), and the contact-us enquiries the temple answered by SMS. The people
 * and money reports read these.
 */

export interface FollowUpShape {
  busyTempleId: number;
  busyAdminId: number;
  today: string;
  /** The last day of captures the demo gateway has paid out: yesterday after 06:05, else the day before. */
  settledThrough: string;
  now: Date;
  timeZone: string;
}

const ENQUIRY_SUBJECTS = [
  'Udayasthamana Pooja booking',
  'Prasadam by post not received',
  'Timings during the festival',
  'Marriage at the temple',
  'Choroonu (first feeding) booking',
  'Refund for a cancelled seva',
  'Thulabharam items',
  'Annadanam sponsorship',
];

export function followUpSteps(shape: FollowUpShape): Step[] {
  const now = shape.now.toISOString();
  return [
    {
      label: 'booking notifications',
      // Most devotees open the message within hours; the rest never do (the pending-notification report).
      text: `
        insert into notifications (user_id, temple_id, title, body, link, read_at, created_at)
        select o.user_id, o.temple_id, 'Booking confirmed', ${confirmedText}, '/devotee-booking-history',
               case when random() < 0.75 then least(o.paid_at + random() * interval '6 hours', $1::timestamptz) end,
               o.paid_at
          from orders o join temples t on t.id = o.temple_id
         where o.type = 0 and o.paid_at is not null and o.user_id is not null
         order by o.paid_at`,
      values: [now],
    },
    {
      label: 'booking SMS',
      text: `
        insert into sms_outbox (to_mobile, body, purpose, temple_id, adapter, status, created_at, sent_at)
        select o.mobile, ${confirmedText}, 'booking-confirmed', o.temple_id, 'outbox', 'sent', o.paid_at, o.paid_at
          from orders o join temples t on t.id = o.temple_id
         where o.type = 0 and o.paid_at is not null and o.mobile is not null
         order by o.paid_at`,
    },
    {
      label: 'refund notifications',
      text: `
        insert into notifications (user_id, temple_id, title, body, link, created_at)
        select o.user_id, o.temple_id, 'Refund processed', ${refundedText},
               '/devotee-transaction-details?orderId=' || o.id, r.processed_at
          from refunds r join orders o on o.id = r.order_id join temples t on t.id = o.temple_id
         where r.status = 'processed' and o.user_id is not null`,
    },
    {
      label: 'refund SMS',
      text: `
        insert into sms_outbox (to_mobile, body, purpose, temple_id, adapter, status, created_at, sent_at)
        select o.mobile, ${refundedText}, 'refund-processed', o.temple_id, 'outbox', 'sent', r.processed_at,
               r.processed_at
          from refunds r join orders o on o.id = r.order_id join temples t on t.id = o.temple_id
         where r.status = 'processed' and o.mobile is not null`,
    },
    {
      label: 'gateway payouts: plan',
      text: `
        create temp table plan_payout_items as
        select (p.captured_at at time zone $1)::date as day, 'payment' as type, p.gateway_payment_id as entity_id,
               p.id as payment_id, p.amount, fee.charge + fee.tax as fee, fee.tax, p.amount - fee.charge - fee.tax as credit,
               0 as debit
          from payments p
         cross join lateral (select round(p.amount * 2 / 100.0)::int as charge) charged
         cross join lateral (select charged.charge, round(charged.charge * 18 / 100.0)::int as tax) fee
         where p.gateway = 'demo' and p.status in ('captured', 'refunded') and p.gateway_payment_id is not null
           and (p.captured_at at time zone $1)::date <= $2::date
        union all
        select (g.created_at at time zone $1)::date, 'refund', g.id, p.id, g.amount, 0, 0, 0, g.amount
          from demo_gateway_refunds g join payments p on p.gateway = 'demo' and p.gateway_payment_id = g.gateway_payment_id
         where (g.created_at at time zone $1)::date <= $2::date`,
      values: [shape.timeZone, shape.settledThrough],
    },
    {
      label: 'gateway payouts',
      text: `
        insert into settlements (id, gateway, gateway_settlement_id, settled_at, amount, fees, tax, utr, status, raw,
                                 created_at)
        select row_number() over (order by day) + (select coalesce(max(id), 0) from settlements), 'demo',
               'setl_demo_' || substr(md5(day::text), 1, 12), payout.at,
               sum(credit) - sum(debit), sum(fee), sum(tax),
               'DEMO' || to_char(day, 'YYYYMMDD') || lpad((abs(hashtext(day::text)) % 10000000000)::text, 10, '0'),
               'processed', jsonb_build_object('capturedOn', day, 'feePercent', 2, 'feeGstPercent', 18), payout.at
          from plan_payout_items
         cross join lateral (select (day + 1 + time '06:05') at time zone $1 as at) payout
         group by day, payout.at`,
      values: [shape.timeZone],
    },
    {
      label: 'gateway payout items',
      text: `
        insert into settlement_items (settlement_id, type, gateway_entity_id, payment_id, amount, fee, tax, credit, debit)
        select s.id, i.type, i.entity_id, i.payment_id, i.amount, i.fee, i.tax, i.credit, i.debit
          from plan_payout_items i
          join settlements s on s.gateway = 'demo' and s.raw ->> 'capturedOn' = i.day::text`,
    },
    {
      label: 'enquiries',
      // About two a day; most answered by the office the next day, some closed, the latest still open.
      text: `
        insert into enquiries (temple_id, name, mobile, subject, message, reply, replied_by, replied_at, status,
                               created_at, updated_at)
        select $1::int, 'Enquirer ' || n, '8' || lpad(n::text, 9, '0'), subject,
               'Namaskaram. ' || subject || ': please let me know the details.',
               case when is_answered then 'Namaskaram. Please call the devaswom office between 9 AM and 5 PM.' end,
               case when is_answered then $2::int end,
               case when is_answered then asked + interval '1 day' end,
               case when is_answered then 'replied' when n % 10 = 0 then 'closed' else 'open' end,
               asked, case when is_answered then asked + interval '1 day' else asked end
          from generate_series(1, ${YEAR_DAYS * 2}) as n
         cross join lateral (
           select ($3::date - ${YEAR_DAYS - 1} + (n - 1) / 2 + time '10:00' + (n % 7) * interval '1 hour') at time zone $4
                    as asked,
                  ($5::text[])[1 + n % cardinality($5::text[])] as subject
         ) a
         cross join lateral (select n % 10 between 1 and 7 and a.asked + interval '1 day' < $6::timestamptz as is_answered) r`,
      values: [shape.busyTempleId, shape.busyAdminId, shape.today, shape.timeZone, ENQUIRY_SUBJECTS, now],
    },
    {
      label: 'enquiry replies and SMS',
      text: `
        with replies as (
          insert into enquiry_replies (enquiry_id, message, to_mobile, sent_by, created_at)
          select id, reply, mobile, replied_by, replied_at from enquiries where temple_id = $1 and status = 'replied'
          returning to_mobile, message, created_at
        )
        insert into sms_outbox (to_mobile, body, purpose, temple_id, adapter, status, created_at, sent_at)
        select to_mobile, message, 'enquiry-reply', $1, 'outbox', 'sent', created_at, created_at from replies`,
      values: [shape.busyTempleId],
    },
  ];
}

/** announceConfirmed's words; `o` is the order and `t` its temple. */
const confirmedText = `'Your seva booking ' || o.order_number || ' at ' || t.name || ' is confirmed. Amount paid '
  || ${rupees('o.total_amount')} || '.'`;

/** payOutRefund's words for a gateway refund; `r` is the refund. */
const refundedText = `t.name || ' has refunded ' || ${rupees('r.amount')} || ' for your booking ' || o.order_number
  || '. It reaches the account you paid from in 5–7 working days.'`;
