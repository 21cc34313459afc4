import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';

/**
 * A fresh, empty database for one test file. With DATABASE_URL: a throw-away database on that
 * server, dropped on close; otherwise an in-memory PGlite. buildApp applies the migrations (a
 * no-op when the PGlite template below already holds them).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? openServerDatabase(serverUrl) : openPglite();
}

async function openServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `terna_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdminDatabase(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onAdminDatabase(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function onAdminDatabase(serverUrl: string, run: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

// PGlite runs initdb on every start (about 2 s); loading a data directory that already holds the
// migrations takes about 0.5 s. The template is keyed by the migrations and the PGlite version, so
// a new migration makes a new one; it lives in the system temp folder between runs.
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const extensions = { pg_trgm, unaccent };
const TEMPLATE_PREFIX = 'terna-pglite-template-';

async function openPglite(): Promise<DatabaseHandle> {
  const template = templatePath();
  if (existsSync(template)) {
    try {
      const client = await PGlite.create('memory://', { extensions, loadDataDir: new Blob([readFileSync(template)]) });
      return pgliteHandle(client);
    } catch {
      rmSync(template, { force: true }); // unreadable: rebuild it below
    }
  }
  const handle = await openDatabase({ inMemory: true });
  await migrate(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await saveTemplate(template, await client.dumpDataDir('gzip'));
  return handle;
}

/** Best effort: a template that cannot be written only costs the next run its speed. */
async function saveTemplate(path: string, dump: Blob): Promise<void> {
  // Written aside and renamed, so a test file running in parallel never reads half a template.
  const partial = `${path}.${process.pid}.partial`;
  try {
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    const current = path.slice(path.lastIndexOf(TEMPLATE_PREFIX));
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith(TEMPLATE_PREFIX) && !name.startsWith(current)) rmSync(join(tmpdir(), name), { force: true });
    }
  } catch {
    rmSync(partial, { force: true });
  }
}

function templatePath(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of files(migrationsFolder).sort())
    hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return join(tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

function pgliteVersion(): string {
  try {
    let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
