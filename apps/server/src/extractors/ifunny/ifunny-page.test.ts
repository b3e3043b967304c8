import { describe, expect, it } from 'vitest';
import {
  BARE_PAGE,
  gifItem,
  gifPath,
  ifunnyPage,
  memePath,
  pictureItem,
  picturePath,
  PUBLISHED,
  videoItem,
  videoPath,
} from '../../../test/extractors-ifunny/ifunny-documents.js';
import { ExtractorError } from '../extractor.js';
import { ifunnyExtraction } from './ifunny-answer.js';
import { ifunnyPostLink } from './ifunny-links.js';
import { parseIfunnyPage } from './ifunny-page.js';

const SITE = 'https://ifunny.co';
const CDN = 'https://img.ifunny.co';
const read = (html: string, path: string) => {
  const link = ifunnyPostLink(new URL(`${SITE}${path}`));
  if (!link) throw new Error(path);
  return parseIfunnyPage(html, `${SITE}${path}`, link);
};
const answer = (html: string, path: string) => ifunnyExtraction(read(html, path), `${SITE}${path}`);

describe('an iFunny post page', () => {
  it("a video: the state's item (matched by id, escapes undone), its size, length, author and counts", () => {
    const html = ifunnyPage(CDN, videoItem(CDN), {
      type: 'video.other',
      video: `${CDN}/videos/og.mp4`,
      title: 'Video memes',
    });
    expect(read(html, videoPath)).toMatchObject({
      kind: 'video',
      videoUrl: `${CDN}/videos/a1b2c3_1.mp4`,
      width: 160,
      height: 120,
      duration: 2,
      title: 'Introduce you to the fly swatter',
      author: 'funnyguy',
      likeCount: 120,
      viewCount: 5300,
      uploadDate: new Date(PUBLISHED * 1000).toISOString(),
      thumbnail: `${CDN}/images/jh6D3QSz7_640.jpg`,
    });
    const x = answer(html, videoPath);
    expect(x.qualities.map((q) => [q.formatId, q.type, q.format, q.quality, q.hasAudio])).toEqual([
      ['video', 'video', 'mp4', '120p', true],
    ]);
    expect(x.metadata).toMatchObject({
      contentType: 'video',
      author: 'funnyguy',
      caption: '#fly #summer',
      likeCount: 120,
    });
  });

  it('a picture is its image; a GIF is its MP4 rendering (no sound) and the GIF file', () => {
    const picture = answer(
      ifunnyPage(CDN, pictureItem(CDN), { type: 'article', image: `${CDN}/images/og.jpg`, title: 'Pic' }),
      picturePath,
    );
    expect(picture.qualities.map((q) => [q.formatId, q.type, q.format, q.parts[0]])).toEqual([
      ['image', 'image', 'jpg', { kind: 'http', url: `${CDN}/images/d4e5f6.jpg`, ext: 'jpg' }],
    ]);
    expect(picture).toMatchObject({ title: 'Pic', metadata: { contentType: 'image' } });
    const gif = answer(ifunnyPage(CDN, gifItem(CDN), { type: 'video.other', title: 'Gif' }), gifPath);
    expect(gif.qualities.map((q) => [q.formatId, q.type, q.format, q.hasAudio])).toEqual([
      ['mp4', 'video', 'mp4', false],
      ['gif', 'image', 'gif', false],
    ]);
  });

  it('without the post in the state, the seo block and Open Graph tags name its file', () => {
    const meme = read(
      ifunnyPage(CDN, undefined, { type: 'article', image: `${CDN}/images/meme.jpg`, title: 'IBM slide' }),
      memePath,
    );
    expect(meme).toMatchObject({
      kind: 'image',
      imageUrl: `${CDN}/images/meme.jpg`,
      title: 'IBM slide',
      author: null,
    });
    const video = read(
      ifunnyPage(CDN, undefined, { type: 'video.other', video: `${CDN}/videos/og.mp4`, title: 'V' }),
      videoPath,
    );
    expect(video).toMatchObject({ kind: 'video', videoUrl: `${CDN}/videos/og.mp4`, width: 160, height: 120 });
  });

  it('a page that names no file of the post is EXTRACTOR_CHANGED, never a picture for a video', () => {
    expect(() => read(BARE_PAGE, picturePath)).toThrow(ExtractorError);
    const screenshotOnly = ifunnyPage(CDN, undefined, {
      type: 'video.other',
      image: `${CDN}/images/shot.jpg`,
      title: 'V',
    });
    expect(() => read(screenshotOnly, videoPath)).toThrow(
      expect.objectContaining({ code: 'EXTRACTOR_CHANGED' }),
    );
  });
});
