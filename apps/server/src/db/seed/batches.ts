import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';

/** PostgreSQL (and PGlite) refuse a statement with more than 65,535 bind parameters. */
const MAX_PARAMETERS = 60_000;

/** Rows per multi-row INSERT: the requested size, made smaller when the rows are wide. */
function rowsPerStatement(rows: readonly object[], requested: number): number {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  return Math.max(1, Math.min(requested, Math.floor(MAX_PARAMETERS / columns)));
}

function* slices<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
  batchSize: number,
): Promise<void> {
  for (const slice of slices(rows, rowsPerStatement(rows, batchSize))) await db.insert(table).values(slice);
}

/** Inserts and returns the new ids in the order of `rows` (PostgreSQL returns VALUES rows in order). */
export async function insertReturningIds<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
  batchSize: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const slice of slices(rows, rowsPerStatement(rows, batchSize))) {
    const inserted = (await db.insert(table).values(slice).returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
