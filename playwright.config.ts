import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app
// served by the real server, exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * A second instance whose operator switched platforms off (e2e/navigation.spec.ts, DL-2.05), lowered
 * the sign-in throttle, the daily credits (e2e/auth.spec.ts, e2e/credits.spec.ts) and the files per
 * upload (e2e/converter-rows.spec.ts) so those limits are reached in a few steps without touching the
 * main instance's.
 */
const restrictedPort = port + 1;
/**
 * A third instance that issues one anonymous session an hour: its one test (e2e/converter-rows.spec.ts)
 * reaches the limit with a second browser, which every other test's fresh browser would reach too.
 */
const oneSessionPort = port + 2;
/**
 * A loopback "platform" for the downloader (e2e/support/downloader-origin.mjs): the main instance
 * counts its origin as Vimeo (DOWNLOADER_TEST_ORIGINS, D101) and may connect to it (EGRESS_ALLOW_PRIVATE,
 * D81); the other instances know nothing of it.
 */
const originPort = port + 3;
const DOWNLOADER_TEST_ORIGIN = `http://127.0.0.1:${originPort}`;

function server(listenPort: number, env: Record<string, string> = {}) {
  return {
    command: 'node apps/server/dist/server.js',
    url: `http://127.0.0.1:${listenPort}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: `test-results/e2e-data-${listenPort}`,
      LOG_LEVEL: 'warn',
      // Every test's fresh browser asks for an anonymous session from the same address (D42).
      ANONYMOUS_SESSIONS_PER_HOUR: '100000',
      // A cheap proof of work: the widget still fetches, solves and sends a real ALTCHA solution (D46).
      ALTCHA_COST: '10',
      ALTCHA_MAX_NUMBER: '100',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/support/downloader-origin.mjs',
      url: `${DOWNLOADER_TEST_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(originPort) },
    },
    server(port, {
      DOWNLOADER_TEST_ORIGINS: `vimeo=${DOWNLOADER_TEST_ORIGIN}`,
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${originPort}`,
    }),
    server(restrictedPort, {
      DOWNLOADER_DISABLED_PLATFORMS: 'tiktok,twitter,okru,suno',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      ANONYMOUS_DAILY_CREDITS: '1',
      FREE_DAILY_CREDITS: '0',
      MAX_FILES_PER_UPLOAD: '3',
    }),
    server(oneSessionPort, { ANONYMOUS_SESSIONS_PER_HOUR: '1' }),
  ],
});
