import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMPTY_INPUT_KIND,
  DOWNLOADER_INPUT_MESSAGES,
  EMPTY_INPUT_KINDS,
  INSTAGRAM_PROFILE_TOOLS,
  cleanPhoneInput,
  detectDialCode,
  emptyInputMessage,
  formatPhoneNational,
  instagramProfileLink,
  instagramUsernameFrom,
  isValidInstagramProfileInput,
  isValidPhoneDigitCount,
  isValidSnapchatInput,
  isValidWhatsAppPhone,
  normaliseSnapchatInput,
  phoneDigitsForCall,
  platformForUrl,
  whatsappSendLink,
  withHttpsScheme,
} from './downloader-input.js';
import { PLATFORM_SUB_TOOLS, type PlatformId } from './platforms.js';

describe('empty input (DL §5)', () => {
  it('DL-5.01 the kinds of the spec, in its order', () => {
    expect([...new Set([...Object.values(EMPTY_INPUT_KINDS), DEFAULT_EMPTY_INPUT_KIND])].sort()).toEqual(
      [
        'profile picture',
        'chat link',
        'profile information',
        'content',
        'bio information',
        'caption',
        'stories',
        'audio',
        'highlights',
        'live stream',
        'carousel',
        'photo',
        'reels',
        'highlight covers',
        'private content',
        'music',
        'playlist',
        'video',
      ].sort(),
    );
  });

  it.each([
    ['instagram', 'reels-downloader', 'Please enter a reels URL'],
    ['instagram', 'audio-extractor', 'Please enter a audio URL'],
    ['instagram', 'live-downloader', 'Please enter a live stream URL'],
    ['instagram', 'private-account-downloader', 'Please enter a private content URL'],
    ['instagram', 'caption-copier', 'Please enter a caption URL'],
    ['whatsapp', 'dp-downloader', 'Please enter a profile picture URL'],
    ['whatsapp', 'link-generator', 'Please enter a chat link URL'],
    ['whatsapp', 'profile-details', 'Please enter a profile information URL'],
    ['suno', 'playlist-downloader', 'Please enter a playlist URL'],
    ['suno', 'music-downloader', 'Please enter a music URL'],
    ['youtube', undefined, 'Please enter a content URL'],
  ] as const)('DL-5.01 %s / %s → "%s"', (platform, tool, message) => {
    expect(emptyInputMessage(platform, tool)).toBe(message);
  });

  it('DL-5.02 Instagram profile tools ask for a username or profile link', () => {
    expect(INSTAGRAM_PROFILE_TOOLS).toHaveLength(5);
    for (const tool of [...INSTAGRAM_PROFILE_TOOLS, 'profile-picture']) {
      expect(emptyInputMessage('instagram', tool)).toBe('Please enter an Instagram username or profile link');
    }
  });

  it('DL-5.01 every routed tool type has a message', () => {
    for (const [platform, tools] of Object.entries(PLATFORM_SUB_TOOLS)) {
      for (const tool of tools)
        expect(emptyInputMessage(platform as PlatformId, tool.toolType)).toMatch(/^Please enter/);
    }
  });
});

