import type { SeededTemple } from './report-catalogue.ts';

/**
 * How a year of a busy temple is drawn (bench/report-year.ts): a plan in temporary tables, every random
 * draw made once there, which report-year-tables.ts then writes into the real tables. First the devotee
 * accounts the online orders are picked from; then days (festivals, seasons, weekends), lines grouped
 * into orders, who placed each order, how it was paid and how it ended, the sevas of each line, the
 * order totals and the refunds. Each step is one `create temp table … as select` over generate_series,
 * so a million lines take a few big statements, not a million round trips.
 */

export interface YearShape {
  busy: SeededTemple;
  small: SeededTemple;
  busyLines: number;
  smallLines: number;
  /** The temple's today (yyyy-MM-dd) and the part of its business day (05:00–21:00) gone by. */
  today: string;
  todayFraction: number;
  now: Date;
  timeZone: string;
}

export interface Step {
  label: string;
  text: string;
  values?: unknown[];
}

export const YEAR_DAYS = 365;
/**
 * Goes up whenever the generation (this plan, report-year-tables.ts, report-year-follow-ups.ts,
 * report-catalogue.ts) changes what it writes, so that a kept database is generated again.
 */
export const YEAR_SHAPE_VERSION = 3;

/** Mean order size 1 / 0.58 ≈ 1.7 lines: most devotees book one or two sevas, families more. */
const CHANCE_LINE_STARTS_ORDER = 0.58;
const ONLINE_SHARE = 0.42;
const DEVOTEE_ACCOUNTS = 20_000;

/** Festival days (month-day) and how many times an ordinary day's bookings each brings. */
const FESTIVALS: [string, number][] = [
  ['01-14', 3.2], // Makaravilakku
  ['02-15', 3.0], // Shivaratri
  ['03-25', 3.4], // Utsavam, flag hoisting
  ['04-14', 4.0], // Vishu
  ['05-10', 3.0], // Prathishta day
  ['07-24', 3.2], // Karkidaka Vavu
  ['08-16', 4.0], // Ashtami Rohini
  ['09-05', 3.5], // Thiruvonam
  ['10-01', 3.3], // Mahanavami
  ['10-02', 3.8], // Vijayadashami
  ['11-17', 3.6], // Mandala season opens
  ['12-27', 3.9], // Mandala Pooja
];

const FIRST_NAMES = (
  'Krishnan Lakshmi Ananya Arjun Devika Gopika Hari Indu Jayan Kavya Madhavan Meera Narayanan Parvathy ' +
  'Rajesh Radha Sreekumar Sreelakshmi Unnikrishnan Vishnu Aswathy Gokul Nandana Ramesh Sudha Vinod Anjali ' +
  'Balakrishnan Chithra Deepa Girish Haritha Karthika Manoj Nithya Prasanth Revathy Sandeep Thankamani Vasudevan'
).split(' ');
const INITIALS = 'K. P. M. S. V. R. T. N. A. C.'.split(' ');
/** 400 names as a counter clerk writes them: "K. Lakshmi". */
const DEVOTEE_NAMES = INITIALS.flatMap((initial) => FIRST_NAMES.map((name) => `${initial} ${name}`));

/** Where posted prasadam goes. */
const PLACES = 'Thrissur Ernakulam Kozhikode Palakkad Kollam Kottayam Chennai Bengaluru'.split(' ');

