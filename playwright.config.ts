import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Browser journeys against the built app on a fresh database (see e2e/global-setup.ts); each journey builds
// its own company and data, so they run in any order and in parallel.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Measured on the 2-core CI machine (README, What CI runs and why): E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-EC',
    timezoneId: 'America/Guayaquil',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
