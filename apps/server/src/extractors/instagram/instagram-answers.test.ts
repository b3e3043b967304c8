import { describe, expect, it } from 'vitest';
import * as doc from '../../../test/extractors-instagram/instagram-documents.js';
import * as pages from '../../../test/extractors-instagram/instagram-embed-documents.js';
import { ExtractorError } from '../extractor.js';
import { highlightsExtraction } from './highlight-answers.js';
import { instagramMediaUrlRule } from './instagram.extractor.js';
import { itemQuality } from './media-qualities.js';
import { highlightsTrayAnswerSchema, mediaItemSchema } from './media-schema.js';
import { parseEmbedPage } from './post-embed.js';
import { profileExtraction } from './profile-answers.js';
import { webProfileAnswerSchema } from './profile-schema.js';

const CDN = 'https://scontent-ams2-1.cdninstagram.com';
const media: doc.MediaUrl = (name) => `${CDN}/v/t51/${name}?oe=1`;
const rules = { isMediaUrl: instagramMediaUrlRule([]) };
const nasa = {
  id: '528817151',
  username: 'nasa',
  fullName: 'NASA',
  isPrivate: false,
  followedByViewer: false,
  highlightCount: 2,
};

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ExtractorError ? error.code : error;
  }
  return undefined;
};

describe('Instagram documents into answers', () => {
  it('media addresses: Instagram CDNs and the configured origins only', () => {
    const rule = instagramMediaUrlRule(['http://127.0.0.1:4567']);
    expect(rule(`${CDN}/v/a.jpg`)).toBe(true);
    expect(rule('https://instagram.fams2-1.fna.fbcdn.net/v/a.mp4')).toBe(true);
    expect(rule('http://127.0.0.1:4567/media/a.jpg')).toBe(true);
    for (const bad of [
      'https://cdninstagram.com.example.org/a.jpg',
      'https://scontent.cdninstagram.com:8443/a.jpg',
      'https://user:pw@scontent.cdninstagram.com/a.jpg',
      'ftp://scontent.cdninstagram.com/a.jpg',
      'http://127.0.0.1:4568/media/a.jpg',
      'not a url',
    ]) {
      expect(rule(bad), bad).toBe(false);
    }
  });

  it('the web profile: the HD picture first; a field of another type does not parse', () => {
    const answer = webProfileAnswerSchema.parse(doc.webProfile(nasa, media));
    const user = answer.data.user;
    if (!user) throw new Error('no user');
    const extraction = profileExtraction(user, {}, rules, 'picture');
    expect(extraction.qualities.map((q) => [q.formatId, q.parts[0]])).toEqual([
      ['picture-hd', { kind: 'http', url: media('nasa-320.jpg'), ext: 'jpg' }],
      ['picture', { kind: 'http', url: media('nasa-150.jpg'), ext: 'jpg' }],
    ]);
    const changed = doc.webProfile(nasa, media);
    expect(
      webProfileAnswerSchema.safeParse({ data: { user: { ...changed.data.user, is_private: 'no' } } })
        .success,
    ).toBe(false);
  });

  it('a video item is its largest file, never its cover; an address off the CDNs is not fetched', () => {
    const video = mediaItemSchema.parse(doc.videoItem(media, '1', '2', 'clip', doc.NOW_S));
    expect(itemQuality(video, 'v', rules)).toMatchObject({
      type: 'video',
      width: 360,
      height: 640,
      parts: [{ url: media('clip.mp4') }],
      preview: media('clip-cover.jpg'),
      extra: { fallbackPreview: media('clip-cover-small.jpg') },
    });
    const foreign = mediaItemSchema.parse(
      doc.videoItem((n) => `https://example.org/${n}`, '1', '2', 'clip', doc.NOW_S),
    );
    expect(itemQuality(foreign, 'v', rules)).toBeUndefined();
  });

  it('a highlight cover: the full picture when the tray has one, else the cropped one', () => {
    const tray = doc.highlightsTray(media, [{ id: '17890000000000001', title: ' ', count: 3 }]);
    const entry = tray.tray[0];
    const withFull = {
      tray: [
        {
          ...entry,
          cover_media: {
            ...entry?.cover_media,
            full_image_version: { width: 1080, height: 1920, url: media('full.jpg') },
          },
        },
      ],
    };
    const user = webProfileAnswerSchema.parse(doc.webProfile(nasa, media)).data.user;
    if (!user) throw new Error('no user');
    const covers = highlightsExtraction(
      user,
      highlightsTrayAnswerSchema.parse(withFull).tray,
      rules,
      'covers',
    );
    expect(covers.qualities[0]).toMatchObject({
      formatId: 'cover-17890000000000001',
      width: 1080,
      title: 'Highlight',
    });
    const cropped = highlightsExtraction(user, highlightsTrayAnswerSchema.parse(tray).tray, rules, 'covers');
    expect(cropped.qualities[0]).toMatchObject({ width: 150, preview: media('cover-17890000000000001.jpg') });
  });

  it('an embed page: the carousel with its caption; no contextJSON is a change, no post is unavailable', () => {
    const item = parseEmbedPage(
      pages.embedPage(pages.embedContext(nasa, media, 'CarouselOne', 'Hello <b>"space"</b>')),
    );
    expect(item.caption?.text).toBe('Hello <b>"space"</b>');
    expect(item.carousel_media?.map((n) => n.media_type)).toEqual([1, 2]);
    expect(item.user?.username).toBe('nasa');
    expect(errorOf(() => parseEmbedPage("<html><body>Sorry, this page isn't available.</body></html>"))).toBe(
      'EXTRACTOR_CHANGED',
    );
    expect(errorOf(() => parseEmbedPage(pages.embedPage({ gql_data: null })))).toBe('CONTENT_UNAVAILABLE');
    expect(errorOf(() => parseEmbedPage('"contextJSON":"{not json"'))).toBe('EXTRACTOR_CHANGED');
    expect(errorOf(() => parseEmbedPage(pages.embedPage({ gql_data: { shortcode_media: { id: 5 } } })))).toBe(
      'EXTRACTOR_CHANGED',
    );
  });
});
