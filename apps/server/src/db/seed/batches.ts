import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../client.js';

/**
 * The seeds' bulk writes. Rows travel as one JSON text per statement and PostgreSQL unpacks them
 * (jsonb_to_recordset): building and parsing 60,000 bind parameters cost the scale seed more than
 * generating its data, and jsonb parses the text once where json parses a jsonb column's value a
 * second time. A value the row leaves out is written as NULL, not as the column default, so every
 * row must give the same columns.
 */

type Row<T extends PgTable> = T['$inferInsert'];

/** Serial ids are plain integers once written. */
const RECORD_TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };

function* slices<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** `insert into table (...) select ... from jsonb_to_recordset(...)` for the columns the first row gives; null without rows. */
export function insertStatement<T extends PgTable>(table: T, rows: readonly Row<T>[]): SQL | null {
  if (rows.length === 0) return null;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  for (const row of rows) {
    const given = Object.keys(row);
    if (given.length !== keys.length || given.some((key, i) => key !== keys[i]))
      throw new Error(`rows for ${getTableName(table)} give different columns: ${keys} and ${given}`);
  }
  const fields = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    const type = column.getSQLType();
    return { key: sql.identifier(key), name: sql.identifier(column.name), type: sql.raw(RECORD_TYPES[type] ?? type) };
  });
  return sql`insert into ${table} (${sql.join(
    fields.map((field) => field.name),
    sql`, `,
  )}) select ${sql.join(
    fields.map((field) => field.key),
    sql`, `,
  )} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r (${sql.join(
    fields.map((field) => sql`${field.key} ${field.type}`),
    sql`, `,
  )})`;
}

export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: Row<T>[],
  batchSize: number,
): Promise<void> {
  for (const slice of slices(rows, batchSize)) await db.execute(insertStatement(table, slice)!);
}

/**
 * `count` new ids of the table's serial id column, in the order the sequence gives them: rows written
 * with ids known beforehand can go out in one statement with the rows that point at them.
 */
export async function reserveIds(db: Database, table: PgTable & { id: PgColumn }, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, ${table.id.name}))::int as id
      from generate_series(1, ${count})`,
  );
  return rows.map((row) => row.id);
}

/** Inserts and returns the new ids in the order of `rows`. */
export async function insertReturningIds<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  rows: Row<T>[],
  batchSize: number,
): Promise<number[]> {
  const ids = await reserveIds(db, table, rows.length);
  await insertInBatches(
    db,
    table,
    rows.map((row, i) => ({ id: ids[i]!, ...row })),
    batchSize,
  );
  return ids;
}
