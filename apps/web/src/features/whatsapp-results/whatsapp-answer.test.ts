import { whatsappInfoSchema, type DownloaderInfo, type DownloaderQuality } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { readWhatsappAnswer } from './whatsapp-answer';

const CDN = 'https://pps.whatsapp.net/v/t61';

function picture(index: number, quality: 'HD' | 'Preview'): DownloaderQuality {
  return {
    index,
    formatId: quality.toLowerCase(),
    url: `/api/downloader/stream?token=${quality}`,
    type: 'image',
    format: 'jpg',
    quality,
    size: null,
    filesize: null,
    sizeEstimated: false,
    width: null,
    height: null,
    resolution: null,
    bitrate: null,
    duration: null,
    hasAudio: false,
    isAudioOnly: false,
    delivery: 'stream',
    preview: `${CDN}/96.jpg`,
  };
}

const business = {
  description: 'Fresh bread every morning',
  categories: [{ localized_display_name: 'Bakery' }, { localized_display_name: 'Café' }],
  email: 'hello@bakery.example',
  website: [{ url: 'https://bakery.example' }, { url: 'https://shop.bakery.example' }],
  address: '1 High Street, London',
  memberSince: null,
  memberSinceText: 'Member since 2019',
  businessHours: {
    timezone: 'Europe/London',
    config: { mon: { mode: 'specific_hours' as const, hours: [{ start: 480, end: 1020 }] } },
  },
};

/** The dp-downloader answer as POST /downloader/whatsapp writes it (D163; test/extractors-whatsapp/). */
const LOOKUP = {
  success: true as const,
  title: 'WhatsApp +447700900123',
  duration: null,
  platform: 'whatsapp',
  thumbnail: `${CDN}/96.jpg`,
  url: 'https://wa.me/447700900123',
  qualities: [picture(0, 'HD'), picture(1, 'Preview')],
  jobId: 'analysis-1',
  toolType: 'dp-downloader',
  provider: 'whatsapp',
  metadata: {
    contentType: 'profile',
    phoneNumber: '447700900123',
    deviceCount: { count: 3, lastUpdated: '2026-01-02T03:04:05.000Z' },
  },
  expiresAt: 1,
  phoneNumber: '447700900123',
  profilePicture: `${CDN}/640.jpg`,
  profileData: {
    number: '447700900123',
    isUser: true,
    isBusiness: true,
    about: 'Open every day',
    name: null,
    status: 'Open every day',
    ...business,
    businessProfile: business,
    profileDetails: { number: '447700900123', isUser: true, isBusiness: true, about: 'Open every day' },
  },
};

describe('reading a WhatsApp lookup', () => {
  it('reads the number, the business block, the devices and the HD picture of a lookup', () => {
    expect(whatsappInfoSchema.safeParse(LOOKUP).success).toBe(true);
    const view = readWhatsappAnswer(LOOKUP);
    expect(view).toMatchObject({
      digits: '447700900123',
      phone: { countryCode: 'GB', dialCode: '+44', national: '7700900123' },
      isUser: true,
      isBusiness: true,
      about: 'Open every day',
      devices: { count: 3, lastUpdated: '2026-01-02T03:04:05.000Z' },
      picture: `${CDN}/640.jpg`,
    });
    expect(view?.business).toMatchObject({
      categories: ['Bakery', 'Café'],
      website: 'https://bakery.example',
      memberSinceText: 'Member since 2019',
    });
    expect(view?.pictures.map((q) => q.quality)).toEqual(['HD', 'Preview']);
    expect(view?.hd?.formatId).toBe('hd');
  });

  it('DR-2.8.01 an answer that is not a lookup shows nothing', () => {
    const { phoneNumber: _phone, profileData: _profile, profilePicture: _picture, ...plain } = LOOKUP;
    expect(readWhatsappAnswer(plain as DownloaderInfo)).toBeUndefined();
  });

  it('a number that is not on WhatsApp reads as inactive, without a business', () => {
    const view = readWhatsappAnswer({
      ...LOOKUP,
      qualities: [],
      profilePicture: null,
      metadata: { contentType: 'profile' },
      profileData: {
        number: '905321234567',
        isUser: false,
        isBusiness: false,
        about: null,
        name: null,
        status: null,
        businessProfile: null,
        profileDetails: { number: '905321234567', isUser: false, isBusiness: false, about: null },
      },
    });
    expect(view).toMatchObject({ isUser: false, business: null, devices: null, hd: undefined });
  });
});