export function planSteps(shape: YearShape): Step[] {
  const now = shape.now.toISOString();
  return [
    {
      label: 'devotee accounts',
      text: `
        insert into users (user_name, email, mobile, user_type, status, created_at, updated_at)
        select ($1::text[])[1 + n % cardinality($1::text[])], 'devotee-' || n || '@bench.nivedya.test',
               '6' || lpad(n::text, 9, '0'), 4, 1, joined, joined
          from generate_series(1, $2::int) as n
         cross join lateral (select $3::timestamptz - interval '2 years' + n * interval '40 minutes' as joined) j`,
      values: [DEVOTEE_NAMES, DEVOTEE_ACCOUNTS, now],
    },
    {
      label: 'devotee profiles',
      text: `
        insert into devotees (user_id, name, mobile, email, star_id, created_at, updated_at)
        select id, user_name, mobile, email, 1 + id % 27, created_at, created_at
          from users where user_type = 4 and email like 'devotee-%@bench.nivedya.test'`,
    },
    {
      label: 'plan: days',
      // A day's share of the lines: a festival 3–4 times an ordinary weekday's, else the Mandala season
      // and weekends a little more; today only as far as it has gone. Each day's lines are numbered on
      // from the day before, so the year has exactly the lines asked for.
      text: `
        create temp table plan_days as
        with calendar as (
          select day::date as day
            from generate_series($1::date - ${YEAR_DAYS - 1}, $1::date, interval '1 day') as day
        ), weighted as (
          select c.day,
                 coalesce(f.multiplier,
                   case when to_char(c.day, 'MM-DD') between '11-17' and '12-27' then 1.3 else 1 end
                   * case extract(isodow from c.day) when 7 then 1.3 when 6 then 1.1 else 1 end)
                 * case when c.day = $1::date then $2::float8 else 1 end as weight
            from calendar c
            left join unnest($3::text[], $4::float8[]) as f (month_day, multiplier)
              on f.month_day = to_char(c.day, 'MM-DD')
        ), temple_lines (temple_id, lines, numbered_from) as (
          values ($5::int, $6::bigint, 0::bigint), ($7::int, $8::bigint, $6::bigint)
        ), through as (
          select t.temple_id, w.day,
                 t.numbered_from + round(t.lines * sum(w.weight) over (partition by t.temple_id order by w.day)
                   / sum(w.weight) over (partition by t.temple_id))::bigint as last_line,
                 t.numbered_from
            from weighted w cross join temple_lines t
        )
        select temple_id, day, last_line,
               coalesce(lag(last_line) over (partition by temple_id order by day), numbered_from) + 1 as first_line
          from through`,
      values: [
        shape.today,
        shape.todayFraction,
        FESTIVALS.map(([day]) => day),
        FESTIVALS.map(([, multiplier]) => multiplier),
        shape.busy.templeId,
        shape.busyLines,
        shape.small.templeId,
        shape.smallLines,
      ],
    },
    {
      label: 'plan: lines into orders',
      // A line either starts an order or joins the one before it; each day's first line starts one.
      text: `
        create temp table plan_lines as
        select line_no, d.temple_id, d.day,
               sum(case when line_no = d.first_line or random() < $1 then 1 else 0 end)
                 over (order by line_no) as order_seq
          from plan_days d cross join lateral generate_series(d.first_line, d.last_line) as line_no`,
      values: [CHANCE_LINE_STARTS_ORDER],
    },
    {
      label: 'plan: temples',
      text: `
        create temp table plan_temples as
        select $1::int as temple_id, $2::int as admin_id, cardinality($3::int[]) as counter_slots,
               cardinality($4::int[]) as seva_slots
        union all select $5, $6, cardinality($7::int[]), cardinality($8::int[])`,
      values: pickValues(shape),
    },
    // Pick tables: an id in as many slots as its share, so one random slot picks by popularity. Rows to
    // join, not arrays to index: a long array would be detoasted again for every row that reads it.
    picksStep(shape, 'seva'),
    picksStep(shape, 'counter'),
    {
      label: 'plan: devotee picks',
      text: `
        create temp table plan_devotee_picks as
        select (row_number() over (order by id) - 1)::int as slot, id as user_id from users
         where user_type = 4 and email like 'devotee-%@bench.nivedya.test'`,
    },
    {
      label: 'plan: orders',
      text: ordersPlanSql,
      values: [shape.today, now, shape.todayFraction, shape.timeZone, ONLINE_SHARE, PLACES],
    },
    {
      label: 'plan: order lines',
      text: linesPlanSql,
      values: [shape.today, DEVOTEE_NAMES, now],
    },
    { label: 'plan: order totals', text: totalsPlanSql },
    {
      label: 'plan: refunds',
      text: `
        create temp table plan_refunds as
        select row_number() over (order by o.order_id) + (select coalesce(max(id), 0) from refunds) as refund_id,
               o.order_id, o.temple_id, o.payment_id, o.admin_id, o.status = 'refunded' as is_processed,
               least(o.created_at + interval '1 day', $1::timestamptz) as requested_at,
               case when count(*) = 1 then min(l.line_id) end as only_line_id,
               sum(l.amount) as amount
          from plan_orders o join plan_order_lines l using (order_id)
         where o.status = 'refunded' or o.has_open_refund
         group by o.order_id, o.temple_id, o.payment_id, o.admin_id, o.status, o.created_at`,
      values: [now],
    },
  ];
}

function pickValues(shape: YearShape): unknown[] {
  return [shape.busy, shape.small].flatMap((temple) => [
    temple.templeId,
    temple.adminUserId,
    temple.counterPicks,
    temple.sevaPicks,
  ]);
}

