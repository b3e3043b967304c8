import { describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase } from '../../src/repositories/database/database.js';
import { CREDS_KEY, databaseAuthState } from '../../src/repositories/whatsapp/baileys-auth-state.js';
import type { DeviceLinker } from '../../src/repositories/whatsapp/baileys-link.repository.js';
import { createBaileysLinker } from '../../src/repositories/whatsapp/baileys-link.repository.js';
import { loadBaileys } from '../../src/repositories/whatsapp/baileys-module.js';
import { createWhatsappAuthRepository } from '../../src/repositories/whatsapp/whatsapp-auth.repository.js';
import { AdminUsageError } from '../../src/services/accounts/admin.service.js';
import {
  parseWhatsappCommand,
  runWhatsappCommand,
  type WhatsappAdminDeps,
} from '../../src/services/whatsapp/whatsapp-admin.service.js';
import { pino } from 'pino';

/** `npm run admin -- whatsapp-*` without a phone: the arguments, and the auth state in the database. */
async function database() {
  const db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  return { db, repo: createWhatsappAuthRepository(db, () => 1000) };
}

describe('npm run admin -- whatsapp-* arguments', () => {
  it('reads the link by QR, by pairing code for a number, status and unlink', () => {
    expect(parseWhatsappCommand(['whatsapp-link'])).toEqual({ kind: 'link', method: { method: 'qr' } });
    expect(parseWhatsappCommand(['whatsapp-link', '--qr'])).toEqual({
      kind: 'link',
      method: { method: 'qr' },
    });
    expect(parseWhatsappCommand(['whatsapp-link', '--phone', '+44 7700 900123'])).toEqual({
      kind: 'link',
      method: { method: 'code', phone: '447700900123' },
    });
    expect(parseWhatsappCommand(['whatsapp-link', '--phone', '+44', '7700', '900123'])).toEqual({
      kind: 'link',
      method: { method: 'code', phone: '447700900123' },
    });
    expect(parseWhatsappCommand(['whatsapp-link', '--phone=15551234567'])).toEqual({
      kind: 'link',
      method: { method: 'code', phone: '15551234567' },
    });
    expect(parseWhatsappCommand(['whatsapp-status'])).toEqual({ kind: 'status' });
    expect(parseWhatsappCommand(['whatsapp-unlink'])).toEqual({ kind: 'unlink' });
  });

  it('refuses what it does not know with the usage line', () => {
    const refused = [
      ['whatsapp-link', '--phone'],
      ['whatsapp-link', '--phone', '07700 900123'],
      ['whatsapp-link', '--phone', '+447700900123', 'extra'],
      ['whatsapp-link', '--email', 'x'],
      ['whatsapp-status', 'now'],
      ['whatsapp-frobnicate'],
    ];
    for (const args of refused) {
      expect(() => parseWhatsappCommand(args), args.join(' ')).toThrow(AdminUsageError);
      expect(() => parseWhatsappCommand(args), args.join(' ')).toThrow(
        /usage: npm run admin -- whatsapp-link/,
      );
    }
  });
});

describe('the linked device auth state in the database', () => {
  it('stores credentials and signal keys as Baileys writes them and reads them back, buffers included', async () => {
    const { db, repo } = await database();
    const baileys = await loadBaileys();
    const first = await databaseAuthState(repo, baileys);
    const creds = first.state.creds;
    await first.saveCreds();
    const preKey = { public: Buffer.from([1, 2, 3]), private: Buffer.from([4, 5, 6]) };
    const syncKey = { keyData: Buffer.from([7, 8]), timestamp: 12 };
    await first.state.keys.set({
      'pre-key': { '1': preKey, '2': null },
      'app-state-sync-key': { AAA: syncKey },
    });

    const again = await databaseAuthState(repo, baileys);
    expect(again.state.creds.registrationId).toBe(creds.registrationId);
    expect(Buffer.isBuffer(again.state.creds.noiseKey.private)).toBe(true);
    expect(Buffer.from(again.state.creds.noiseKey.private).equals(Buffer.from(creds.noiseKey.private))).toBe(
      true,
    );
    const keys = await again.state.keys.get('pre-key', ['1', '2']);
    expect(keys['1']?.public).toEqual(preKey.public);
    expect(keys['2']).toBeUndefined();
    const sync = await again.state.keys.get('app-state-sync-key', ['AAA']);
    expect(sync.AAA).toBeInstanceOf(baileys.proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(sync.AAA?.keyData ?? []).equals(syncKey.keyData)).toBe(true);

    // Removing a key is writing null.
    await again.state.keys.set({ 'pre-key': { '1': null } });
    expect(await again.state.keys.get('pre-key', ['1'])).toEqual({});
    await db.destroy();
  });
});

