import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, day, money, updatedAt } from './columns.ts';
import { devoteeNames, devotees } from './devotees.ts';
import { images } from './images.ts';
import { stars } from './lookups.ts';
import { payments } from './payments.ts';
import { refunds } from './refunds.ts';
import { sevas } from './sevas.ts';
import { deities, temples } from './temples.ts';

/** Numbers orders: 'BKS' + nextval zero-padded (spec §9 booking code prefix BKS). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * spec §3 "Transaction wrapper / order": one checkout at one temple. Every amount is paise and is
 * computed by the server (ARCHITECTURE rule 2). Names the spec repeats from the temple (TempleName,
 * TempleAddress, ShortCode, TempleManthra) are read from temples, not copied.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** spec OrderNumber: 'BKS' followed by digits; what devotees and staff quote. */
    orderNumber: text().notNull(),
    /** The account that placed it; null for a counter bill without an account. */
    userId: integer().references(() => users.id),
    devoteeId: integer().references(() => devotees.id),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    /** spec Type: 0 online booking by a devotee, 1 counter bill by temple staff. */
    type: smallint().notNull().default(0),
    /** spec §9 payment mode (default 1): 1 payment gateway, 2 bank transfer, 3 cash, 4 UPI, 5 card (counter). */
    paymentMode: smallint().notNull().default(1),
    /** spec PaymentId: the checkout's one payment, which covers its orders (one per temple). */
    paymentId: integer().references(() => payments.id),
    /** The temple's calendar day the order was placed (spec OrderDate). */
    orderDate: day().notNull(),
    /**
     * 'pending' (awaiting payment, capacity held until holdExpiresAt), 'paid', 'failed', 'expired',
     * 'cancelled', 'refunded', or 'due': a later date of a star series paid date by date, its place held
     * until holdExpiresAt (= dueBy) unless the devotee pays it (domain ORDER_STATUSES).
     */
    status: text().notNull().default('pending'),

    /** spec Amount: sum of rate × quantity over the lines. */
    amount: money(),
    serviceCharge: money(),
    postageCharge: money(),
    /** spec {product}Charge: the platform's charge. */
    platformCharge: money(),
    /** spec GSTCharge: SGST + CGST (9% each, spec §9). */
    gstCharge: money(),
    splitServiceCharge: money(),
    cessAmount: money(),
    dakshinaAmount: money(),
    /** spec InvoiceAmount: sum of rate × quantity, 0 without lines. */
    invoiceAmount: money(),
    /** What the devotee pays: amount + postage + service charge + GST + split service charge + dakshina. */
    totalAmount: money(),

    /** Gateway or counter reference of the payment (spec PaymentCode). */
    paymentCode: text(),
    paymentRemarks: text(),
    mobile: text(),
    email: text(),
    deliveryAddress: text(),
    /** The latest perform date among the lines (spec LastPerformDate), for reports. */
    lastPerformDate: day(),
    /** spec IsVerified: staff checked the payment (bank transfer, payment-verification report). */
    isVerified: boolean().notNull().default(false),
    verifiedBy: integer().references(() => users.id),
    verifiedAt: timestamp({ withTimezone: true }),
    /** Why it failed or was cancelled (spec Reason). */
    reason: text(),
    /** ARCHITECTURE rule 6: the receipt link carries this random token, never the id. */
    receiptToken: text().notNull(),
    holdExpiresAt: timestamp({ withTimezone: true }),
    /**
     * A later date of a star series paid date by date (issue #19): the end of its last day to pay
     * (domain seriesPayByDate). A payment of it that fails before then gives it back to 'due', not its
     * place away. Null on every other order.
     */
    dueBy: timestamp({ withTimezone: true }),
    /** When the devotee was reminded to pay this due date (once). */
    dueRemindedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** Client version that placed it (spec AppVersion). */
    appVersion: text(),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_order_number_unique').on(table.orderNumber),
    uniqueIndex('orders_receipt_token_unique').on(table.receiptToken),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_temple_date_idx').on(table.templeId, table.orderDate),
    // The daily report's page in its order (day, paid time, id): read in order, not sorted.
    index('orders_paid_day_idx')
      .on(table.templeId, table.orderDate, table.paidAt, table.id)
      .where(sql`${table.status} = 'paid'`),
    // The platform dashboard's collection across temples (issue #15): an index-only sum over the days.
    index('orders_paid_date_total_idx')
      .on(table.orderDate, table.totalAmount)
      .where(sql`${table.status} = 'paid'`),
    index('orders_status_hold_idx').on(table.status, table.holdExpiresAt),
    index('orders_payment_idx').on(table.paymentId),
    check(
      'orders_status_check',
      sql`${table.status} in ('pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded', 'due')`,
    ),
    check('orders_type_check', sql`${table.type} in (0, 1)`),
    check('orders_total_check', sql`${table.totalAmount} >= 0`),
  ],
);