/** A pick table of one kind for both temples: $1 and $3 the temples, $2 and $4 their slots. */
function picksStep(shape: YearShape, kind: 'seva' | 'counter'): Step {
  const column = kind === 'seva' ? 'seva_id' : 'user_id';
  const slots = (temple: SeededTemple) => (kind === 'seva' ? temple.sevaPicks : temple.counterPicks);
  return {
    label: `plan: ${kind} picks`,
    text: `
      create temp table plan_${kind}_picks as
      select $1::int as temple_id, (slot - 1)::int as slot, id as ${column}
        from unnest($2::int[]) with ordinality as p (id, slot)
      union all
      select $3::int, (slot - 1)::int, id from unnest($4::int[]) with ordinality as p (id, slot)`,
    values: [shape.busy.templeId, slots(shape.busy), shape.small.templeId, slots(shape.small)],
  };
}

/**
 * Who, how and when for each order: online (a devotee account, the gateway or now and then a bank
 * transfer) or at a counter (a cashier by their share, cash, UPI or card); a few payments failed or
 * expired, a few counter bills cancelled, some orders refunded; a few refunds still waiting; some
 * dakshina; the time within the day leaning to the morning.
 */
const ordersPlanSql = `
  create temp table plan_orders as
  with grouped as (
    select order_seq, min(temple_id) as temple_id, min(day) as day, count(*)::int as line_count
      from plan_lines group by order_seq
  ), drawn as (
    select g.*, random() < $5::float8 as is_online, random() as mode_draw, random() as status_draw,
           random() as dakshina_draw, random() as post_draw, random() as pick_draw, random() as pay_draw,
           (g.day + time '05:00' + random() ^ 1.3 * interval '16 hours'
              * case when g.day = $1::date then $3::float8 else 1 end) at time zone $4 as created_at
      from grouped g
  ), moded as (
    select d.*, case
        when d.is_online and d.mode_draw < 0.02 then 2
        when d.is_online then 1
        when d.mode_draw < 0.55 then 3
        when d.mode_draw < 0.90 then 4
        else 5 end as payment_mode
      from drawn d
  ), settled as (
    select m.*, case
        when m.payment_mode = 1 and m.created_at > $2::timestamptz - interval '10 minutes'
             and m.status_draw < 0.3 then 'pending'
        when m.payment_mode = 1 and m.status_draw < 0.025 then 'failed'
        when m.payment_mode = 1 and m.status_draw < 0.040 then 'expired'
        when m.payment_mode = 1 and m.status_draw < 0.046 and m.day < $1::date - 2 then 'refunded'
        when m.payment_mode = 2 and m.day > $1::date - 3 and m.status_draw < 0.5 then 'pending'
        when m.payment_mode in (3, 4, 5) and m.status_draw < 0.004 then 'cancelled'
        else 'paid' end as status
      from moded m
  )
  select row_number() over (order by s.created_at, s.order_seq)
           + (select coalesce(max(id), 0) from orders) as order_id,
         case when s.is_online then row_number() over (partition by s.is_online order by s.created_at, s.order_seq)
           + (select coalesce(max(id), 0) from payments) end as payment_id,
         s.order_seq, s.temple_id, s.day, s.line_count, s.created_at,
         case when s.is_online then 0 else 1 end as type,
         s.payment_mode, s.status,
         s.status = 'paid' and s.payment_mode = 1 and s.status_draw between 0.046 and 0.048 as has_open_refund,
         case when s.is_online then dp.user_id end as user_id,
         case when not s.is_online then cp.user_id end as staff_user_id,
         t.admin_id,
         case when s.dakshina_draw < 0.08 then (array[1100, 1100, 1100, 1100, 5100, 5100, 5100, 10100, 10100, 50100])
           [1 + floor(s.dakshina_draw / 0.08 * 10)::int] else 0 end as dakshina_amount,
         s.is_online and s.post_draw < 0.06 as is_postal,
         'House ' || (s.order_seq % 700 + 1) || ', Ward ' || (s.order_seq % 23 + 1) || ', '
           || ($6::text[])[1 + s.order_seq % cardinality($6::text[])] as delivery_address,
         case when s.payment_mode = 1 then s.created_at + interval '10 minutes'
              when s.payment_mode = 2 then s.created_at + interval '72 hours' end as hold_expires_at,
         case
           when not s.is_online then s.created_at
           when s.payment_mode = 1 and s.status in ('paid', 'refunded')
             then s.created_at + (20 + s.pay_draw * 160) * interval '1 second'
           when s.payment_mode = 2 and s.status = 'paid'
             then least(s.created_at + interval '20 hours', $2::timestamptz)
         end as paid_at,
         s.post_draw
    from settled s
    join plan_temples t using (temple_id)
    left join plan_devotee_picks dp
      on dp.slot = floor(s.pick_draw * (select count(*) from plan_devotee_picks))::int
    left join plan_counter_picks cp
      on cp.temple_id = s.temple_id and cp.slot = floor(s.pick_draw * t.counter_slots)::int`;

