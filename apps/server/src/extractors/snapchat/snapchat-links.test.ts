import { describe, expect, it } from 'vitest';
import { snapchatPagePath, snapchatTarget, type SnapchatTarget } from './snapchat-links.js';

const target = (link: string) => snapchatTarget(new URL(link));

describe('Snapchat links', () => {
  it('reads the profile forms of downloader.md §5 and story.snapchat.com', () => {
    for (const link of [
      'https://www.snapchat.com/add/team.snap',
      'https://snapchat.com/add/team.snap/',
      'https://www.snapchat.com/@team.snap?share_id=abc&locale=en-US',
      'https://story.snapchat.com/@team.snap',
      'https://story.snapchat.com/s/team.snap',
    ]) {
      expect(target(link), link).toEqual({ kind: 'profile', username: 'team.snap' });
    }
    expect(target('https://www.snapchat.com/@team-snap_1')).toEqual({
      kind: 'profile',
      username: 'team-snap_1',
    });
  });

  it('reads one snap of a story, a highlight, a Spotlight video and a short link', () => {
    expect(target('https://www.snapchat.com/add/team.snap/W7_abc-1')).toEqual({
      kind: 'snap',
      username: 'team.snap',
      snapId: 'W7_abc-1',
    });
    expect(target('https://www.snapchat.com/@team.snap/highlight/9f1c-2a44')).toEqual({
      kind: 'highlight',
      username: 'team.snap',
      highlightId: '9f1c-2a44',
    });
    expect(target('https://www.snapchat.com/spotlight/W7_EDlXWTBiX')).toEqual({
      kind: 'spotlight',
      spotlightId: 'W7_EDlXWTBiX',
    });
    expect(target('https://www.snapchat.com/@team.snap/spotlight/W7_x')).toEqual({
      kind: 'spotlight',
      username: 'team.snap',
      spotlightId: 'W7_x',
    });
    expect(target('https://t.snapchat.com/AbCd1234')).toEqual({ kind: 'short', code: 'AbCd1234' });
  });

  it('names nothing for other pages, other hosts and malformed names', () => {
    for (const link of [
      'https://www.snapchat.com/',
      'https://www.snapchat.com/lens/abc',
      'https://www.snapchat.com/add/team snap',
      'https://www.snapchat.com/add/team.snap/highlight',
      'https://www.snapchat.com/add/team.snap/story/a/b',
      'https://www.snapchat.com/s/team.snap',
      'https://t.snapchat.com/a/b',
      'https://evil.example/add/team.snap',
      'https://www.snapchat.com/add/%E0%A4%A',
    ]) {
      expect(target(link), link).toBeUndefined();
    }
  });

  it('fetches the page that carries the data: the profile page for its snaps, escaped', () => {
    const cases: [Exclude<SnapchatTarget, { kind: 'short' }>, string][] = [
      [{ kind: 'profile', username: 'team.snap' }, '/add/team.snap'],
      [{ kind: 'snap', username: 'team.snap', snapId: 'a:b' }, '/add/team.snap/a%3Ab'],
      [{ kind: 'highlight', username: 'team.snap', highlightId: 'h1' }, '/@team.snap/highlight/h1'],
      [{ kind: 'spotlight', spotlightId: 'S1' }, '/spotlight/S1'],
      [{ kind: 'spotlight', spotlightId: 'S1', username: 'u' }, '/@u/spotlight/S1'],
    ];
    for (const [t, path] of cases) expect(snapchatPagePath(t)).toBe(path);
  });
});
