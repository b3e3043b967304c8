/**
 * Baileys' auth state kept in our database (migration 0006) instead of its files: the credentials under
 * `creds`, each signal key under `<type>-<id>`, all as Baileys' own JSON (BufferJSON spells buffers out),
 * the same spelling `useMultiFileAuthState` writes to its files.
 */
import type { AuthenticationCreds, AuthenticationState, SignalDataTypeMap } from '@whiskeysockets/baileys';
import type { Baileys } from './baileys-module.js';
import type { WhatsappAuthRepository } from './whatsapp-auth.repository.js';

export const CREDS_KEY = 'creds';

export interface StoredAuthState {
  readonly state: AuthenticationState;
  /** Stores the credentials as they are now (Baileys' `creds.update`). */
  saveCreds(): Promise<void>;
}

/** What of Baileys the auth state uses. */
export type AuthStateTools = Readonly<Pick<Baileys, 'BufferJSON' | 'initAuthCreds' | 'proto'>>;

export async function databaseAuthState(
  repo: WhatsappAuthRepository,
  baileys: AuthStateTools,
): Promise<StoredAuthState> {
  const { BufferJSON, initAuthCreds, proto } = baileys;
  const encode = (value: unknown): string => JSON.stringify(value, BufferJSON.replacer);
  const decode = (text: string): unknown => JSON.parse(text, BufferJSON.reviver) as unknown;
  const stored = (await repo.read([CREDS_KEY])).get(CREDS_KEY);
  const creds = stored === undefined ? initAuthCreds() : (decode(stored) as AuthenticationCreds);
  return {
    state: {
      creds,
      keys: {
        async get(type, ids) {
          const found = await repo.read(ids.map((id) => `${type}-${id}`));
          const data: { [id: string]: SignalDataTypeMap[typeof type] } = {};
          for (const id of ids) {
            const text = found.get(`${type}-${id}`);
            if (text === undefined) continue;
            const value = decode(text);
            // The one key type Baileys expects as a protobuf object rather than plain JSON.
            data[id] = (
              type === 'app-state-sync-key'
                ? proto.Message.AppStateSyncKeyData.fromObject(value as object)
                : value
            ) as SignalDataTypeMap[typeof type];
          }
          return data;
        },
        async set(data) {
          const entries: [string, string | null][] = [];
          for (const [type, values] of Object.entries(data)) {
            for (const [id, value] of Object.entries(values ?? {})) {
              entries.push([`${type}-${id}`, value ? encode(value) : null]);
            }
          }
          await repo.write(entries);
        },
      },
    },
    saveCreds: () => repo.write([[CREDS_KEY, encode(creds)]]),
  };
}
