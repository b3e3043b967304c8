import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from './suno-documents.js';
import { startSunoKit, type SunoKit } from './suno-kit.js';

/**
 * What the visitor gets when Suno cannot give a song: each refusal through the real server, with its
 * stable code, its status and words (docs/decisions.md D153), and nothing fetched from anywhere else.
 */
const TIMEOUT = 60_000;

describe('Suno refusals through the real server', () => {
  let kit: SunoKit;

  beforeAll(async () => {
    kit = await startSunoKit();
  }, TIMEOUT);
  afterAll(async () => {
    expect(kit.canary.connections(), 'connections that reached the canary').toBe(0);
    await kit.close();
  });

  async function refusal(link: string, toolType?: string) {
    const answer = await kit
      .client('anon_suno-refusals-1')
      .info(link, { captcha: true, ...(toolType ? { toolType } : {}) });
    return { status: answer.status, code: answer.body.code, message: answer.body.message };
  }

  it('a song Suno does not have is CONTENT_UNAVAILABLE (404), said so', async () => {
    expect(await refusal(`https://suno.com/song/${IDS.missing}`)).toEqual({
      status: 404,
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.sunoNotFound('song'),
    });
  });

  it('a private song and a private playlist are CONTENT_UNAVAILABLE, told as private', async () => {
    expect(await refusal(`https://suno.com/song/${IDS.private}`)).toEqual({
      status: 404,
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.sunoPrivate('song'),
    });
    expect(await refusal(`https://suno.com/playlist/${IDS.privatePlaylist}`, 'playlist-downloader')).toEqual({
      status: 404,
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.sunoPrivate('playlist'),
    });
  });

  it('Suno limiting this server (429) is EXTRACTOR_UNAVAILABLE (503), not the song missing', async () => {
    expect(await refusal(`https://suno.com/song/${IDS.limited}`)).toEqual({
      status: 503,
      code: ERROR_CODES.EXTRACTOR_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.platformRefusing('Suno'),
    });
  });

  it('answers of another shape are EXTRACTOR_CHANGED (502): a changed clip, another clip, a hook page without its hook', async () => {
    for (const link of [
      `https://suno.com/song/${IDS.changed}`,
      `https://suno.com/song/${IDS.swapped}`,
      `https://suno.com/hook/${IDS.brokenHook}`,
    ]) {
      expect(await refusal(link), link).toMatchObject({ status: 502, code: ERROR_CODES.EXTRACTOR_CHANGED });
    }
  });

  it("a song whose audio is outside Suno's CDN is EXTRACTOR_CHANGED: only the API was asked", async () => {
    const before = kit.suno.paths().length;
    expect(await refusal(`https://suno.com/song/${IDS.foreign}`)).toMatchObject({
      status: 502,
      code: ERROR_CODES.EXTRACTOR_CHANGED,
    });
    expect(kit.suno.paths().slice(before)).toEqual([`/studio/api/clip/${IDS.foreign}`]);
  });

  it('a song still being made, a song without video for the video tool, a link to no song', async () => {
    expect(await refusal(`https://suno.com/song/${IDS.streaming}`)).toEqual({
      status: 404,
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.sunoNotReady,
    });
    expect(await refusal(`https://suno.com/song/${IDS.quiet}`, 'video-downloader')).toEqual({
      status: 404,
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.sunoNoVideo,
    });
    expect(await refusal('https://suno.com/explore')).toEqual({
      status: 404,
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.sunoNotALink,
    });
    expect(await refusal(`https://suno.com/hook/${IDS.missing}`, 'hook-downloader')).toEqual({
      status: 404,
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.sunoNotFound('hook'),
    });
  });
});
