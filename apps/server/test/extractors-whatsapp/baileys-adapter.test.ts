import { createServer, type Server } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase } from '../../src/repositories/database/database.js';
import { CREDS_KEY } from '../../src/repositories/whatsapp/baileys-auth-state.js';
import { createBaileysLinker } from '../../src/repositories/whatsapp/baileys-link.repository.js';
import { createBaileysLookup } from '../../src/repositories/whatsapp/baileys-lookup.repository.js';
import { loadBaileys, type Baileys } from '../../src/repositories/whatsapp/baileys-module.js';
import { createBaileysSession } from '../../src/repositories/whatsapp/baileys-session.js';
import { createWhatsappAuthRepository } from '../../src/repositories/whatsapp/whatsapp-auth.repository.js';

/**
 * The Baileys adapter itself, pointed at a loopback listener in the place of WhatsApp's websocket (its
 * protocol cannot be served here): it never connects without a linked device, connects with one, and a
 * connection WhatsApp closes is a clear EXTRACTOR_UNAVAILABLE, opened again by the next lookup.
 */
let listener: Server | undefined;
afterEach(() => listener?.close());

async function whatsappStandIn(): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener?.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `ws://127.0.0.1:${String(port)}/ws/chat`, connections: () => connections };
}

async function adapter(url: string) {
  const db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  const repo = createWhatsappAuthRepository(db);
  const real = await loadBaileys();
  const load = (): Promise<Baileys> =>
    Promise.resolve({
      ...real,
      makeWASocket: (config: Parameters<Baileys['makeWASocket']>[0]) =>
        real.makeWASocket({ ...config, waWebSocketUrl: url }),
    });
  const options = { repo, log: pino({ level: 'silent' }), version: undefined, queryTimeoutMs: 5000, load };
  const session = createBaileysSession(options);
  const linkedCreds = JSON.stringify(
    {
      ...real.initAuthCreds(),
      me: { id: '447700900123:3@s.whatsapp.net' },
      account: { details: Buffer.from([1]) },
    },
    real.BufferJSON.replacer,
  );
  return {
    db,
    repo,
    lookup: createBaileysLookup({ repo, session, load }),
    linker: createBaileysLinker(options),
    link: () => repo.write([[CREDS_KEY, linkedCreds]]),
  };
}

const codeOf = async (work: Promise<unknown>) =>
  work.then(
    () => 'resolved',
    (error: unknown) => (error as { code?: string }).code,
  );

describe('the Baileys adapter on a loopback stand-in for WhatsApp', () => {
  it('asks nothing without a linked device, and connects again after WhatsApp closed the connection', async () => {
    const whatsapp = await whatsappStandIn();
    const { db, lookup, link } = await adapter(whatsapp.url);
    const signal = AbortSignal.timeout(10_000);
    expect(await lookup.linked()).toBe(false);
    expect(await codeOf(lookup.account('447700900123', signal))).toBe('EXTRACTOR_NEEDS_DEVICE');
    expect(whatsapp.connections()).toBe(0);

    await link();
    expect(await lookup.linked()).toBe(true);
    expect(await codeOf(lookup.account('447700900123', signal))).toBe('EXTRACTOR_UNAVAILABLE');
    expect(whatsapp.connections()).toBe(1);
    expect(
      await codeOf(lookup.about({ jid: '447700900123@s.whatsapp.net', number: '447700900123' }, signal)),
    ).toBe('EXTRACTOR_UNAVAILABLE');
    expect(whatsapp.connections()).toBe(2);
    await lookup.close();
    await db.destroy();
  });

  it('fails a link whose connection WhatsApp closes, leaving no device linked', async () => {
    const whatsapp = await whatsappStandIn();
    const { db, linker } = await adapter(whatsapp.url);
    const qr: string[] = [];
    const linking = linker.link(
      { method: 'qr' },
      { qr: (text) => qr.push(text), pairingCode: () => undefined },
      5000,
    );
    await expect(linking).rejects.toThrow(/WhatsApp closed the connection/);
    expect(whatsapp.connections()).toBe(1);
    expect(qr).toEqual([]);
    expect(await linker.linked()).toBeUndefined();
    await db.destroy();
  });
});
