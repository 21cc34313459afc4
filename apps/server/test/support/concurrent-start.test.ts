import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { seedReferenceData } from '../../src/db/seed/reference.js';
import { openTestDatabase } from './test-database.js';

/**
 * Several server nodes share one PostgreSQL database and may start at the same moment (a rolling
 * deploy). Each start re-seeds the reference data; those starts must not trip over each other.
 * Only a real server has concurrent connections, so this runs with DATABASE_URL only.
 */
describe.runIf(process.env.DATABASE_URL)('two nodes starting on one database', () => {
  let database: DatabaseHandle;
  let otherNode: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    await seedReferenceData(database.db);
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    otherNode = new pg.Client({ connectionString: url.toString() });
    await otherNode.connect();
  });
  afterAll(async () => {
    await otherNode?.end();
    await database?.close();
  });

  it('a re-seed running while another node re-seeds succeeds', async () => {
    await otherNode.query('BEGIN');
    const { rows } = await otherNode.query('DELETE FROM role_permissions RETURNING role, permission_id');
    const seeding = seedReferenceData(database.db); // blocks on the rows the other node locked
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const row of rows as { role: string; permission_id: number }[]) {
      await otherNode.query('INSERT INTO role_permissions (role, permission_id) VALUES ($1, $2)', [
        row.role,
        row.permission_id,
      ]);
    }
    await otherNode.query('COMMIT');
    await expect(seeding).resolves.toBeUndefined();
  });
});
