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
 * A fresh database for one test file, already migrated. With DATABASE_URL: a throw-away database on
 * that server, copied from a migrated template and dropped on close; otherwise an in-memory PGlite
 * loaded from a migrated data directory. buildApp still applies the migrations: a no-op on both.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? openServerDatabase(serverUrl) : openPglite();
}

// Migrating an empty PostgreSQL database takes 2.5-3.5 s; copying a migrated one (CREATE DATABASE ...
// TEMPLATE) about 0.3 s, for each of some 250 test files. The template is named by the migrations, so a
// new migration makes a new one, and it stays on the server between runs.
const SERVER_TEMPLATE_PREFIX = 'terna_template_';
/** Any number: it names the lock under which one test worker builds the template while the others wait. */
const TEMPLATE_LOCK = 7_413_202;

async function openServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `terna_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await serverTemplate(serverUrl);
  await onAdminDatabase(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onAdminDatabase(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

let serverTemplateName: Promise<string> | undefined;

function serverTemplate(serverUrl: string): Promise<string> {
  serverTemplateName ??= onAdminDatabase(serverUrl, async (admin) => {
    const name = `${SERVER_TEMPLATE_PREFIX}${migrationsHash()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      // Built under another name and renamed when complete, so a run stopped halfway leaves no half template.
      const partial = `${name}_partial`;
      await admin.query(`DROP DATABASE IF EXISTS "${partial}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${partial}"`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, partial) });
      try {
        await migrate(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like '${SERVER_TEMPLATE_PREFIX}%' and datname <> $1`,
        [name],
      );
      for (const old of rows) await admin.query(`DROP DATABASE IF EXISTS "${old.datname}" WITH (FORCE)`);
    }
    // The lock ends with the admin connection.
    return name;
  }).catch((error: unknown) => {
    serverTemplateName = undefined;
    throw error;
  });
  return serverTemplateName;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdminDatabase<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
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
  return join(tmpdir(), `${TEMPLATE_PREFIX}${migrationsHash(pgliteVersion())}.tar.gz`);
}

/** Names a template by the migration files (and, for PGlite, its version): a new migration, a new template. */
function migrationsHash(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of files(migrationsFolder).sort())
    hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
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
