import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client.js';

/**
 * Every connection the app opens to a PostgreSQL server runs without JIT (db/client.ts): compiling
 * the candidate index's load statement took longer than running it. PGlite has no JIT.
 */
const serverUrl = process.env.DATABASE_URL;
let handle: DatabaseHandle;

beforeAll(async () => {
  if (serverUrl) handle = await openDatabase({ databaseUrl: serverUrl });
});
afterAll(async () => {
  await handle?.close();
});

const jit = async (db: DatabaseHandle['db']) => (await queryRows<{ jit: string }>(db, sql`show jit`))[0]!.jit;

describe.skipIf(!serverUrl)('connections to a PostgreSQL server', () => {
  it('run without JIT: the requests’ pool and a side pool such as the index loader’s, with its own settings', async () => {
    expect(await jit(handle.db)).toBe('off');
    const side = handle.openSideDatabase({
      maxConnections: 1,
      applicationName: 'terna-test-side',
      settings: '-c max_parallel_workers_per_gather=0',
    });
    try {
      expect(await jit(side.db)).toBe('off');
      const [row] = await queryRows<{ workers: string }>(
        side.db,
        sql`select current_setting('max_parallel_workers_per_gather') as workers`,
      );
      expect(row!.workers).toBe('0');
    } finally {
      await side.close();
    }
  });

  it('take the settings written in DATABASE_URL over the app’s own', async () => {
    const url = new URL(serverUrl!);
    url.searchParams.set('options', '-c jit=on');
    const own = await openDatabase({ databaseUrl: url.toString() });
    try {
      expect(await jit(own.db)).toBe('on');
    } finally {
      await own.close();
    }
  });
});
