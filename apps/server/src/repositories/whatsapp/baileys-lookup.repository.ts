/**
 * The `WhatsappLookup` port over the linked device (Baileys): is the number on WhatsApp (USync contact
 * query), its picture addresses by size (`w:profile:picture`), its about text (USync status), its
 * business profile (`w:biz`, parsed by extractors/whatsapp/business-profile.ts) and its devices (USync
 * devices). Only `*.whatsapp.net` picture addresses are handed on (picture-url.ts).
 */
import type { WASocket } from '@whiskeysockets/baileys';
import { z } from 'zod';
import { parseBusinessProfile } from '../../extractors/whatsapp/business-profile.js';
import { isWhatsappPictureUrl } from '../../extractors/whatsapp/picture-url.js';
import type { WhatsappAccount, WhatsappLookup } from '../../extractors/whatsapp/whatsapp-lookup.js';
import { CREDS_KEY } from './baileys-auth-state.js';
import { loadBaileys, type Baileys } from './baileys-module.js';
import { failureOf, notFound, untilAborted } from './baileys-errors.js';
import type { BaileysSession } from './baileys-session.js';
import { linkedDeviceOf } from './linked-device.js';
import type { WhatsappAuthRepository } from './whatsapp-auth.repository.js';

export interface BaileysLookupDeps {
  readonly repo: WhatsappAuthRepository;
  readonly session: BaileysSession;
  readonly load?: () => Promise<Baileys>;
}

const statusSchema = z.object({
  status: z.object({ status: z.string().nullable(), setAt: z.date().optional() }).nullish(),
});
const devicesSchema = z.object({
  devices: z.object({
    deviceList: z.array(z.object({ id: z.number() })),
    keyIndex: z.object({ timestamp: z.number() }).optional(),
  }),
});

export function createBaileysLookup(deps: BaileysLookupDeps): WhatsappLookup {
  const load = deps.load ?? loadBaileys;
  /** Runs one question on the open connection; Baileys' failures become stable codes. */
  async function ask<T>(signal: AbortSignal, work: (socket: WASocket) => Promise<T>) {
    try {
      const socket = await untilAborted(deps.session.socket(), signal);
      return await untilAborted(work(socket), signal);
    } catch (error) {
      throw failureOf(error, signal);
    }
  }
  const picture = (account: WhatsappAccount, type: 'image' | 'preview', signal: AbortSignal) =>
    ask(signal, async (socket) => {
      try {
        const url = await socket.profilePictureUrl(account.jid, type);
        return url !== undefined && isWhatsappPictureUrl(url) ? url : null;
      } catch (error) {
        // No picture (404), or one shown only to contacts (401).
        if (notFound(error)) return null;
        throw error;
      }
    });

  return {
    async linked() {
      const creds = (await deps.repo.read([CREDS_KEY])).get(CREDS_KEY);
      return linkedDeviceOf(creds) !== undefined;
    },
    account: (number, signal) =>
      ask(signal, async (socket) => {
        const [found] = (await socket.onWhatsApp(`${number}@s.whatsapp.net`)) ?? [];
        if (!found?.exists) return undefined;
        // WhatsApp's own id of the account, which for some countries' numbers differs from the digits typed.
        const jid = /^\d+@s\.whatsapp\.net$/.test(found.jid) ? found.jid : `${number}@s.whatsapp.net`;
        return { jid, number };
      }),
    async pictures(account, signal) {
      const [image, preview] = await Promise.all([
        picture(account, 'image', signal),
        picture(account, 'preview', signal),
      ]);
      return { image, preview };
    },
    about: (account, signal) =>
      ask(signal, async (socket) => {
        const [entry] = (await socket.fetchStatus(account.jid)) ?? [];
        const parsed = statusSchema.safeParse(entry);
        const text = parsed.success ? parsed.data.status?.status?.trim() : undefined;
        if (!text) return undefined;
        const setAt = parsed.data?.status?.setAt?.getTime();
        return { text, setAt: setAt !== undefined && setAt > 0 ? setAt : null };
      }),
    business: (account, signal) =>
      ask(signal, async (socket) => {
        try {
          const answer: unknown = await socket.query({
            tag: 'iq',
            attrs: { to: 's.whatsapp.net', xmlns: 'w:biz', type: 'get' },
            content: [
              {
                tag: 'business_profile',
                attrs: { v: '244' },
                content: [{ tag: 'profile', attrs: { jid: account.jid } }],
              },
            ],
          });
          return parseBusinessProfile(answer);
        } catch (error) {
          if (notFound(error)) return undefined;
          throw error;
        }
      }),
    devices: (account, signal) =>
      ask(signal, async (socket) => {
        const { USyncQuery, USyncUser } = await load();
        const query = new USyncQuery().withContext('message').withDeviceProtocol();
        const result = await socket.executeUSyncQuery(query.withUser(new USyncUser().withId(account.jid)));
        const parsed = devicesSchema.safeParse(result?.list[0]);
        if (!parsed.success) return { count: 0, updatedAt: null };
        const seconds = parsed.data.devices.keyIndex?.timestamp;
        return {
          count: parsed.data.devices.deviceList.length,
          updatedAt: seconds !== undefined && seconds > 0 ? seconds * 1000 : null,
        };
      }),
    close: () => deps.session.close(),
  };
}
