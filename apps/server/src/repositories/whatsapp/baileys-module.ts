/**
 * Baileys (`@whiskeysockets/baileys`), loaded only when a linked device is used: a server without one
 * never loads it (its protocol buffers take time and memory), and a broken install is then a clear
 * EXTRACTOR_UNAVAILABLE at lookup time instead of a server that does not start.
 */
import type * as BaileysModule from '@whiskeysockets/baileys';

export type Baileys = typeof BaileysModule;

let loading: Promise<Baileys> | undefined;

export function loadBaileys(): Promise<Baileys> {
  loading ??= import('@whiskeysockets/baileys').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
