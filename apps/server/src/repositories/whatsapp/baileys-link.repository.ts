/**
 * Linking this server as a WhatsApp device, for `npm run admin -- whatsapp-link` (docs/decisions.md
 * D162): fresh credentials, then either the QR codes WhatsApp hands out (scanned in the phone's "Linked
 * devices") or one pairing code for the operator's number (typed there instead). WhatsApp closes the
 * connection once paired and expects it opened again; the link is done when that connection opens.
 * Unlinking logs the device out of WhatsApp, so it also leaves the phone's list.
 */
import type { WASocket } from '@whiskeysockets/baileys';
import { CREDS_KEY, databaseAuthState, type StoredAuthState } from './baileys-auth-state.js';
import { loadBaileys, type Baileys } from './baileys-module.js';
import { openSocket, statusCodeOf, type SocketOptions } from './baileys-socket.js';
import { linkedDeviceOf, type LinkedDevice } from './linked-device.js';
import type { WhatsappAuthRepository } from './whatsapp-auth.repository.js';

export type LinkMethod = { readonly method: 'qr' } | { readonly method: 'code'; readonly phone: string };

export interface LinkEvents {
  /** A QR code's text to show (a new one about every 20 seconds until one is scanned). */
  qr(text: string): void;
  /** The pairing code to type on the phone (8 characters). */
  pairingCode(code: string): void;
}

export interface DeviceLinker {
  /** The device whose credentials are stored, or undefined when none is linked. */
  linked(): Promise<LinkedDevice | undefined>;
  /** Links a device; resolves once WhatsApp accepted it and its credentials are stored. */
  link(method: LinkMethod, events: LinkEvents, timeoutMs: number): Promise<LinkedDevice>;
  /** Logs the stored device out of WhatsApp; false when that could not be done in time. */
  logout(timeoutMs: number): Promise<boolean>;
  /** Removes the stored state (whatever WhatsApp still thinks). */
  forget(): Promise<void>;
}

export interface BaileysLinkerDeps extends SocketOptions {
  readonly repo: WhatsappAuthRepository;
  readonly load?: () => Promise<Baileys>;
}

const credsJson = (baileys: Baileys, auth: StoredAuthState) =>
  JSON.stringify(auth.state.creds, baileys.BufferJSON.replacer);

export function createBaileysLinker(deps: BaileysLinkerDeps): DeviceLinker {
  const load = deps.load ?? loadBaileys;
  return {
    async linked() {
      return linkedDeviceOf((await deps.repo.read([CREDS_KEY])).get(CREDS_KEY));
    },
    async forget() {
      await deps.repo.clear();
    },
    async link(method, events, timeoutMs) {
      const baileys = await load();
      await deps.repo.clear();
      const auth = await databaseAuthState(deps.repo, baileys);
      await auth.saveCreds();
      let socket: WASocket | undefined;
      let timer: NodeJS.Timeout | undefined;
      try {
        return await new Promise<LinkedDevice>((resolve, reject) => {
          let codeAsked = false;
          timer = setTimeout(() => reject(new Error('no device was linked in time')), timeoutMs);
          const start = () => {
            const current = openSocket(baileys, auth, deps);
            socket = current;
            current.ev.on('connection.update', (update) => {
              if (update.qr && method.method === 'qr') events.qr(update.qr);
              if (update.qr && method.method === 'code' && !codeAsked) {
                codeAsked = true;
                current.requestPairingCode(method.phone).then(events.pairingCode.bind(events), reject);
              }
              if (update.connection === 'open') {
                const device = linkedDeviceOf(credsJson(baileys, auth));
                auth
                  .saveCreds()
                  .then(
                    () =>
                      device ? resolve(device) : reject(new Error('WhatsApp did not say which account')),
                    reject,
                  );
              }
              if (update.connection !== 'close' || socket !== current) return;
              const code = statusCodeOf(update.lastDisconnect?.error);
              if (code === baileys.DisconnectReason.restartRequired) start();
              else reject(new Error(`WhatsApp closed the connection (${String(code)})`));
            });
          };
          start();
        });
      } finally {
        clearTimeout(timer);
        const last = socket;
        socket = undefined;
        last?.end(undefined);
      }
    },
    async logout(timeoutMs) {
      const baileys = await load();
      const auth = await databaseAuthState(deps.repo, baileys);
      if (!linkedDeviceOf(credsJson(baileys, auth))) return false;
      const socket = openSocket(baileys, auth, deps);
      let timer: NodeJS.Timeout | undefined;
      try {
        return await new Promise<boolean>((resolve) => {
          let loggingOut = false;
          timer = setTimeout(() => resolve(false), timeoutMs);
          socket.ev.on('connection.update', (update) => {
            if (update.connection === 'open' && !loggingOut) {
              loggingOut = true;
              socket.logout().then(
                () => resolve(true),
                () => resolve(false),
              );
            }
            // Logging out closes the connection itself; any other close means it failed.
            if ((update.connection === 'close' || update.qr) && !loggingOut) resolve(false);
          });
        });
      } finally {
        clearTimeout(timer);
        socket.end(undefined);
      }
    },
  };
}
