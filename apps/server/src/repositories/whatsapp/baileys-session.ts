/**
 * The server's connection on the linked device: opened at the first lookup that needs it (a server
 * whose operator never linked one never connects, and never loads Baileys), kept open for the next,
 * opened again after WhatsApp closed it. When WhatsApp says the device was logged out (unlinked on the
 * phone), the stored state is useless and is removed: lookups answer EXTRACTOR_NEEDS_DEVICE until the
 * operator links a device again.
 */
import type { WASocket } from '@whiskeysockets/baileys';
import { ExtractorError } from '../../extractors/extractor.js';
import { databaseAuthState } from './baileys-auth-state.js';
import { loadBaileys, type Baileys } from './baileys-module.js';
import { openSocket, statusCodeOf, type SocketOptions } from './baileys-socket.js';
import { linkedDeviceOf } from './linked-device.js';
import type { WhatsappAuthRepository } from './whatsapp-auth.repository.js';

export interface BaileysSessionDeps extends SocketOptions {
  readonly repo: WhatsappAuthRepository;
  readonly load?: () => Promise<Baileys>;
}

export interface BaileysSession {
  /** The open connection, opening it first if needed. */
  socket(): Promise<WASocket>;
  close(): Promise<void>;
}

interface Connection {
  readonly socket: WASocket;
  /** Resolves once WhatsApp accepted the device; rejects when the connection closed first. */
  readonly open: Promise<WASocket>;
}

export function createBaileysSession(deps: BaileysSessionDeps): BaileysSession {
  const load = deps.load ?? loadBaileys;
  let current: Promise<Connection> | undefined;
  let live: WASocket | undefined;

  async function connect(): Promise<Connection> {
    let baileys: Baileys;
    try {
      baileys = await load();
    } catch (error) {
      throw new ExtractorError('EXTRACTOR_UNAVAILABLE', `baileys does not load: ${String(error)}`);
    }
    const auth = await databaseAuthState(deps.repo, baileys);
    if (!linkedDeviceOf(JSON.stringify(auth.state.creds, baileys.BufferJSON.replacer))) {
      throw new ExtractorError('EXTRACTOR_NEEDS_DEVICE', 'no linked WhatsApp device');
    }
    const socket = openSocket(baileys, auth, deps);
    live = socket;
    let unknownDevice = false;
    const open = new Promise<WASocket>((resolve, reject) => {
      socket.ev.on('connection.update', (update) => {
        if (update.connection === 'open') {
          deps.log.info('WhatsApp device connected');
          resolve(socket);
        }
        // Stored credentials are only asked for a QR code when WhatsApp no longer knows the device.
        if (update.qr) {
          unknownDevice = true;
          socket.end(undefined);
        }
        if (update.connection !== 'close') return;
        if (live === socket) {
          live = undefined;
          current = undefined;
        }
        const code = statusCodeOf(update.lastDisconnect?.error);
        const loggedOut = code === baileys.DisconnectReason.loggedOut || unknownDevice;
        if (loggedOut) {
          deps.log.warn(
            'WhatsApp logged this server out: link a device again (npm run admin -- whatsapp-link)',
          );
          void deps.repo.clear().catch(() => undefined);
        } else {
          deps.log.info({ code }, 'WhatsApp connection closed');
        }
        const failure = loggedOut ? 'EXTRACTOR_NEEDS_DEVICE' : 'EXTRACTOR_UNAVAILABLE';
        reject(new ExtractorError(failure, `whatsapp connection closed (${String(code)})`));
      });
    });
    // A rejection nobody waits for (a connection closed between lookups) is not an error of the process.
    open.catch(() => undefined);
    return { socket, open };
  }

  return {
    async socket() {
      const attempt = (current ??= connect());
      try {
        return await (
          await attempt
        ).open;
      } catch (error) {
        if (current === attempt) current = undefined;
        throw error;
      }
    },
    close() {
      const socket = live;
      live = undefined;
      current = undefined;
      socket?.end(undefined);
      return Promise.resolve();
    },
  };
}
