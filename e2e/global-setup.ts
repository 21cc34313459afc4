import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const port = Number(process.env.E2E_PORT ?? 3100);

async function waitForReady(server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become ready in time');
}

/** A fresh database for the run: a new PostgreSQL database when DATABASE_URL is set, else an embedded one in a temp folder. */
async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => undefined };
  const name = `terna_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function portIsFree(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/health`);
    return false;
  } catch {
    return true;
  }
}

export default async function globalSetup() {
  // Never test against a server someone else left running: its data is not this run's.
  if (!(await portIsFree())) throw new Error(`Port ${port} is taken; stop what listens there or set E2E_PORT.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'terna-e2e-'));
  const database = await freshDatabaseUrl();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Every journey builds its own data (POST /__test__/worlds): the demo is not loaded.
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  };
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/support/e2e-server.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(server, 120_000);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
