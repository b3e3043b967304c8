// The real server for the WhatsApp result screens' end-to-end tests, with a stand-in for the linked
// device: WhatsApp's own protocol (Noise-encrypted frames of a logged-in account) cannot be served on
// loopback, so this starts the built app exactly as apps/server/dist/server.js does, handing in the
// `whatsappLookup` seam the server's own HTTP tests use (docs/decisions.md D166, D207). Nothing in the
// shipped server selects a stand-in: only this test entry can. Its pictures are on the platform origin
// (e2e/support/platform-origin.mjs), fetched through the real media proxy and egress client.
import { createRoot, ROLE_PARTS, startParts } from '../../apps/server/dist/composition/root.js';
import { loadConfig } from '../../apps/server/dist/config/env.js';
import { createLogger } from '../../apps/server/dist/logger.js';
import { migrateToLatest, openDatabase } from '../../apps/server/dist/repositories/database/database.js';

const pictures = process.env.WHATSAPP_PICTURE_ORIGIN ?? 'http://127.0.0.1:4315';
const UPDATED = Date.UTC(2026, 0, 2, 3, 4, 5);

/** The numbers this device knows, as the server's tests describe them (test/extractors-whatsapp/). */
const NUMBERS = {
  // A London bakery: every business field, three devices.
  447700900123: {
    pictures: true,
    about: { text: 'Open every day', setAt: null },
    business: {
      description: 'Fresh bread every morning',
      categories: ['Bakery', 'Café'],
      email: 'hello@bakery.example',
      websites: ['https://bakery.example', 'https://shop.bakery.example'],
      address: '1 High Street, London',
      memberSince: null,
      memberSinceText: 'Member since 2019',
      timezone: 'Europe/London',
      days: [
        { day: 'sun', mode: 'open_24_7', hours: [] },
        { day: 'mon', mode: 'specific_hours', hours: [{ start: 540, end: 1020 }] },
      ],
    },
    devices: { count: 3, updatedAt: UPDATED },
  },
  // A personal account on one device.
  15551234567: {
    pictures: true,
    about: { text: 'Hey there! I am using WhatsApp.', setAt: null },
    devices: { count: 1, updatedAt: UPDATED },
  },
  // A personal account in the Emirates, no device online, no about text.
  971501234567: { pictures: true, devices: { count: 0, updatedAt: UPDATED } },
  // A code outside the display table (Estonia, +372): the US flag and no dial code.
  3725123456: { pictures: true, devices: { count: 2, updatedAt: UPDATED } },
};

const whatsappLookup = {
  linked: () => Promise.resolve(true),
  account: (number) =>
    Promise.resolve(NUMBERS[number] ? { jid: `${number}@s.whatsapp.net`, number } : undefined),
  pictures: (account) =>
    Promise.resolve(
      NUMBERS[account.number]?.pictures
        ? {
            image: `${pictures}/wa/${account.number}-640.jpg`,
            preview: `${pictures}/wa/${account.number}-96.jpg`,
          }
        : { image: null, preview: null },
    ),
  about: (account) => Promise.resolve(NUMBERS[account.number]?.about),
  business: (account) => Promise.resolve(NUMBERS[account.number]?.business),
  devices: (account) => Promise.resolve(NUMBERS[account.number]?.devices ?? { count: 1, updatedAt: null }),
  close: () => Promise.resolve(),
};

const config = loadConfig();
const logger = createLogger(config);
const db = openDatabase(config.database);
await migrateToLatest(db);
const root = await createRoot({ config, logger, db, role: 'all', whatsappLookup });
const running = await startParts(root, ROLE_PARTS.all, { host: config.host, port: config.port });
const stop = () => {
  running
    .stop()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
