import { PLATFORM_IDS, platformTools } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import {
  extractorPattern,
  isForbiddenExtractorName,
  YTDLP_POLICIES,
  ytdlpPolicyFor,
  ytdlpUrlFor,
} from './allow-list.js';

describe('the yt-dlp extractor allow-list', () => {
  it('has a policy for exactly the platforms whose tools the yt-dlp family serves', () => {
    const served = PLATFORM_IDS.filter((p) => platformTools(p).some((t) => t.family === 'yt-dlp'));
    expect(Object.keys(YTDLP_POLICIES).sort()).toEqual([...served].sort());
    expect(ytdlpPolicyFor('snapchat')).toBeUndefined();
    expect(ytdlpPolicyFor('suno')).toBeUndefined();
  });

  it('never names the generic extractor or an alias that includes it', () => {
    for (const [platform, policy] of Object.entries(YTDLP_POLICIES)) {
      expect(policy.extractors.length, platform).toBeGreaterThan(0);
      for (const name of policy.extractors) {
        expect(isForbiddenExtractorName(name), `${platform}: ${name}`).toBe(false);
        expect(name, `${platform}: ${name}`).not.toMatch(/^-|,|^end$/i);
      }
    }
    expect(isForbiddenExtractorName('Generic')).toBe(true);
    expect(isForbiddenExtractorName('DEFAULT')).toBe(true);
    expect(isForbiddenExtractorName('all')).toBe(true);
  });

  it('keeps carousels (Instagram, X, Facebook) as playlists and single-video sites to one entry', () => {
    expect(ytdlpPolicyFor('instagram')).toMatchObject({ playlist: 'items', maxItems: 20, images: true });
    expect(ytdlpPolicyFor('twitter')).toMatchObject({ playlist: 'items', images: true });
    expect(ytdlpPolicyFor('youtube')).toMatchObject({ playlist: 'single', maxItems: 1, images: false });
    expect(ytdlpPolicyFor('vimeo')).toMatchObject({ playlist: 'single', maxItems: 1 });
  });

  it('escapes names for yt-dlp, which reads each as a regular expression', () => {
    expect(extractorPattern('vm.tiktok')).toBe('vm\\.tiktok');
    expect(extractorPattern('twitter:card')).toBe('twitter:card');
    expect(new RegExp(`^${extractorPattern('vm.tiktok')}$`, 'i').test('vmxtiktok')).toBe(false);
  });

  it('gives yt-dlp the x.com and instagr.am links under the host its older builds know', () => {
    const x = new URL('https://x.com/someone/status/1646000000000000001?s=20');
    expect(ytdlpUrlFor(x)).toBe('https://twitter.com/someone/status/1646000000000000001?s=20');
    expect(x.hostname).toBe('x.com');
    expect(ytdlpUrlFor(new URL('https://instagr.am/p/CxLoopBack1/'))).toBe(
      'https://www.instagram.com/p/CxLoopBack1/',
    );
    expect(ytdlpUrlFor(new URL('https://vimeo.com/76979871'))).toBe('https://vimeo.com/76979871');
  });
});
