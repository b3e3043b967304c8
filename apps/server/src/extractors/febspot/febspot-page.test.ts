import { describe, expect, it } from 'vitest';
import {
  febspotPage,
  fileUrl,
  NO_VIDEO_PAGE,
  thumbUrl,
} from '../../../test/extractors-febspot/febspot-documents.js';
import { ExtractorError } from '../extractor.js';
import { febspotExtraction } from './febspot-answer.js';
import { parseFebspotPage } from './febspot-page.js';

const SITE = 'https://www.febspot.com';
const PAGE = `${SITE}/video/2895079`;

describe('a Febspot video page', () => {
  it("reads the player's files, largest first, and the VideoObject's facts (entities decoded)", () => {
    const video = parseFebspotPage(febspotPage(SITE), PAGE);
    expect(video.sources.map((s) => [s.height, s.format, s.url])).toEqual([
      [720, 'mp4', fileUrl(SITE, 720)],
      [480, 'mp4', fileUrl(SITE, 480)],
    ]);
    expect(video).toMatchObject({
      title: 'Sunset timelapse & waves',
      description: 'Two seconds of sun going down',
      thumbnail: thumbUrl(SITE),
      duration: 2,
      uploadDate: '2024-05-01T10:00:00.000Z',
      author: 'heru01221996',
      viewCount: 1234,
    });
  });

  it('falls back to Open Graph alone: og:video with its size, og:title, og:image', () => {
    const video = parseFebspotPage(febspotPage(SITE, { player: false, jsonLd: false }), PAGE);
    expect(video.sources).toEqual([
      { url: fileUrl(SITE, 480), height: 480, width: 854, label: null, format: 'mp4' },
    ]);
    expect(video).toMatchObject({
      title: 'Sunset timelapse',
      thumbnail: thumbUrl(SITE),
      duration: null,
      viewCount: null,
    });
  });

  it('resolves relative file addresses against the page and skips streams it cannot relay', () => {
    const html =
      '<title>Clip | Febspot</title><video><source src="/get_file/1/x/1_360p.mp4/" type="video/mp4"><source src="/h.m3u8" type="application/x-mpegURL"></video>';
    const video = parseFebspotPage(html, PAGE);
    expect(video.title).toBe('Clip');
    expect(video.sources.map((s) => [s.url, s.height])).toEqual([[`${SITE}/get_file/1/x/1_360p.mp4/`, 360]]);
  });

  it('a page without a video file is EXTRACTOR_CHANGED', () => {
    expect(() => parseFebspotPage(NO_VIDEO_PAGE, PAGE)).toThrow(ExtractorError);
    expect(() =>
      parseFebspotPage(febspotPage(SITE, { player: false, jsonLd: false, og: false }), PAGE),
    ).toThrow(expect.objectContaining({ code: 'EXTRACTOR_CHANGED' }));
  });

  it('answers one quality per file, with the page as Referer, and the metadata of downloader.md §3', () => {
    const x = febspotExtraction(parseFebspotPage(febspotPage(SITE), PAGE), PAGE, PAGE);
    expect(x.qualities.map((q) => [q.formatId, q.quality, q.height, q.duration, q.parts])).toEqual([
      [
        '720p-0',
        '720p',
        720,
        2,
        [{ kind: 'http', url: fileUrl(SITE, 720), headers: { referer: PAGE }, ext: 'mp4' }],
      ],
      [
        '480p-1',
        '480p',
        480,
        2,
        [{ kind: 'http', url: fileUrl(SITE, 480), headers: { referer: PAGE }, ext: 'mp4' }],
      ],
    ]);
    expect(x.metadata).toMatchObject({
      contentType: 'video',
      author: 'heru01221996',
      viewCount: 1234,
      source: PAGE,
    });
  });
});