describe('npm run admin -- whatsapp-status, -unlink and -link', () => {
  const log = pino({ level: 'silent' });
  const linkedCreds = JSON.stringify({
    me: { id: '447700900123:7@s.whatsapp.net', name: 'Shop' },
    account: {},
  });

  function commands(linker: DeviceLinker, printed: string[]): WhatsappAdminDeps {
    return {
      linker,
      print: (text) => printed.push(text),
      renderQr: (text) => Promise.resolve(`[QR ${text}]`),
      linkTimeoutMs: 1000,
      logoutTimeoutMs: 1000,
    };
  }

  it('names the linked device from the stored credentials, and unlinking forgets them', async () => {
    const { db, repo } = await database();
    const real = createBaileysLinker({ repo, log, version: undefined, queryTimeoutMs: 1000 });
    let loggedOut = 0;
    const linker: DeviceLinker = {
      ...real,
      logout: () => {
        loggedOut++;
        return Promise.resolve(true);
      },
    };
    const deps = commands(linker, []);

    expect(await runWhatsappCommand({ kind: 'status' }, deps)).toMatch(/^No WhatsApp device is linked/);
    // An interrupted link leaves credentials without an account: not a linked device.
    await repo.write([[CREDS_KEY, JSON.stringify({ me: { id: '447700900123@s.whatsapp.net' } })]]);
    expect(await runWhatsappCommand({ kind: 'status' }, deps)).toMatch(/^No WhatsApp device is linked/);

    await repo.write([
      [CREDS_KEY, linkedCreds],
      ['pre-key-1', '{}'],
    ]);
    expect(await runWhatsappCommand({ kind: 'status' }, deps)).toBe(
      'WhatsApp lookups use the linked device of +447700900123 (device 7)',
    );
    await expect(runWhatsappCommand({ kind: 'link', method: { method: 'qr' } }, deps)).rejects.toThrow(
      /already linked \(\+447700900123 \(device 7\)\)/,
    );

    expect(await runWhatsappCommand({ kind: 'unlink' }, deps)).toMatch(/^Unlinked \+447700900123/);
    expect(loggedOut).toBe(1);
    expect((await repo.read([CREDS_KEY, 'pre-key-1'])).size).toBe(0);
    await db.destroy();
  });

  it('shows the pairing code and the QR codes while it waits, and reports the device it linked', async () => {
    const { db, repo } = await database();
    const real = createBaileysLinker({ repo, log, version: undefined, queryTimeoutMs: 1000 });
    const printed: string[] = [];
    const linker: DeviceLinker = {
      ...real,
      async link(method, events) {
        if (method.method === 'code') events.pairingCode('ABCD1234');
        else events.qr('2@qr-text');
        await repo.write([[CREDS_KEY, linkedCreds]]);
        return (await real.linked()) ?? Promise.reject(new Error('not stored'));
      },
    };
    const deps = commands(linker, printed);
    const code = { kind: 'link', method: { method: 'code', phone: '447700900123' } } as const;
    expect(await runWhatsappCommand(code, deps)).toMatch(/^Linked \+447700900123 \(device 7\)/);
    expect(printed[0]).toMatch(/^Pairing code: ABCD-1234\n/);

    await repo.clear();
    expect(await runWhatsappCommand({ kind: 'link', method: { method: 'qr' } }, deps)).toMatch(/^Linked/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(printed[1]).toMatch(/^\[QR 2@qr-text\]\nScan this code/);
    await db.destroy();
  });
});
