import {
  DOWNLOADER_INPUT_MESSAGES as M,
  emptyInputMessage,
  PLATFORM_IDS,
  subToolsOf,
  type PlatformId,
} from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { validateInput, type InputContext, type InputVerdict } from './input-rules';
import { english } from '../../lib/testing/downloader-english';
import { parseTestOrigins, testOriginPlatform } from './test-origins';
import { toolShapeOf } from './tool-shape';

const everything: InputContext = { isEnabled: () => true, testPlatformOf: () => undefined };
const check = (platform: PlatformId, toolType: string | undefined, input: string, context = everything) =>
  validateInput(toolShapeOf(platform, toolType), input, context, '+1');
const message = (verdict: InputVerdict) => (verdict.ok ? undefined : english(verdict.error));
const value = (verdict: InputVerdict) => (verdict.ok ? verdict.value : message(verdict));

describe('downloader input rules (downloader.md §5)', () => {
  it('DL-5.01 DL-5.02 an empty input names the tool’s kind, or asks Instagram profile tools for a username', () => {
    for (const platform of PLATFORM_IDS) {
      const tools = subToolsOf(platform).map((tool) => tool.toolType);
      for (const toolType of tools.length === 0 ? [undefined] : tools) {
        if (toolType === 'link-generator') continue;
        expect(message(check(platform, toolType, '   ')), `${platform} ${String(toolType)}`).toBe(
          emptyInputMessage(platform, toolType),
        );
      }
    }
    expect(message(check('instagram', 'reels-downloader', ''))).toBe('Please enter a reels URL');
    expect(message(check('instagram', 'bio-copier', ''))).toBe(M.emptyInstagramProfile);
  });

  it('DL-5.10 DL-5.11 Instagram profile tools take a link, @name or bare name, sent as a profile link', () => {
    for (const ok of ['instagram.com/nasa', '@nasa', 'nasa_1.x'])
      expect(check('instagram', 'profile-picture-downloader', ok).ok, ok).toBe(true);
    for (const bad of ['nasa!', 'na sa'])
      expect(message(check('instagram', 'profile-picture-downloader', bad))).toBe(M.invalidInstagram);
    expect(value(check('instagram', 'profile-picture-downloader', 'NASA'))).toBe(
      'https://www.instagram.com/nasa/',
    );
    expect(check('instagram', 'story-downloader', 'NASA')).toEqual({
      ok: true,
      value: 'https://www.instagram.com/stories/nasa/',
      username: 'nasa',
    });
  });

  it('DL-8.09 a profile link without a username cannot be used', () => {
    expect(message(check('instagram', 'story-downloader', 'https://instagram.com/'))).toBe(
      M.instagramUsernameMissing,
    );
  });

  it('DL-5.12 DL-5.13 Snapchat takes a link, @name or name with dots, underscores and hyphens', () => {
    expect(value(check('snapchat', 'video', '@team.snap'))).toBe('https://www.snapchat.com/@team.snap');
    expect(value(check('snapchat', 'profile-picture', 'teamsnap'))).toBe(
      'https://www.snapchat.com/@teamsnap',
    );
    expect(check('snapchat', 'video', 'team-snap').ok).toBe(true);
    expect(message(check('snapchat', 'video', 'team snap!'))).toBe(M.invalidSnapchat);
  });

  it('DL-5.14 DL-5.15 DL-5.16 links get https, must be URLs, and must be of an enabled platform', () => {
    expect(value(check('youtube', undefined, 'youtu.be/abc'))).toBe('https://youtu.be/abc');
    expect(message(check('youtube', undefined, 'ht!tp:/x'))).toBe(M.invalidUrl);
    expect(message(check('youtube', undefined, 'ftp://youtube.com/x'))).toBe(M.invalidUrl);
    expect(message(check('youtube', undefined, 'https://example.com/v.mp4'))).toBe(M.unsupportedPlatform);
    const noTikTok: InputContext = { ...everything, isEnabled: (platform) => platform !== 'tiktok' };
    expect(message(check('youtube', undefined, 'https://www.tiktok.com/@a/video/1', noTikTok))).toBe(
      M.unsupportedPlatform,
    );
  });

  it('DL-5.03 DL-5.07 DL-5.09 WhatsApp numbers: the spec’s rule on the full number, sent as digits', () => {
    const phone = (input: string, dial = '+1') =>
      validateInput(toolShapeOf('whatsapp', 'dp-downloader'), input, everything, dial);
    expect(value(phone('+1 (555) 123-4567'))).toBe('15551234567');
    expect(value(phone('07700 900123', '+44'))).toBe('447700900123');
    for (const bad of ['+123456', '+1234567890123456', '+0123456789'])
      expect(message(phone(bad)), bad).toBe(M.invalidWhatsAppPhone);
  });

  it('counts a test origin as its platform only when the knob names it', () => {
    const origins = parseTestOrigins('vimeo=http://127.0.0.1:4313, nonsense, x=not a url');
    const context: InputContext = {
      ...everything,
      testPlatformOf: (url) => testOriginPlatform(url, origins),
    };
    expect(value(check('vimeo', undefined, 'http://127.0.0.1:4313/page.html', context))).toBe(
      'http://127.0.0.1:4313/page.html',
    );
    expect(message(check('vimeo', undefined, 'http://127.0.0.1:4314/page.html', context))).toBe(
      M.unsupportedPlatform,
    );
  });
});

describe('the form per platform and tool (downloader.md §2)', () => {
  it('the submit button says generate, check profile or start by tool', () => {
    expect(toolShapeOf('whatsapp', 'link-generator').submitLabel).toBe('generate');
    expect(toolShapeOf('whatsapp', 'profile-details').submitLabel).toBe('checkProfile');
    expect(toolShapeOf('youtube', undefined).submitLabel).toBe('start');
  });

  it('DL-2.39 only generic platforms detect the platform of a link', () => {
    expect(toolShapeOf('youtube', undefined).detectsPlatform).toBe(true);
    for (const platform of ['instagram', 'whatsapp', 'snapchat'] as const)
      expect(toolShapeOf(platform, subToolsOf(platform)[0]?.toolType).detectsPlatform).toBe(false);
  });

  it('DL-2.32 WhatsApp tools take a phone number and use the WhatsApp call; stories their own call', () => {
    expect(toolShapeOf('whatsapp', 'profile-details')).toMatchObject({ input: 'phone', call: 'whatsapp' });
    expect(toolShapeOf('instagram', 'story-downloader')).toMatchObject({ call: 'instagram-story' });
    expect(toolShapeOf('instagram', 'reels-downloader')).toMatchObject({ input: 'link', call: 'info' });
  });
});
