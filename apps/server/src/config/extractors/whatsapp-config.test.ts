import { describe, expect, it } from 'vitest';
import { toWhatsappConfig, whatsappSchema } from './whatsapp-config.js';

describe('WhatsApp settings', () => {
  it('has the documented defaults and reads a WhatsApp Web version', () => {
    expect(toWhatsappConfig(whatsappSchema.parse({}))).toEqual({
      lookupsPerMinute: 10,
      visitorLookupsPerHour: 20,
      lookupTimeoutMs: 30_000,
      webVersion: undefined,
    });
    const set = whatsappSchema.parse({
      WHATSAPP_WEB_VERSION: '2.3000.1027934701',
      WHATSAPP_LOOKUPS_PER_MINUTE: '4',
    });
    expect(toWhatsappConfig(set)).toMatchObject({ lookupsPerMinute: 4, webVersion: [2, 3000, 1027934701] });
  });

  it('refuses a malformed version and a limit of zero', () => {
    expect(whatsappSchema.safeParse({ WHATSAPP_WEB_VERSION: '2.3000' }).success).toBe(false);
    expect(whatsappSchema.safeParse({ WHATSAPP_VISITOR_LOOKUPS_PER_HOUR: '0' }).success).toBe(false);
  });
});
