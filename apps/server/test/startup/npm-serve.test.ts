import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../cluster/cluster.js';

/**
 * What a developer sees at the terminal after `npm start` (its last step is `npm run serve`): one line
 * saying where Terna is instead of JSON logs, and a server that stops when npm is stopped, whether by
 * Ctrl+C or by an editor or a process manager signalling npm alone.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
// Compiling the server and migrating an empty embedded database take up to a minute on a busy 2-core machine.
const READY_TIMEOUT_MS = 150_000;

const dataDir = mkdtempSync(join(tmpdir(), 'terna-npm-serve-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function refusesConnections(url: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (!answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('npm run serve in a terminal', () => {
  it('ends with one line naming the address and the data, and stops when npm is stopped', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      // The demo takes a minute to load; the line without its sign-in part is the same code path.
      DEMO_DATA: 'false',
      NODE_ENV: 'development',
    };
    for (const name of ['DATABASE_URL', 'LOG_LEVEL', 'LOG_FORMAT', 'REDIS_URL']) delete env[name];
    const npm = spawn('npm', ['run', '--silent', 'serve'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));

    try {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!output.includes('Terna is ready') && Date.now() < deadline && npm.exitCode === null)
        await new Promise((resolve) => setTimeout(resolve, 200));

      expect(output).toContain(`Terna is ready at http://localhost:${port}`);
      expect(output).toContain(`data in ${dataDir} (embedded PostgreSQL)`);
      expect(output).not.toContain('sign in as');
      expect(output.split('\n').filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);

      npm.kill('SIGTERM');
      await exited;
      expect(await refusesConnections(`http://127.0.0.1:${port}/health`, 10_000)).toBe(true);
    } finally {
      npm.kill('SIGKILL');
    }
  }, 200_000);
});
