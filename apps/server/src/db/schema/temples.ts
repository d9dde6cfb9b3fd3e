import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, day, money, updatedAt } from './columns.ts';
import { locations } from './lookups.ts';

/**
 * spec §3 Temple. The spec's Password, UserType and DeleteOtp are not temple columns here: the temple's
 * administrator is a users row (user type 2) and the deletion OTP lives in otps. IsFavouriteTemple is
 * per devotee (favourite_temples). docs/api-map.md maps every spec name.
 */
export const temples = pgTable(
  'temples',
  {
    id: serial().primaryKey(),
    /** Stable unique key (spec Code), e.g. 'guruvayoor-sreekrishna'; seeds and imports match on it. */
    code: text().notNull(),
    /** Short code printed on receipts and SMS (spec ShortCode), e.g. 'GSK'. */
    shortCode: text(),
    /** Display order in temple lists (spec OrderNo); lower first. */
    orderNo: integer().notNull().default(0),
    /** The temple's own administrator account (spec UserId). */
    ownerUserId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    nameNarration: text(),
    address: text(),
    addressNarration: text(),
    locationId: integer().references(() => locations.id),
    /** The town or village (spec TempleLocation). */
    place: text(),
    state: text().notNull().default('Kerala'),
    latitude: numeric({ precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric({ precision: 9, scale: 6, mode: 'number' }),
    landLine: text(),
    mobile: text(),
    officeNumber: text(),
    email: text(),
    website: text(),
    facebook: text(),
    whatsapp: text(),
    /** Free text shown on the contact page (spec DisplayContacts). */
    displayContacts: text(),
    shortDescription: text(),
    /** Morning darshan hours (spec Timing), e.g. '4:30 AM - 12:30 PM'. */
    timing: text(),
    eveningTiming: text(),
    history: text(),
    /** Printed on receipts (spec TempleManthra). */
    manthra: text(),
    /** Only the src of a Google Maps embed (spec MapIFrame); the web app draws the iframe, never stored HTML. */
    mapEmbedUrl: text(),
    videoUrl: text(),
    launchVideoUrl: text(),
    /** spec LeagalContract: the temple's agreement with the platform (URL or reference). */
    legalContract: text(),

    bankName: text(),
    bankBranch: text(),
    bankIfsc: text(),
    bankAccountNumber: text(),
    bankAccountName: text(),
    /** UPI address devotees may pay to directly. */
    upiVpa: text(),
    /** The temple's GST registration number (15 characters), printed on the GST report; null: none given. */
    gstin: text(),
    /** 'none': no online payment, bank transfer only (spec bank-details-checkout); else null or an adapter name: the platform's configured gateway. */
    paymentGatewayId: text(),

    /** spec §1 per-temple feature flags. */
    isSeva: boolean().notNull().default(true),
    isVirtualQueue: boolean().notNull().default(false),
    isDevoteeVisit: boolean().notNull().default(false),
    isLiveDarshan: boolean().notNull().default(false),
    sevaBookingLink: text(),
    devoteeVisitBookingLink: text(),
    virtualQueueBookingLink: text(),
    liveDarshanBookingLink: text(),
    /** spec IsRegistered (default 1): the temple has signed up, as opposed to a listing only. */
    isRegistered: boolean().notNull().default(true),
    /** spec IsNotification: the temple sends push notifications to its devotees. */
    isNotification: boolean().notNull().default(true),
    /** spec Dakshina: devotees may add a dakshina to their order. */
    isDakshinaEnabled: boolean().notNull().default(true),
    /** spec NameStar: a booking must carry the devotee's name and star. */
    isNameStarRequired: boolean().notNull().default(true),
    /** spec IsChangeAllSevaTime: staff may move the perform time of all sevas of a day at once. */
    isChangeAllSevaTime: boolean().notNull().default(false),
    /** spec §2 show-panchangam flag: the approve modal offers the Panchangam button. */
    showPanchangam: boolean().notNull().default(true),

    /** spec {product}ChargeInRs: the platform's fixed service charge per order, paise. */
    platformChargeAmount: money(),
    /** spec {product}ChargeInPercetange: the platform's service charge as a percent of the order amount. */
    platformChargePercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** spec SplitServiceCharge: the part of the service charge settled to the temple, paise. */
    splitServiceCharge: money(),
    /** spec IntroductoryServiceCharge: while true, introductoryServiceAmount replaces the service charge. */
    isIntroductoryServiceCharge: boolean().notNull().default(false),
    introductoryServiceAmount: money(),
    /** spec SevaBlockPeriod: days from today that are closed for online booking (0: today is open). */
    sevaBlockPeriodDays: smallint().notNull().default(0),
    /** spec SevaEndDate: the last date sevas of this temple can be booked for; null: no end. */
    sevaEndDate: day(),
    /** ARCHITECTURE rule 8: perform dates are calendar days in this zone. */
    timeZone: text().notNull().default('Asia/Kolkata'),
    /** Which star rules a calendar day: the star at sunrise, or the star holding six nazhika after sunrise. */
    starOfDayRule: text().notNull().default('sunrise'),

    /** 1 active (listed), 0 inactive (hidden from devotees), 2 deleted. */
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('temples_code_unique').on(table.code),
    uniqueIndex('temples_short_code_unique').on(table.shortCode),
    index('temples_location_idx').on(table.locationId),
    index('temples_status_order_idx').on(table.status, table.orderNo),
    check('temples_star_of_day_rule_check', sql`${table.starOfDayRule} in ('sunrise', 'six-nazhika')`),
    check('temples_platform_charge_percent_check', sql`${table.platformChargePercent} between 0 and 100`),
  ],
);

/** Deities of a temple; each seva is offered to one. */
export const deities = pgTable(
  'deities',
  {
    id: serial().primaryKey(),
    templeId: integer()
      .notNull()
      .references(() => temples.id),
    code: text().notNull(),
    name: text().notNull(),
    nameNarration: text(),
    description: text(),
    orderNo: integer().notNull().default(0),
    /** 1 active, 0 inactive. */
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('deities_temple_code_unique').on(table.templeId, table.code),
    index('deities_temple_idx').on(table.templeId, table.status),
  ],
);
