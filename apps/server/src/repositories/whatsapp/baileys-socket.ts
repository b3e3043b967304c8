/**
 * One WhatsApp Web connection of the linked device (Baileys' `makeWASocket`), as both the server's
 * lookups and the linking command open it. Baileys opens its own websocket to WhatsApp
 * (`web.whatsapp.com`): the operator's opt-in outbound connection to one fixed service, not an address
 * a visitor influences, so it does not go through the egress client (docs/decisions.md D161).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WASocket, WAVersion } from '@whiskeysockets/baileys';
import type { StoredAuthState } from './baileys-auth-state.js';
import type { Baileys } from './baileys-module.js';

export interface SocketOptions {
  readonly log: FastifyBaseLogger;
  /** The WhatsApp Web version to announce; Baileys' own when undefined. */
  readonly version: readonly [number, number, number] | undefined;
  readonly queryTimeoutMs: number;
}

/** The device's name in the phone's "Linked devices" list. */
export const DEVICE_NAME = 'Mediaforge';

/**
 * Baileys logs every frame at debug level; the server's log gets its warnings and errors unless the
 * operator asked for trace.
 */
function baileysLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  const child = log.child({ component: 'whatsapp' });
  return log.level === 'trace' ? child : log.child({ component: 'whatsapp' }, { level: 'warn' });
}

export function openSocket(baileys: Baileys, auth: StoredAuthState, options: SocketOptions): WASocket {
  const logger = baileysLogger(options.log);
  const socket = baileys.makeWASocket({
    auth: { creds: auth.state.creds, keys: baileys.makeCacheableSignalKeyStore(auth.state.keys, logger) },
    logger,
    ...(options.version ? { version: [...options.version] as WAVersion } : {}),
    browser: baileys.Browsers.ubuntu(DEVICE_NAME),
    // A lookup device: never "online", no chat history, no messages kept.
    markOnlineOnConnect: false,
    syncFullHistory: false,
    shouldSyncHistoryMessage: () => false,
    defaultQueryTimeoutMs: options.queryTimeoutMs,
    getMessage: () => Promise.resolve(undefined),
  });
  socket.ev.on('creds.update', () => {
    auth.saveCreds().catch((error: unknown) => {
      options.log.error({ err: error }, 'could not store the WhatsApp credentials');
    });
  });
  return socket;
}

/** The status code of Baileys' errors (Boom: `output.statusCode`), when there is one. */
export function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('output' in error)) return undefined;
  const output = (error as { output?: { statusCode?: unknown } }).output;
  return typeof output?.statusCode === 'number' ? output.statusCode : undefined;
}
