import { customType, date, integer, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files, so every table spells money, days and times alike. */

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** ARCHITECTURE rule 1: money is integer paise. */
export const money = () => integer().notNull().default(0);

/** A calendar day (rule 8: in the temple's time zone), read and written as yyyy-MM-dd. */
export const day = () => date({ mode: 'string' });

/** Raw bytes (images), as a Buffer on both PGlite and node-postgres. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
