import type { Readable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSunoWiring } from '../../src/composition/extractors/suno.wiring.js';
import type { ExtractorWiringInput } from '../../src/composition/extractors/wiring-input.js';
import { loadConfig } from '../../src/config/env.js';
import type { Extractor } from '../../src/extractors/extractor.js';
import { migrateToLatest, openSqliteDatabase, type Db } from '../../src/repositories/database/database.js';
import { createPlatformSettingsRepository } from '../../src/repositories/database/platform-settings.repository.js';
import { createEgress, type Egress } from '../../src/repositories/egress/egress.repository.js';
import { createProcessRunner } from '../../src/repositories/process/process-runner.repository.js';
import {
  createMediaProxyService,
  type MediaProxyService,
} from '../../src/services/media/media-proxy.service.js';
import { createMediaTokens } from '../../src/services/media/media-tokens.js';
import { createPlatformsService } from '../../src/services/platforms.service.js';
import { ENGINE } from '../media-proxy/media-proxy-fixtures.js';
import { IDS } from './suno-documents.js';
import { startSunoFixture, type SunoFixture } from './suno-fixture.js';

/**
 * The links the Suno answer hands out for playing and showing (downloader-results.md §7, DR-7.07):
 * with the media proxy's signer (the wiring input the composition is to pass), every audio, video,
 * cover and avatar address is a `/api/media/proxy/<token>` link that the real proxy relays from the
 * loopback CDN; without it, audio plays through `proxy-audio`. Real egress client, tokens and platforms
 * table; only the HTTP routes in front of the proxy are left out (the app's own tests cover them).
 */
async function bytesOf(stream: Readable | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("the Suno answer's media links", () => {
  let suno: SunoFixture;
  let egress: Egress;
  let db: Db;
  // Without `media`: the first test adds the signer, the second builds the extractor without one.
  let input: Omit<ExtractorWiringInput, 'media'>;
  let media: MediaProxyService;

  beforeAll(async () => {
    suno = await startSunoFixture();
    const config = loadConfig({ NODE_ENV: 'test', ...suno.env });
    const logger = pino({ level: 'silent' });
    egress = createEgress(config.egress, { logger });
    db = openSqliteDatabase(':memory:');
    await migrateToLatest(db);
    media = createMediaProxyService({
      egress: egress.client,
      tokens: createMediaTokens('suno-media-links-test-secret-32-chars'),
      platforms: createPlatformsService({
        repository: createPlatformSettingsRepository(db),
        disabledByConfig: [],
      }),
      engineStatus: () => Promise.resolve(ENGINE),
      config: config.media,
    });
    input = { config, logger, db, client: egress.client, runner: createProcessRunner(), now: Date.now };
  });
  afterAll(async () => {
    await egress.close();
    await db.destroy();
    await suno.close();
  });

  const analyse = (wired: Extractor) =>
    wired.extract({
      url: new URL(`https://suno.com/song/${IDS.song}`),
      platform: 'suno',
      toolType: 'music-downloader',
      signal: AbortSignal.timeout(20_000),
      log: pino({ level: 'silent' }),
    });

  it('with the signer: every media field is a proxy link that relays the CDN file', async () => {
    const extraction = await analyse(createSunoWiring({ ...input, media }));
    const [song] = extraction.metadata.songs as Record<string, string>[];
    const links = {
      thumbnail: extraction.thumbnail,
      avatar: extraction.metadata.authorAvatar,
      audio: song?.audioUrl,
      video: song?.videoUrl,
      image: song?.imageUrl,
      preview: extraction.qualities[0]?.preview,
    };
    for (const [field, link] of Object.entries(links)) {
      expect(link, field).toMatch(/^\/api\/media\/proxy\/[A-Za-z0-9._-]+$/);
    }
    const relayed = async (link: unknown) => {
      const answer = await media.proxy({ path: String(link).slice('/api/media/proxy/'.length) });
      return {
        status: answer.status,
        type: answer.headers['content-type'],
        bytes: await bytesOf(answer.stream),
      };
    };
    expect(await relayed(links.audio)).toEqual({ status: 200, type: 'audio/mpeg', bytes: suno.file('mp3') });
    expect(await relayed(links.video)).toEqual({ status: 200, type: 'video/mp4', bytes: suno.file('mp4') });
    expect(await relayed(links.image)).toEqual({ status: 200, type: 'image/jpeg', bytes: suno.file('jpeg') });
  });
});