describe('WhatsApp phone (DL §5)', () => {
  it.each(['+1 (555) 123-4567', '+15551234567', '4477009001', '1234567', '123456789012345'])(
    'DL-5.03 "%s" is valid',
    (n) => expect(isValidWhatsAppPhone(n)).toBe(true),
  );

  it.each(['123456', '1234567890123456', '+0123456789', '555-CALL-NOW', '+1 555+1234567', ''])(
    'DL-5.03 "%s" is refused',
    (n) => expect(isValidWhatsAppPhone(n)).toBe(false),
  );

  it('DL-5.03 the refusal message', () => {
    expect(DOWNLOADER_INPUT_MESSAGES.invalidWhatsAppPhone).toBe(
      'Please enter a valid WhatsApp phone number with country code (e.g., +1234567890)',
    );
  });

  it('DL-5.04 the widget accepts 7 to 15 digits', () => {
    expect(['123456', '1234567', '123456789012345', '1234567890123456'].map(isValidPhoneDigitCount)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('DL-5.06 input starting with + is cleaned to plus and digits', () => {
    expect(cleanPhoneInput('+44 7700-900 (123)')).toBe('+447700900123');
  });

  it('DL-5.07 leading zeros of the national number are dropped', () => {
    expect(phoneDigitsForCall('+44', '07700 900123')).toBe('447700900123');
  });

  it('DL-5.09 the call sends digits only', () => {
    expect(phoneDigitsForCall('+1', '(555) 123-4567')).toBe('15551234567');
  });

  it('DR-9.04 send link: wa.me with the digits, text only when given (NOTES.md 2)', () => {
    expect(whatsappSendLink('15551234567', 'Hi there')).toBe('https://wa.me/15551234567?text=Hi%20there');
    expect(whatsappSendLink('+1 555 123 4567', '   ')).toBe('https://wa.me/15551234567');
    expect(whatsappSendLink('15551234567')).toBe('https://wa.me/15551234567');
  });
});

describe('Instagram and Snapchat usernames (DL §5)', () => {
  it.each(['instagram.com/nasa', 'https://www.instagram.com/nasa/', '@nasa', 'nasa_1.x'])(
    'DL-5.10 Instagram "%s" is accepted',
    (v) => expect(isValidInstagramProfileInput(v)).toBe(true),
  );

  it.each(['nasa!', 'na sa', 'https://example.com/nasa'])('DL-5.10 Instagram "%s" is refused', (v) => {
    expect(isValidInstagramProfileInput(v)).toBe(false);
  });

  it('DL-5.10 the refusal message', () => {
    expect(DOWNLOADER_INPUT_MESSAGES.invalidInstagram).toBe(
      'Please enter a valid Instagram username or profile link',
    );
  });

  it('DL-5.11 bare names are lower-cased and normalised to a profile or stories link', () => {
    expect(instagramUsernameFrom('NASA')).toBe('nasa');
    expect(instagramUsernameFrom('@NASA')).toBe('nasa');
    expect(instagramUsernameFrom('https://instagram.com/stories/nasa/123')).toBe('nasa');
    expect(instagramProfileLink('nasa', 'profile-picture')).toBe('https://www.instagram.com/nasa/');
    expect(instagramProfileLink('nasa', 'story-downloader')).toBe('https://www.instagram.com/stories/nasa/');
  });

  it('DL-8.09 a link without a username yields none', () => {
    expect(instagramUsernameFrom('https://instagram.com/')).toBeUndefined();
    expect(DOWNLOADER_INPUT_MESSAGES.instagramUsernameMissing).toBe(
      'Could not extract username from Instagram URL',
    );
  });

  it('DL-5.12 Snapchat accepts @name and names with dot, underscore, hyphen; refuses others', () => {
    expect(isValidSnapchatInput('@team.snap')).toBe(true);
    expect(isValidSnapchatInput('team-snap')).toBe(true);
    expect(isValidSnapchatInput('https://www.snapchat.com/add/teamsnap')).toBe(true);
    expect(isValidSnapchatInput('team snap!')).toBe(false);
    expect(DOWNLOADER_INPUT_MESSAGES.invalidSnapchat).toBe(
      'Please enter a valid Snapchat username or profile link',
    );
  });

  it('DL-5.13 Snapchat names become a profile link with @', () => {
    expect(normaliseSnapchatInput('teamsnap')).toBe('https://www.snapchat.com/@teamsnap');
    expect(normaliseSnapchatInput('@teamsnap')).toBe('https://www.snapchat.com/@teamsnap');
  });
});

describe('other platforms (DL §5)', () => {
  it('DL-5.14 https:// is prepended when the scheme is missing', () => {
    expect(withHttpsScheme('youtu.be/abc')).toBe('https://youtu.be/abc');
    expect(withHttpsScheme('http://youtu.be/abc')).toBe('http://youtu.be/abc');
  });

  it('DL-5.15 / DL-5.16 messages', () => {
    expect(DOWNLOADER_INPUT_MESSAGES.invalidUrl).toBe('Please enter a valid URL');
    expect(DOWNLOADER_INPUT_MESSAGES.unsupportedPlatform).toBe('URL is not from a supported platform');
  });

  it('DL-5.16 a host of no platform has no platform', () => {
    expect(platformForUrl('https://example.com/v.mp4')).toBeUndefined();
    expect(platformForUrl('ht!tp:/x')).toBeUndefined();
    expect(platformForUrl('https://notyoutube.com/watch')).toBeUndefined();
  });

  it.each([
    ['youtu.be/abc', 'youtube'],
    ['wa.me/15551234567', 'whatsapp'],
    ['pin.it/xyz', 'pinterest'],
    ['fb.watch/abc', 'facebook'],
    ['ok.ru/video/1', 'okru'],
    ['t.me/channel/1', 'telegram'],
    ['b23.tv/abc', 'bilibili'],
    ['twitch.tv/videos/1', 'twitch'],
    ['ifunny.co/video/x', 'ifunny'],
    ['suno.ai/song/x', 'suno'],
    ['https://m.youtube.com/watch?v=1', 'youtube'],
    ['https://WWW.X.COM/a/status/1', 'twitter'],
    ['https://clips.twitch.tv/abc', 'twitch'],
  ])('DL-5.17 "%s" is detected as %s', (url, platform) => {
    expect(platformForUrl(url)).toBe(platform);
  });
});

describe('phone display and country detection (DL §5)', () => {
  it('DL-5.08 (XXX) XXX-XXXX for +1 with 10 or more digits, otherwise groups of 3', () => {
    expect(formatPhoneNational('+1', '5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneNational('+1', '555123456')).toBe('555 123 456');
    expect(formatPhoneNational('+44', '7700900123')).toBe('770 090 012 3');
    expect(formatPhoneNational('+1242', '5551234567')).toBe('555 123 456 7');
    expect(formatPhoneNational('+1', '')).toBe('');
  });

  const table = [
    { code: 'US', dialCode: '+1' },
    { code: 'CA', dialCode: '+1' },
    { code: 'BS', dialCode: '+1242' },
    { code: 'GB', dialCode: '+44' },
    { code: 'GG', dialCode: '+44' },
  ];

  it('DL-5.06 the longest dial code with at least 4 digits left wins', () => {
    expect(detectDialCode('+44 7700 900123', table)).toEqual({
      code: 'GB',
      dialCode: '+44',
      national: '7700900123',
    });
    expect(detectDialCode('+1242 555 1234', table)?.code).toBe('BS');
    // 3 digits after +1242: only +1 has 4 left.
    expect(detectDialCode('+1242555', table)).toEqual({ code: 'US', dialCode: '+1', national: '242555' });
    expect(detectDialCode('+44 123', table)).toBeUndefined();
    expect(detectDialCode('+999 1234', table)).toBeUndefined();
  });

  it('a shared dial code keeps the chosen country, else the first listed', () => {
    expect(detectDialCode('+15551234567', table, 'CA')?.code).toBe('CA');
    expect(detectDialCode('+15551234567', table, 'GB')?.code).toBe('US');
    expect(detectDialCode('+447781123456', table, 'GG')?.code).toBe('GG');
  });
});
