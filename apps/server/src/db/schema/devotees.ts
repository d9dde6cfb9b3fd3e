import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, day, updatedAt } from './columns.ts';
import { stars } from './lookups.ts';
import { temples } from './temples.ts';

/**
 * A devotee (spec DevoteeId, /Devotee, /DevoteeDetail): the profile of a devotee account (userId set),
 * or a walk-in devotee a temple's counter registered (userId null, templeId set).
 */
export const devotees = pgTable(
  'devotees',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The temple whose counter registered a walk-in devotee. */
    templeId: integer().references(() => temples.id),
    name: text().notNull(),
    mobile: text(),
    email: text(),
    /** @nivedya/domain GENDERS id. */
    genderId: smallint(),
    /** @nivedya/domain BIRTH_MONTHS id (Malayalam month). */
    birthMonthId: smallint(),
    dateOfBirth: day(),
    starId: smallint()
      .notNull()
      .default(28)
      .references(() => stars.id),
    address: text(),
    place: text(),
    pincode: text(),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('devotees_user_unique').on(table.userId),
    index('devotees_temple_mobile_idx').on(table.templeId, table.mobile),
  ],
);

/** Names a devotee books for (spec add-user-for-booking): family members, each with a star (default 28). */
export const devoteeNames = pgTable(
  'devotee_names',
  {
    id: serial().primaryKey(),
    devoteeId: integer()
      .notNull()
      .references(() => devotees.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    starId: smallint()
      .notNull()
      .default(28)
      .references(() => stars.id),
    relation: text(),
    /** @nivedya/domain BIRTH_MONTHS id (Malayalam month), as the temple's register asks. */
    birthMonthId: smallint(),
    /** @nivedya/domain GENDERS id. */
    genderId: smallint(),
    isDefault: boolean().notNull().default(false),
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('devotee_names_devotee_idx').on(table.devoteeId)],
);

/** spec Temple.IsFavouriteTemple, which is per devotee account. */
export const favouriteTemples = pgTable(
  'favourite_temples',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templeId: integer()
      .notNull()
      .references(() => temples.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.templeId] })],
);
