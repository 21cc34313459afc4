import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './identity.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Stored files (files/storage.ts) when the server runs on PostgreSQL without object storage
 * (docs/decisions/025): every node reads the same rows, so a file one node stored any node serves.
 * Written and read on the owner connection by the storage, never by a tenant request; the tenant
 * policy (migration 0029) lets a company see its own rows only.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** The random key of files/storage.ts. */
    key: text('key').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** StoredFileInfo without size and createdAt, which are columns. */
    info: jsonb('info').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_created_idx').on(t.createdAt)],
);
