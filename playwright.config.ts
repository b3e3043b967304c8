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
/**
 * A loopback Suno, Snapchat and WhatsApp picture CDN for the result views (e2e/support/platform-origin.mjs,
 * the server tests' documents): the main instance reads Suno and Snapchat there and its media proxy may
 * relay Suno's files from it (MEDIA_PROXY_TEST_HOSTS, D115).
 */
const platformPort = port + 7;
const PLATFORM_ORIGIN = `http://127.0.0.1:${platformPort}`;
/**
 * The real server with a stand-in linked WhatsApp device (e2e/support/whatsapp-app.mjs, D207): WhatsApp's
 * protocol cannot be served on loopback; its pictures come from the platform origin.
 */
const whatsappPort = port + 8;
/**
 * Loopback Google, Dropbox and Microsoft for the imports (e2e/support/drive-fakes.mjs, D224), three
 * ports from here: the main instance's drive configuration, and so the browser's, points at them, and
 * it may fetch imports from them; the restricted instance has no drive credentials (CC-5.58).
 */
const drivesPort = port + 40;
const GOOGLE_FAKE = `http://127.0.0.1:${drivesPort}`;
const DROPBOX_FAKE = `http://127.0.0.1:${drivesPort + 1}`;
const MICROSOFT_FAKE = `http://127.0.0.1:${drivesPort + 2}`;
const DRIVES_ENV = {
  GOOGLE_DRIVE_CLIENT_ID: 'e2e-google-client',
  GOOGLE_DRIVE_API_BASE_URL: GOOGLE_FAKE,
  GOOGLE_IDENTITY_SCRIPT_URL: `${GOOGLE_FAKE}/gsi/client`,
  DROPBOX_APP_KEY: 'e2e-dropbox-key',
  DROPBOX_API_BASE_URL: DROPBOX_FAKE,
  DROPBOX_CONTENT_BASE_URL: DROPBOX_FAKE,
  DROPBOX_AUTHORIZE_URL: `${DROPBOX_FAKE}/oauth2/authorize`,
  ONEDRIVE_CLIENT_ID: 'e2e-onedrive-client',
  ONEDRIVE_AUTHORITY: `${MICROSOFT_FAKE}/common`,
  ONEDRIVE_GRAPH_BASE_URL: MICROSOFT_FAKE,
};
/**
 * A loopback Instagram for its result views (e2e/support/instagram-origin.mjs, the server tests'
 * documents): web profile, embed pages, the app API for the operator's cookies file, and the media, which
 * the main instance's media proxy may relay (MEDIA_PROXY_TEST_HOSTS, D115; D196).
 */
const instagramPort = port + 9;
const INSTAGRAM_ORIGIN = `http://127.0.0.1:${instagramPort}`;
const DRIVES_EGRESS = [0, 1, 2].map((n) => `127.0.0.1:${drivesPort + n}`).join(',');

function server(
  listenPort: number,
  env: Record<string, string> = {},
  command = 'node apps/server/dist/server.js',
) {
  return {
    command,
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
    {
      command: 'node e2e/support/platform-origin.mjs',
      url: `${PLATFORM_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(platformPort) },
    },
    {
      command: 'node e2e/support/drive-fakes.mjs',
      url: `${GOOGLE_FAKE}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(drivesPort) },
    },
    {
      command: 'node e2e/support/instagram-origin.mjs',
      url: `${INSTAGRAM_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(instagramPort) },
    },
    server(port, {
      ...DRIVES_ENV,
      DOWNLOADER_TEST_ORIGINS: `vimeo=${DOWNLOADER_TEST_ORIGIN}`,
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${originPort},127.0.0.1:${platformPort},${DRIVES_EGRESS},127.0.0.1:${instagramPort}`,
      MEDIA_PROXY_TEST_HOSTS: `suno=127.0.0.1:${platformPort},instagram=127.0.0.1:${instagramPort}`,
      INSTAGRAM_BASE_URL: INSTAGRAM_ORIGIN,
      INSTAGRAM_API_BASE_URL: INSTAGRAM_ORIGIN,
      INSTAGRAM_COOKIES_FILE: 'e2e/support/instagram-cookies.txt',
      SUNO_BASE_URL: `${PLATFORM_ORIGIN}/suno/site`,
      SUNO_API_BASE_URL: `${PLATFORM_ORIGIN}/suno/studio`,
      SUNO_CDN_BASE_URL: `${PLATFORM_ORIGIN}/suno/cdn`,
      SNAPCHAT_BASE_URL: `${PLATFORM_ORIGIN}/snap`,
    }),
    server(
      whatsappPort,
      {
        EGRESS_ALLOW_PRIVATE: `127.0.0.1:${platformPort}`,
        MEDIA_PROXY_TEST_HOSTS: `whatsapp=127.0.0.1:${platformPort}`,
        WHATSAPP_PICTURE_ORIGIN: PLATFORM_ORIGIN,
        WHATSAPP_LOOKUPS_PER_MINUTE: '600',
        WHATSAPP_VISITOR_LOOKUPS_PER_HOUR: '1000',
      },
      'node e2e/support/whatsapp-app.mjs',
    ),
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
