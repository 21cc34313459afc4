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
  // A journey took up to 60 s on CI's 2 cores on a slow day (the same ones take 15-30 s on a quiet machine).
  timeout: 120_000,
  // Two browsers and the server share CI's 2 cores: a reload of the people tab there was measured at
  // 10-15 s from the document to the list's answer (7 s of it running the scripts after they arrived),
  // so shorter waits failed journeys that were right. Making that first load lighter is issue 22's.
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-EC',
    timezoneId: 'America/Guayaquil',
    trace: 'retain-on-failure',
    // Spinners and skeleton pulses that stop (the theme's reduced-motion reset) leave the shared cores to
    // the journeys: three spec files took 158 s instead of 204 s (two runs each, 2026-12-02).
    reducedMotion: 'reduce',
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
