import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { startWhatsappKit } from './whatsapp-kit.js';

/** The linked device's guards: no device, the visitor's limit, the server's limit (D164, D165). */
const NUMBERS = { '447700900123': { image: '/pp/a.jpg' }, '15551234567': {} };
const lookup = (phoneNumber = '+447700900123') => ({ phoneNumber, toolType: 'profile-details' });

describe('WhatsApp lookups without a linked device', () => {
  it('answer EXTRACTOR_NEEDS_DEVICE through the real adapter, while the link generator still works', async () => {
    // The real wiring: the Baileys adapter over an empty auth table.
    const kit = await startWhatsappKit({}, {}, { fake: false });
    try {
      const api = kit.client('anon_wa-dev-01');
      for (const toolType of ['dp-downloader', 'profile-details', 'profile-details-with-dp']) {
        const answer = await api.whatsapp({ phoneNumber: '+447700900123', toolType });
        expect(answer.status, toolType).toBe(503);
        expect(answer.body, toolType).toMatchObject({
          code: ERROR_CODES.EXTRACTOR_NEEDS_DEVICE,
          message: DOWNLOADER_MESSAGES.needsLinkedDevice,
        });
      }
      const viaInfo = await api.info('https://wa.me/447700900123', 'dp-downloader');
      expect(viaInfo.body.code).toBe(ERROR_CODES.EXTRACTOR_NEEDS_DEVICE);
      const link = await api.whatsapp({ phoneNumber: '+447700900123', toolType: 'link-generator' });
      expect(link.status).toBe(200);
    } finally {
      await kit.close();
    }
  });
});

describe('WhatsApp lookup limits', () => {
  it('refuse a visitor past WHATSAPP_VISITOR_LOOKUPS_PER_HOUR with RATE_LIMITED; others and links go on', async () => {
    const kit = await startWhatsappKit(NUMBERS, { WHATSAPP_VISITOR_LOOKUPS_PER_HOUR: '2' });
    try {
      const api = kit.client('anon_wa-lim-01');
      // Refusals before WhatsApp was asked (no device) do not count.
      kit.whatsapp.isLinked = false;
      expect((await api.whatsapp(lookup())).body.code).toBe(ERROR_CODES.EXTRACTOR_NEEDS_DEVICE);
      kit.whatsapp.isLinked = true;
      expect((await api.whatsapp(lookup())).status).toBe(200);
      expect((await api.whatsapp(lookup('15551234567'))).status).toBe(200);
      const third = await api.whatsapp(lookup());
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({
        code: ERROR_CODES.RATE_LIMITED,
        message: DOWNLOADER_MESSAGES.whatsappVisitorLimit,
        context: { scope: 'visitor' },
      });
      expect(third.body.context?.retryAfterSeconds).toBeGreaterThan(3500);
      expect(kit.whatsapp.asked.filter((q) => q.startsWith('account'))).toHaveLength(2);

      const link = await api.whatsapp({ phoneNumber: '+447700900123', toolType: 'link-generator' });
      expect(link.status).toBe(200);
      expect((await kit.client('anon_wa-lim-02').whatsapp(lookup())).status).toBe(200);
    } finally {
      await kit.close();
    }
  });

  it('hold POST /downloader/info to the same visitor limit: one window for both ways in (D259)', async () => {
    const kit = await startWhatsappKit(NUMBERS, { WHATSAPP_VISITOR_LOOKUPS_PER_HOUR: '2' });
    try {
      // Spent on the WhatsApp form, refused through the downloader's info call.
      const form = kit.client('anon_wa-lim-info-1');
      expect((await form.whatsapp(lookup())).status).toBe(200);
      expect((await form.whatsapp(lookup('15551234567'))).status).toBe(200);
      const viaInfo = await form.info('https://wa.me/447700900123', 'dp-downloader');
      expect(viaInfo.status).toBe(429);
      expect(viaInfo.body).toMatchObject({ code: ERROR_CODES.RATE_LIMITED, context: { scope: 'visitor' } });
      // Spent through the info call, refused on the form; a refusal that asked nothing is given back.
      const info = kit.client('anon_wa-lim-info-2');
      kit.whatsapp.isLinked = false;
      expect((await info.info('https://wa.me/447700900123', 'dp-downloader')).body.code).toBe(
        ERROR_CODES.EXTRACTOR_NEEDS_DEVICE,
      );
      kit.whatsapp.isLinked = true;
      expect((await info.info('https://wa.me/447700900123', 'dp-downloader')).status).toBe(200);
      // A number without a picture: WhatsApp was asked, so it counts, though there is nothing to download.
      const hidden = await info.info('https://wa.me/15551234567', 'dp-downloader');
      expect(hidden.body.code).toBe(ERROR_CODES.CONTENT_UNAVAILABLE);
      const third = await info.whatsapp(lookup());
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ code: ERROR_CODES.RATE_LIMITED, context: { scope: 'visitor' } });
      expect(kit.whatsapp.asked.filter((q) => q.startsWith('account'))).toHaveLength(4);
    } finally {
      await kit.close();
    }
  });

  it('refuse everyone past WHATSAPP_LOOKUPS_PER_MINUTE with RATE_LIMITED, asking WhatsApp nothing', async () => {
    const kit = await startWhatsappKit(NUMBERS, { WHATSAPP_LOOKUPS_PER_MINUTE: '3' });
    try {
      for (const visitor of ['anon_wa-lim-03', 'anon_wa-lim-04', 'anon_wa-lim-05']) {
        expect((await kit.client(visitor).whatsapp(lookup())).status, visitor).toBe(200);
      }
      const refused = await kit.client('anon_wa-lim-06').whatsapp(lookup());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: ERROR_CODES.RATE_LIMITED,
        message: DOWNLOADER_MESSAGES.whatsappServerLimit,
        context: { scope: 'server' },
      });
      expect(kit.whatsapp.asked.filter((q) => q.startsWith('account'))).toHaveLength(3);
    } finally {
      await kit.close();
    }
  });
});
