import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Fault tests (npm run test:faults): they restart database clusters of their own, so they run apart
// from the API tests, one file at a time. CI writes a JSON report (VITEST_JSON) like the other runs.
export default defineConfig({
  // One copy of graphql, as in the server project.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    name: 'faults',
    include: ['apps/server/test/faults/**/*.fault.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
});
