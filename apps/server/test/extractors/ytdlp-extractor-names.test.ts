import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PlatformId } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { extractorPattern, YTDLP_POLICIES } from '../../src/extractors/ytdlp/allow-list.js';

const run = promisify(execFile);
const YTDLP = process.env.YTDLP_PATH ?? 'yt-dlp';

/** `yt-dlp --list-extractors [urls…]`: each extractor's name, then the given links it accepts, indented. */
async function listExtractors(urls: readonly string[] = []): Promise<Map<string, string[]>> {
  const { stdout } = await run(YTDLP, ['--ignore-config', '--list-extractors', ...urls], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const table = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of stdout.split('\n')) {
    if (line.startsWith('  ')) current.push(line.trim());
    else if (line.trim()) {
      current = [];
      table.set(line.replace(/ \(CURRENTLY BROKEN\)$/, '').trim(), current);
    }
  }
  return table;
}

/** yt-dlp matches `--use-extractors` names as regular expressions, whole and without case. */
const matches = (pattern: string, name: string): boolean => new RegExp(`^(?:${pattern})$`, 'i').test(name);

/** Links of each platform in the forms visitors paste (x.com and instagr.am are rewritten first). */
const SAMPLES: Partial<Record<PlatformId, readonly string[]>> = {
  youtube: [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://www.youtube.com/shorts/abcdefghijk',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/clip/UgkxU2HSeGL_NvmDJ-nQJrlLwllwMDBdGZFs',
  ],
  tiktok: ['https://www.tiktok.com/@user/video/7106658991907802411', 'https://vm.tiktok.com/ZMYAbCdEf/'],
  instagram: ['https://www.instagram.com/p/CxYzAbCdEf/', 'https://www.instagram.com/reel/CxYzAbCdEf/'],
  facebook: [
    'https://www.facebook.com/watch/?v=1234567890',
    'https://www.facebook.com/someone/videos/1234567890/',
    'https://www.facebook.com/reel/1234567890',
  ],
  twitter: ['https://twitter.com/user/status/1234567890123456789', 'https://t.co/abcdEFgh'],
  pinterest: ['https://www.pinterest.com/pin/1234567890/'],
  linkedin: ['https://www.linkedin.com/posts/someone_title-activity-1234567890123456789-abcd'],
  telegram: ['https://t.me/channel/1234'],
  vimeo: ['https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789'],
  twitch: ['https://www.twitch.tv/videos/123456789', 'https://clips.twitch.tv/FunnyClipSlug'],
  bilibili: ['https://www.bilibili.com/video/BV1bK411W797', 'https://www.bilibili.tv/en/video/2008954214'],
  ted: ['https://www.ted.com/talks/some_speaker_some_talk'],
  imdb: ['https://www.imdb.com/video/vi1234567890/'],
  rumble: ['https://rumble.com/v1abcd-some-title.html', 'https://rumble.com/embed/v1abcd/'],
  okru: ['https://ok.ru/video/1234567890'],
  vk: ['https://vk.com/video-12345_67890', 'https://vk.com/wall-12345_67890'],
  tumblr: ['https://someblog.tumblr.com/post/123456789/some-slug'],
  bitchute: ['https://www.bitchute.com/video/abcdEFgh1234/'],
  ninegag: ['https://9gag.com/gag/aBcDeFg'],
};

describe('the allow-list against the installed yt-dlp', () => {
  it('names only extractors the binary has (a name matching nothing would be ignored silently)', async () => {
    const names = [...(await listExtractors()).keys()];
    expect(names.length).toBeGreaterThan(500);
    for (const [platform, policy] of Object.entries(YTDLP_POLICIES)) {
      for (const name of policy.extractors) {
        const found = names.filter((n) => matches(extractorPattern(name), n));
        expect(found, `${platform}: ${name}`).toHaveLength(1);
      }
    }
  }, 60_000);

  it("takes each platform's usual links with an extractor of that platform's list", async () => {
    const urls = Object.values(SAMPLES).flat();
    const table = await listExtractors(urls);
    for (const [platform, samples] of Object.entries(SAMPLES)) {
      const allowed = YTDLP_POLICIES[platform as PlatformId]?.extractors ?? [];
      for (const url of samples) {
        const takers = [...table].filter(([name, taken]) => name !== 'generic' && taken.includes(url));
        const ours = takers.filter(([name]) => allowed.some((a) => matches(extractorPattern(a), name)));
        expect(
          ours.length,
          `${platform}: ${url} (taken by ${takers.map(([n]) => n).join(', ')})`,
        ).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});
