import { describe, expect, it } from 'vitest';
import { hook, IDS, nextPage } from '../../../test/extractors-suno/suno-documents.js';
import type { ExtractorError } from '../extractor.js';
import { findObjects, flightString, flightText, flightValues } from './next-flight.js';
import { hookExtraction, readHookPage } from './suno-hook.js';

const links = (address: string, kind: string) => `/proxied/${kind}/${address}`;
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as ExtractorError).code;
  }
  return undefined;
};

describe("a Next.js page's flight data", () => {
  it('joins the pushed pieces, escapes undone, and reads the JSON rows only', () => {
    const html = nextPage({ a: { b: '<x> & y' } });
    expect(flightText(html)).toContain('4:T1c,<b>Lyrics</b> & notes\n');
    expect(flightValues(flightText(html))).toEqual([['$', '$L5', null, { a: { b: '<x> & y' } }]]);
  });

  it('finds objects at any depth; a reference string is not text', () => {
    const values = [[{ entity_type: 'x', id: 1, inner: [{ entity_type: 'x', id: 2 }] }]];
    expect(findObjects(values, (o) => o.entity_type === 'x').map((o) => o.id)).toEqual([1, 2]);
    expect(flightString('$1f')).toBeUndefined();
    expect(flightString('$$5 off')).toBe('$5 off');
    expect(flightString('plain')).toBe('plain');
  });
});

describe('a Suno hook page', () => {
  it('reads the embedded hook: a video without its own audio, its song, its author', () => {
    const item = readHookPage(nextPage({ hook: hook(IDS.hook) }), IDS.hook, undefined);
    expect(item).toMatchObject({
      title: 'Harbor lights at 2am',
      artist: 'Lumen Tide',
      songId: IDS.song,
      video: `https://cdn1.suno.ai/${IDS.hook}.mp4`,
      audio: undefined,
    });
    const answer = hookExtraction(item, links, 'https://suno.com/hook/x');
    expect(answer.qualities.map((q) => [q.formatId, q.type, q.format, q.processing])).toEqual([
      ['mp4', 'video', 'mp4', 'none'],
      ['mp3', 'audio', 'mp3', 'audio'],
      ['cover', 'image', 'jpg', 'none'],
    ]);
    expect(answer.qualities[1]?.parts).toEqual([
      { kind: 'http', url: `https://cdn1.suno.ai/${IDS.hook}.mp4`, ext: 'mp4' },
    ]);
  });

  it("a hook with its own audio gives Suno's MP3 as it is; a caption reference falls back to the title", () => {
    const own = {
      ...hook(IDS.hook),
      audio_url: `https://cdn1.suno.ai/${IDS.hook}.mp3`,
      caption: '$2a',
      title: 'T',
    };
    const item = readHookPage(nextPage({ feed: [own] }), IDS.hook, undefined);
    expect(item.title).toBe('T');
    const answer = hookExtraction(item, links, '');
    expect(answer.qualities.map((q) => [q.formatId, q.processing])).toEqual([
      ['mp4', 'none'],
      ['mp3', 'none'],
      ['cover', 'none'],
    ]);
  });

  it('a page without the hook, or a hook without CDN media, is EXTRACTOR_CHANGED', () => {
    expect(codeOf(() => readHookPage(nextPage({ hookId: IDS.hook }), IDS.hook, undefined))).toBe(
      'EXTRACTOR_CHANGED',
    );
    expect(codeOf(() => readHookPage('<html>no flight</html>', IDS.hook, undefined))).toBe(
      'EXTRACTOR_CHANGED',
    );
    const elsewhere = { ...hook(IDS.hook), video_url: 'https://x.example/v.mp4' };
    expect(codeOf(() => readHookPage(nextPage({ hook: elsewhere }), IDS.hook, undefined))).toBe(
      'EXTRACTOR_CHANGED',
    );
    const other = nextPage({ hook: hook(IDS.brokenHook) });
    expect(codeOf(() => readHookPage(other, IDS.hook, undefined))).toBe('EXTRACTOR_CHANGED');
  });
});
