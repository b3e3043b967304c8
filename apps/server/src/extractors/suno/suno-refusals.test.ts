import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './suno-refusals.js';

const json = { 'content-type': 'application/json' };
const of = (status: number, headers: Record<string, string> = json, expectsJson = true) => {
  const error = refusalOf({ status, headers }, 'song', expectsJson);
  return error && { code: error.code, message: error.message };
};

describe("what Suno's answers mean", () => {
  it('2xx is no refusal', () => {
    expect(of(200)).toBeUndefined();
  });

  it('404 and 410 are a song not found; 401 and a JSON 403 a private one', () => {
    const notFound = { code: 'CONTENT_UNAVAILABLE', message: DOWNLOADER_MESSAGES.sunoNotFound('song') };
    const privateSong = { code: 'CONTENT_UNAVAILABLE', message: DOWNLOADER_MESSAGES.sunoPrivate('song') };
    expect(of(404)).toEqual(notFound);
    expect(of(410)).toEqual(notFound);
    expect(of(401)).toEqual(privateSong);
    expect(of(403)).toEqual(privateSong);
  });

  it('429, a bot-protection 403 and a 403 to a page are Suno turning this server away', () => {
    const refusing = { code: 'EXTRACTOR_UNAVAILABLE', message: DOWNLOADER_MESSAGES.platformRefusing('Suno') };
    expect(of(429)).toEqual(refusing);
    expect(of(403, { 'cf-mitigated': 'challenge', 'content-type': 'text/html' })).toEqual(refusing);
    expect(of(403, { 'content-type': 'text/html; charset=UTF-8' })).toEqual(refusing);
    expect(of(403, {}, false)).toEqual(refusing);
  });

  it('5xx is Suno down; any other status an answer this extractor does not know', () => {
    expect(of(503)).toEqual({ code: 'EXTRACTOR_UNAVAILABLE', message: DOWNLOADER_MESSAGES.sunoDown });
    expect(of(400)?.code).toBe('EXTRACTOR_CHANGED');
    expect(of(302)?.code).toBe('EXTRACTOR_CHANGED');
  });
});
