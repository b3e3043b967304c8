import { DOWNLOADER_MESSAGES, ERROR_CODES, whatsappInfoSchema } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsappBusinessFacts } from '../../src/extractors/whatsapp/whatsapp-lookup.js';
import { startWhatsappKit, type WhatsappKit } from './whatsapp-kit.js';

/** The lookups through the real app, the analyses table and the stream, on a stand-in linked device. */
const BUSINESS: WhatsappBusinessFacts = {
  description: 'Fresh bread every morning',
  categories: ['Bakery', 'Café'],
  email: 'hello@bakery.example',
  websites: ['https://bakery.example', 'https://shop.bakery.example'],
  address: '1 High Street, London',
  memberSince: null,
  memberSinceText: 'Member since 2019',
  timezone: 'Europe/London',
  days: [
    { day: 'sun', mode: 'open_24_7', hours: [] },
    { day: 'mon', mode: 'specific_hours', hours: [{ start: 480, end: 1020 }] },
  ],
};
const UPDATED = Date.UTC(2026, 0, 2, 3, 4, 5);

const NUMBERS = {
  '447700900123': {
    image: '/pp/447700900123-640.jpg',
    preview: '/pp/447700900123-96.jpg',
    about: { text: 'Open every day', setAt: null },
    business: BUSINESS,
    devices: { count: 3, updatedAt: UPDATED },
  },
  '15551234567': { about: { text: 'Hey there! I am using WhatsApp.', setAt: null } },
};

describe('POST /downloader/whatsapp, lookups on the linked device', () => {
  let kit: WhatsappKit;

  beforeAll(async () => {
    kit = await startWhatsappKit(NUMBERS);
  });
  afterAll(() => kit.close());

  it('DL-7.03 DL-3.06 DL-3.07 DL-3.08 DL-3.09 dp-downloader answers the pictures, the profile and the devices', async () => {
    const api = kit.client('anon_wa-look-01');
    const answer = await api.whatsapp({ phoneNumber: '+44 7700 900123', toolType: 'dp-downloader' });
    expect(answer.status).toBe(200);
    expect(whatsappInfoSchema.safeParse(answer.body.data).success).toBe(true);
    const data = answer.body.data;
    const image = `${kit.cdn.url}/pp/447700900123-640.jpg`;
    const preview = `${kit.cdn.url}/pp/447700900123-96.jpg`;
    expect(data).toMatchObject({
      toolType: 'dp-downloader',
      phoneNumber: '447700900123',
      platform: 'whatsapp',
      url: 'https://wa.me/447700900123',
      thumbnail: preview,
      profilePicture: image,
    });
    expect(data.qualities.map((q) => [q.type, q.format, q.quality, q.preview])).toEqual([
      ['image', 'jpg', 'HD', preview],
      ['image', 'jpg', 'Preview', preview],
    ]);
    const profile = {
      number: '447700900123',
      isUser: true,
      isBusiness: true,
      about: 'Open every day',
      description: 'Fresh bread every morning',
      categories: [{ localized_display_name: 'Bakery' }, { localized_display_name: 'Café' }],
      email: 'hello@bakery.example',
      website: [{ url: 'https://bakery.example' }, { url: 'https://shop.bakery.example' }],
      address: '1 High Street, London',
      memberSinceText: 'Member since 2019',
      businessHours: {
        timezone: 'Europe/London',
        config: {
          sun: { mode: 'open_24_7', hours: [] },
          mon: { mode: 'specific_hours', hours: [{ start: 480, end: 1020 }] },
        },
      },
    };
    expect(data.profileData).toMatchObject(profile);
    expect(data.profileData?.businessProfile).toMatchObject({ categories: profile.categories });
    expect(data.metadata).toMatchObject({
      profileData: profile,
      phoneNumber: '447700900123',
      deviceCount: { count: 3, lastUpdated: new Date(UPDATED).toISOString() },
    });
    // No address of WhatsApp's CDN in a quality's link: it is a signed stream link of this server.
    expect(data.qualities.every((q) => q.url.startsWith('/api/downloader/stream?token='))).toBe(true);
  });

  it('a picture quality downloads through the egress client, named after the number', async () => {
    const api = kit.client('anon_wa-look-02');
    const { body } = await api.whatsapp({ phoneNumber: '447700900123', toolType: 'dp-downloader' });
    const hd = body.data.qualities.find((q) => q.quality === 'HD');
    const before = kit.cdn.seen.length;
    const file = await api.get(hd?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toContain('447700900123_HD.jpg');
    expect(file.bytes.equals(kit.picture)).toBe(true);
    expect(kit.cdn.seen.slice(before).map((r) => r.url)).toEqual(['/pp/447700900123-640.jpg']);
  });

  it('profile-details answers a personal profile without asking for pictures or devices', async () => {
    const api = kit.client('anon_wa-look-03');
    kit.whatsapp.asked.length = 0;
    const answer = await api.whatsapp({ phoneNumber: '+1 555 123 4567', toolType: 'profile-details' });
    expect(answer.status).toBe(200);
    expect(whatsappInfoSchema.safeParse(answer.body.data).success).toBe(true);
    expect(answer.body.data).toMatchObject({ qualities: [], profilePicture: null, thumbnail: null });
    expect(answer.body.data.profileData).toMatchObject({
      number: '15551234567',
      isUser: true,
      isBusiness: false,
      about: 'Hey there! I am using WhatsApp.',
      businessProfile: null,
    });
    expect(answer.body.data.metadata).toMatchObject({ deviceCount: null });
    expect(kit.whatsapp.asked.sort()).toEqual([
      'about 15551234567',
      'account 15551234567',
      'business 15551234567',
    ]);
  });

  it('a number that is not on WhatsApp: profile tools say so, the picture tool refuses', async () => {
    const api = kit.client('anon_wa-look-04');
    const details = await api.whatsapp({ phoneNumber: '+49 151 23456789', toolType: 'profile-details' });
    expect(details.status).toBe(200);
    expect(details.body.data.profileData).toMatchObject({ isUser: false, isBusiness: false, about: null });

    const dp = await api.whatsapp({ phoneNumber: '+49 151 23456789', toolType: 'dp-downloader' });
    expect(dp.status).toBe(404);
    expect(dp.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.whatsappNotOnWhatsapp,
    });
  });

  it('a hidden picture: the picture tool refuses, the profile with picture answers without qualities', async () => {
    const api = kit.client('anon_wa-look-05');
    const dp = await api.whatsapp({ phoneNumber: '15551234567', toolType: 'dp-downloader' });
    expect(dp.status).toBe(404);
    expect(dp.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.whatsappNoPicture,
    });
    const withDp = await api.whatsapp({ phoneNumber: '15551234567', toolType: 'profile-details-with-dp' });
    expect(withDp.status).toBe(200);
    expect(withDp.body.data).toMatchObject({ qualities: [], profilePicture: null });
    expect(withDp.body.data.metadata).toMatchObject({ deviceCount: { count: 1 } });
  });

  it('POST /downloader/info takes a wa.me link to the same extractor through the analysis service', async () => {
    const api = kit.client('anon_wa-look-06');
    const answer = await api.info('wa.me/447700900123', 'dp-downloader');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      platform: 'whatsapp',
      phoneNumber: '447700900123',
      profilePicture: `${kit.cdn.url}/pp/447700900123-640.jpg`,
    });
    expect(answer.body.data.qualities).toHaveLength(2);
  });
});