/**
 * The sevas of each order, by their popularity; quantity, star and name; the perform date (at the
 * counter mostly the same day, online up to a month ahead; a pre-booking online in the last month still
 * waits for its date); and the line's status as its order's fate left it.
 */
const linesPlanSql = `
  create temp table plan_order_lines as
  with picked as (
    select l.line_no, l.order_seq, p.seva_id,
           random() as quantity_draw, random() as star_draw, random() as date_draw,
           random() as name_draw, random() as for_draw
      from (select l.*, floor(random() * t.seva_slots)::int as seva_slot
              from plan_lines l join plan_temples t using (temple_id)) l
      join plan_seva_picks p on p.temple_id = l.temple_id and p.slot = l.seva_slot
  ), shaped as (
    select k.*, o.order_id, o.temple_id, o.type, o.status as order_status, o.day, o.created_at,
           o.staff_user_id, o.admin_id, s.deity_id, s.name as seva_name, s.seva_type, s.rate,
           o.is_postal and s.is_prasadam_deliverable as is_posted, s.postage_charge as seva_postage,
           s.delivery_charge,
           s.seva_type = 3 and o.type = 0
             and (o.day > $1::date - 30 or o.status not in ('paid', 'refunded')) as is_undated
      from picked k join plan_orders o using (order_seq) join sevas s on s.id = k.seva_id
  )
  select row_number() over (order by order_id, line_no) + (select coalesce(max(id), 0) from order_lines)
           as line_id,
         order_id, temple_id, seva_id, deity_id, seva_name, seva_type,
         ($2::text[])[1 + floor(name_draw * cardinality($2::text[]))::int] as devotee_name,
         case when star_draw < 0.05 then 28 else 1 + floor((star_draw - 0.05) / 0.95 * 27)::int end as star_id,
         quantity, rate, rate * quantity as amount,
         seva_postage + case when is_posted then delivery_charge else 0 end as postage_charge,
         case when is_posted then 2 else 1 end as prasadam_delivery, is_posted,
         case
           when is_undated then null
           when seva_type = 3 then day + 15 + floor(date_draw * 45)::int
           when type = 1 and date_draw < 0.9 then day
           when type = 1 then day + 1 + floor((date_draw - 0.9) * 70)::int
           else day + floor(date_draw * 31)::int
         end as perform_date,
         case
           when order_status in ('failed', 'expired', 'cancelled') then 1
           when order_status = 'refunded' then 4
           when is_undated then 2
           else 0
         end as status,
         seva_type = 3 and not is_undated as is_approved,
         case when seva_type = 3 and not is_undated then coalesce(staff_user_id, admin_id) end as approved_by,
         case when seva_type = 3 and not is_undated
           then case when type = 1 then created_at else least(created_at + interval '2 days', $3::timestamptz) end
         end as approved_at,
         type = 0 and seva_type = 1 as is_allow_edit,
         case when for_draw < 0.7 then 1 else 2 end as for_type,
         created_at
    from shaped
   cross join lateral (
     select case when quantity_draw < 0.85 then 1 when quantity_draw < 0.95 then 2
                 else 3 + floor((quantity_draw - 0.95) * 60)::int end as quantity
   ) q`;

/** packages/domain priceOrder in SQL: percentages rounded half up to whole paise. */
const totalsPlanSql = `
  create temp table plan_totals as
  with summed as (
    select order_id, sum(amount)::bigint as amount, sum(postage_charge * quantity)::bigint as postage_charge,
           max(perform_date) as last_perform_date, bool_or(is_posted) as has_posted_line
      from plan_order_lines group by order_id
  ), charged as (
    select s.*, o.dakshina_amount,
           case when o.type = 0 then t.platform_charge_amount
             + (round(t.platform_charge_percent * 100)::bigint * (s.amount + s.postage_charge) + 5000) / 10000
             else 0 end as service_charge,
           case when o.type = 0 then t.split_service_charge else 0 end as split_service_charge
      from summed s join plan_orders o using (order_id) join temples t on t.id = o.temple_id
  )
  select c.*, 2 * ((900 * c.service_charge + 5000) / 10000) as gst_charge
    from charged c`;