/**
 * spec §3 "Cart / seva transaction line" and "Transaction detail": one seva booked for one name and
 * star on one perform date. Seva name and rates are copied at booking so receipts never change.
 * Status follows the spec's numbers (domain OrderLineStatus): 0 booked, 1 cancelled, 2 awaiting
 * approval, 3 rejected, 4 refunded.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    sevaId: integer()
      .notNull()
      .references(() => sevas.id),
    deityId: integer().references(() => deities.id),
    /** The seva's name when booked (spec ActualSevaName). */
    sevaName: text().notNull(),
    /** The seva's type when booked (spec SevaType); 3 is a pre-booking awaiting an allotted date. */
    sevaType: smallint().notNull().default(1),
    /** The saved name chosen, when the devotee picked one. */
    devoteeNameId: integer().references(() => devoteeNames.id, { onDelete: 'set null' }),
    devoteeName: text().notNull(),
    starId: smallint()
      .notNull()
      .default(28)
      .references(() => stars.id),
    /** null only for a pre-booking whose date the temple has not allotted yet. */
    performDate: day(),
    /** Last day of a continuous seva (spec TillDate). */
    tillDate: day(),
    isContinuous: boolean().notNull().default(false),
    quantity: integer().notNull().default(1),
    /** Paise per unit, copied from the seva (spec Rate / SevaRate). */
    rate: money(),
    /** Paise per unit: the seva's postage plus its delivery charge when delivery was chosen. */
    postageCharge: money(),
    /** rate × quantity (spec Amount). */
    amount: money(),
    status: smallint().notNull().default(0),
    /**
     * Its order's status, kept equal to orders.status by the database itself (migration 0013's
     * triggers), so that the reports find the lines to perform without reading every order.
     */
    orderStatus: text().notNull().default('pending'),
    isApproved: boolean().notNull().default(false),
    approvedBy: integer().references(() => users.id),
    approvedAt: timestamp({ withTimezone: true }),
    /** The devotee may still change date, name and star (spec IsAllowEdit). */
    isAllowEdit: boolean().notNull().default(false),
    /** spec PrasadamDelivery / DeliveryUserOption: 1 collect at the temple, 2 post to deliveryAddress. */
    prasadamDelivery: smallint().notNull().default(1),
    /** The temple has posted the prasadam (spec IsPrasadamDelivered on a line). */
    isPrasadamDelivered: boolean().notNull().default(false),
    deliveryAddress: text(),
    /**
     * The parcel's postal tracking number (India Post's 13-character article number, or a courier's),
     * entered by the temple when it posts the prasadam; a posted line is one parcel (postage-report.ts).
     */
    trackingNumber: text(),
    /** When and by whom the parcel was posted (its tracking number entered or last corrected). */
    postedAt: timestamp({ withTimezone: true }),
    postedBy: integer().references(() => users.id),
    /** When the temple marked the seva performed (issue #17), by whom, and the priest's note. */
    performedAt: timestamp({ withTimezone: true }),
    performedBy: integer().references(() => users.id),
    performedNote: text(),
    /** The photo staff attached when they marked it (images kind 'performance-photo'), if any. */
    performedPhotoId: integer().references(() => images.id, { onDelete: 'set null' }),
    deliveryCharge: money(),
    deliveryRemarks: text(),
    /** The devotee's pooja remarks (spec Description). */
    description: text(),
    /** Staff remarks, e.g. on approval or postponement. */
    remarks: text(),
    /** spec ForType (default 1): 1 booked for oneself, 2 for someone else. */
    forType: smallint().notNull().default(1),
    /** The refund that settled this line (spec RefundId); its reason is refunds.reason. */
    refundId: integer().references((): AnyPgColumn => refunds.id),
    /** The star series (issue #19) this line is one date of; null for a line booked on its own. */
    starSeriesId: text().references((): AnyPgColumn => starSeries.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('order_lines_star_series_idx')
      .on(table.starSeriesId, table.performDate)
      .where(sql`${table.starSeriesId} is not null`),
    // Also the figures the collection reports add up per order: read from the index alone.
    index('order_lines_order_figures_idx').on(
      table.orderId,
      table.sevaId,
      table.deityId,
      table.quantity,
      table.amount,
    ),
    index('order_lines_temple_date_idx').on(table.templeId, table.performDate),
    index('order_lines_seva_date_idx').on(table.sevaId, table.performDate),
    index('order_lines_temple_status_idx').on(table.templeId, table.status),
    // The performing reports' lines: booked, of a paid order; their counts come from the index alone.
    index('order_lines_to_perform_idx')
      .on(table.templeId, table.performDate, table.sevaId, table.starId, table.quantity)
      .where(sql`${table.status} = 0 and ${table.orderStatus} = 'paid'`),
    // The postage report reads a temple's posted lines by perform date; a few in a hundred are posted.
    index('order_lines_postal_date_idx')
      .on(table.templeId, table.performDate)
      .where(sql`${table.prasadamDelivery} = 2`),
    // Which lines show a performance photo: a photo no line shows is removed after a day (jobs).
    index('order_lines_performed_photo_idx')
      .on(table.performedPhotoId)
      .where(sql`${table.performedPhotoId} is not null`),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
    check('order_lines_amount_check', sql`${table.rate} >= 0 and ${table.amount} >= 0`),
  ],
);

