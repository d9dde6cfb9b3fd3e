import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea, createdAt, updatedAt } from './columns.ts';

/**
 * Uploaded images, kept in the database so every API process serves the same bytes.
 * kind: 'temple-logo', 'temple-banner' (owner: temple), 'deity' (owner: deity), 'seva' (owner: seva)
 * hold one image per owner; 'gallery' (owner: temple) holds many.
 */
export const images = pgTable(
  'images',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    ownerId: integer().notNull(),
    contentType: text().notNull(),
    bytes: bytea().notNull(),
    byteSize: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Strong ETag: a hash of the bytes. */
    etag: text().notNull(),
    caption: text(),
    orderNo: smallint().notNull().default(0),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('images_single_kind_owner_unique')
      .on(table.kind, table.ownerId)
      .where(sql`${table.kind} <> 'gallery'`),
    index('images_kind_owner_idx').on(table.kind, table.ownerId),
    check(
      'images_kind_check',
      sql`${table.kind} in ('temple-logo', 'temple-banner', 'deity', 'seva', 'gallery')`,
    ),
  ],
);
