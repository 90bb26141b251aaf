import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DEPOSIT_TTL_SECONDS = 8;
/** Quotes live this long in the journeys: enough to review and submit, short enough to watch one expire. */
export const E2E_QUOTE_TTL_SECONDS = 20;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      DEPOSIT_TTL_SECONDS: String(E2E_DEPOSIT_TTL_SECONDS),
      QUOTE_TTL_SECONDS: String(E2E_QUOTE_TTL_SECONDS),
      // A demo run's waits between steps at a tenth of the scenario's seconds (e2e/demo-run.spec.ts).
      DEMO_PACE: '0.1',
    },
  },
});