/**
 * A seva booked on the devotee's star (issue #19): every month (each time the star comes) or every year
 * in a Malayalam month, for `occurrences` dates. Written with its order lines in the checkout's one
 * statement; each date is an order line pointing here. The id is random (ARCHITECTURE rule 6).
 */
export const starSeries = pgTable(
  'star_series',
  {
    id: text().primaryKey(),
    /** The devotee's account; null for a series billed at the counter for a walk-in devotee. */
    userId: integer().references(() => users.id),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    sevaId: integer()
      .notNull()
      .references(() => sevas.id),
    starId: smallint()
      .notNull()
      .references(() => stars.id),
    devoteeName: text().notNull(),
    /** 'month': each time the star comes; 'year': once a year in `malayalamMonth`. */
    every: text().notNull(),
    /** 1 Chingam … 12 Karkidakam, for a yearly series. */
    malayalamMonth: smallint(),
    occurrences: smallint().notNull(),
    /** 'once': every date paid at checkout; 'each': the later dates are due orders, paid one by one (domain STAR_SERIES_PAYMENTS). */
    payment: text().notNull().default('once'),
    /** When the devotee stopped it: its later dates are cancelled or sent to the temple for refund. */
    stoppedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('star_series_user_idx').on(table.userId, table.createdAt),
    check('star_series_every_check', sql`${table.every} in ('month', 'year')`),
    check('star_series_month_check', sql`(${table.every} = 'year') = (${table.malayalamMonth} is not null)`),
    check('star_series_occurrences_check', sql`${table.occurrences} between 1 and 12`),
    check('star_series_payment_check', sql`${table.payment} in ('once', 'each')`),
  ],
);
