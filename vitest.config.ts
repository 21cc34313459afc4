import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the whole repository: pure rules, API tests on a real database, web unit tests.
export default defineConfig({
  test: {
    // Vitest's default keeps one core free for its watcher (one worker on a 2-core machine); API test files
    // mostly wait on the database, so one worker per core (README, What CI runs and why). VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    // CI adds a JSON report per run so .ci/run can print one "N passed, N failed" line.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        // One copy of graphql: Vite would load its ESM build beside the CommonJS one graphql-yoga requires.
        resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/vitest.setup.ts'],
          // Several waits of up to 5 s each (vitest.setup.ts) must fit in one test.
          testTimeout: 20_000,
        },
      },
      // The lint configuration's own test: each layout rule fires on a deliberate violation.
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], environment: 'node', testTimeout: 180_000 } },
    ],
  },
});
