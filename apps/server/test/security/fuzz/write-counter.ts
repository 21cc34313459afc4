import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../src/db/client.js';

/**
 * Records committed row writes in a test database, so a test can prove a refused call changed
 * nothing. Installed by the test on its own throw-away database, never by a migration. Row-level
 * AFTER triggers on every table of the public schema (tables added later included) append a row
 * naming the table and operation inside the writing transaction: a rolled-back write leaves no
 * trace, a committed one always does. Appending (instead of counting in a shared row) takes no lock
 * a concurrent writer could wait on. The function is SECURITY DEFINER because requests run as the
 * restricted tenant role, which may not write the log.
 */
export interface WriteCounter {
  /** Where the log ends now: it moves exactly when a write was committed. */
  mark(): Promise<number>;
  /** The writes committed after `mark`, per `table:INSERT|UPDATE|DELETE`. */
  since(mark: number): Promise<Record<string, number>>;
  /** Every write committed since the counter was installed, per `table:INSERT|UPDATE|DELETE`. */
  read(): Promise<Map<string, number>>;
}

const LOG_TABLE = 'fuzz_writes';

/** `ignored`: `table:OPERATION` writes the log leaves out. */
export async function installWriteCounter(db: Database, ignored: readonly string[] = []): Promise<WriteCounter> {
  const quoted = ignored.map((target) => `'${target.replace(/'/g, "''")}'`).join(', ');
  // One statement per call: PGlite runs parameterised (extended protocol) queries, one statement each.
  await db.execute(sql.raw(`create table ${LOG_TABLE} (id bigserial primary key, target text not null)`));
  await db.execute(
    sql.raw(`create function fuzz_log_write() returns trigger language plpgsql security definer set search_path = public as $$
    declare written text := TG_TABLE_NAME || ':' || TG_OP;
    begin
      ${ignored.length ? `if written in (${quoted}) then return null; end if;` : ''}
      insert into ${LOG_TABLE} (target) values (written);
      return null;
    end $$`),
  );
  await db.execute(
    sql.raw(`do $$
    declare t record;
    begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename <> '${LOG_TABLE}' loop
        execute format('create trigger fuzz_log_write after insert or update or delete on %I for each row execute function fuzz_log_write()', t.tablename);
      end loop;
    end $$`),
  );
  const since = async (mark: number) => {
    const rows = await queryRows<{ target: string; writes: string | number }>(
      db,
      sql`select target, count(*) as writes from ${sql.raw(LOG_TABLE)} where id > ${mark} group by target order by target`,
    );
    return Object.fromEntries(rows.map((row) => [row.target, Number(row.writes)]));
  };
  return {
    since,
    async read() {
      return new Map(Object.entries(await since(0)));
    },
    async mark() {
      const [row] = await queryRows<{ last: string | number }>(
        db,
        sql.raw(`select coalesce(max(id), 0) as last from ${LOG_TABLE}`),
      );
      return Number(row!.last);
    },
  };
}

/** The `table:OPERATION` counts that differ between two readings, with how many writes each gained. */
export function writesBetween(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const [target, writes] of after) {
    const gained = writes - (before.get(target) ?? 0);
    if (gained !== 0) changed[target] = gained;
  }
  return changed;
}
