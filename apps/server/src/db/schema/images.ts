import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea, createdAt, updatedAt } from './columns.ts';

/**
 * Uploaded images, kept in the database so every API process serves the same bytes.
 * kind: 'temple-logo', 'temple-banner' (owner: temple), 'deity' (owner: deity), 'seva' (owner: seva)
 * hold one image per owner; 'gallery' (owner: temple) holds many, and so does 'performance-photo'
 * (owner: temple; issue #17 §4), the photos staff attach when they mark sevas performed, which are
 * served by their url_token alone (ARCHITECTURE rule 6: never by a sequential id).
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
    /** The random part of the address of an image not everyone may see (performance photos). */
    urlToken: text(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('images_single_kind_owner_unique')
      .on(table.kind, table.ownerId)
      // An ON CONFLICT on this index repeats its predicate (seed-demo-images.ts).
      .where(sql`${table.kind} not in ('gallery', 'performance-photo')`),
    index('images_kind_owner_idx').on(table.kind, table.ownerId),
    uniqueIndex('images_url_token_unique').on(table.urlToken),
    check(
      'images_kind_check',
      sql`${table.kind} in ('temple-logo', 'temple-banner', 'deity', 'seva', 'gallery', 'performance-photo')`,
    ),
  ],
);
