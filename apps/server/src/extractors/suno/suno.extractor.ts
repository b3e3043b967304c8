/**
 * The Suno family (platform-tools.ts: music-downloader, playlist-downloader, video-downloader,
 * hook-downloader; docs/decisions.md D150–D159). The link names what is analysed: a song through
 * Suno's API (`/api/clip/<id>`), a playlist page by page (`/api/playlist/<id>?page=<n>`), a hook from
 * its page, a share link after following it. The tool only orders the answer (the video tool lists the
 * video first and needs one). Every media address is handed out as this server's media proxy link.
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import type { SunoConfig } from '../../config/extractors/suno-config.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import { ExtractorError, type Extraction, type ExtractRequest, type Extractor } from '../extractor.js';
import { createSunoApi, type SunoApi } from './suno-api.js';
import { hookExtraction, hookMedia, readHookPage } from './suno-hook.js';
import { sunoLinkOf, type SunoLink } from './suno-links.js';
import { media, uniqueRequests, type MediaKind, type MediaLinks, type MediaRequest } from './suno-media.js';
import { createPlaylistCollector, playlistExtraction, playlistMedia } from './suno-playlist.js';
import { clipSchema, readDocument } from './suno-schemas.js';
import { deliverableSong, songExtraction } from './suno-song-answer.js';
import { readSong, songMedia } from './suno-song.js';

/** The visitor-facing link of a Suno media address: the media proxy's path for it (DR-7.07). */
export type SignMedia = (address: string, kind: MediaKind) => Promise<string>;

export interface SunoExtractorDeps {
  readonly client: Pick<EgressClient, 'text'>;
  readonly config: SunoConfig;
  readonly signMedia: SignMedia;
}

/** Signs each address once; the pure builders then look them up. */
async function linksFor(
  requests: readonly (MediaRequest | undefined)[],
  sign: SignMedia,
): Promise<MediaLinks> {
  const unique = uniqueRequests(requests);
  const signed = await Promise.all(unique.map((r) => sign(r.address, r.kind)));
  const table = new Map(unique.map((r, i) => [`${r.kind} ${r.address}`, signed[i] ?? r.address]));
  return (address, kind) => {
    const link = table.get(`${kind} ${address}`);
    if (link === undefined) throw new Error(`unsigned Suno ${kind} address`);
    return link;
  };
}

export function createSunoExtractor(deps: SunoExtractorDeps): Extractor {
  const { config } = deps;
  const cdnBase = config.cdnBaseUrl;
  const page = (path: string) => `${config.baseUrl}${path}`;

  async function song(api: SunoApi, id: string, videoTool: boolean): Promise<Extraction> {
    const clip = readDocument(clipSchema, await api.clip(id), 'clip');
    // Never a wrong file: the answer must be the clip that was asked for.
    if (clip.id.toLowerCase() !== id)
      throw new ExtractorError('EXTRACTOR_CHANGED', `Suno answered clip ${clip.id} for ${id}`);
    const found = deliverableSong(readSong(clip, cdnBase));
    const links = await linksFor([...songMedia(found), media(found.avatar, 'avatar')], deps.signMedia);
    return songExtraction({ song: found, videoTool, links, source: page(`/song/${id}`) });
  }

  async function playlist(api: SunoApi, id: string, videoTool: boolean, request: ExtractRequest) {
    const collector = createPlaylistCollector(id, cdnBase);
    for (let n = 1; collector.add(await api.playlistPage(id, n)); n += 1) {
      request.signal.throwIfAborted();
    }
    const result = collector.result();
    if (result.skipped > 0)
      request.log.info({ playlistId: id, skipped: result.skipped }, 'Suno playlist entries left out');
    const links = await linksFor(playlistMedia(result), deps.signMedia);
    return playlistExtraction({ playlist: result, videoTool, links, source: page(`/playlist/${id}`) });
  }

  async function hook(api: SunoApi, id: string): Promise<Extraction> {
    const item = readHookPage(await api.hookPage(id), id, cdnBase);
    const links = await linksFor(hookMedia(item), deps.signMedia);
    return hookExtraction(item, links, page(`/hook/${id}`));
  }

  return {
    family: 'suno',
    needs: 'nothing',
    assertReady() {
      // Suno's public pages and API need no login.
    },
    async extract(request) {
      const api = createSunoApi(deps.client, config, request.signal);
      let link: SunoLink | undefined = sunoLinkOf(request.url);
      if (link?.kind === 'share') link = await api.share(link.code);
      const videoTool = request.toolType === 'video-downloader';
      switch (link?.kind) {
        case 'song':
          return song(api, link.id, videoTool);
        case 'playlist':
          return playlist(api, link.id, videoTool, request);
        case 'hook':
          return hook(api, link.id);
        default:
          throw new ExtractorError(
            'CONTENT_UNAVAILABLE',
            `not a Suno item: ${request.url.pathname}`,
            DOWNLOADER_MESSAGES.sunoNotALink,
          );
      }
    },
  };
}
