/**
 * Fetching Suno's documents, through the egress client only (DESIGN.md §5 "Egress"): a clip and a
 * playlist page from its public API, a hook page and a share link from its site (docs/decisions.md
 * D150–D153). Each answer's status is judged by suno-refusals.ts; what parses is left to the pure
 * modules. The egress client's own refusals (a blocked address, a timeout) keep their codes (D105).
 */
import type { SunoConfig } from '../../config/extractors/suno-config.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import { ExtractorError } from '../extractor.js';
import { sunoPathLink, type SunoLink } from './suno-links.js';
import { refusalOf, type SunoThing } from './suno-refusals.js';

/** API answers are a few hundred kilobytes (a playlist page of fifty clips); pages a few megabytes. */
const JSON_MAX_BYTES = 4 * 1024 * 1024;
const PAGE_MAX_BYTES = 8 * 1024 * 1024;

const JSON_HEADERS = { accept: 'application/json' };
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
};

export interface SunoApi {
  clip(id: string): Promise<unknown>;
  playlistPage(id: string, page: number): Promise<unknown>;
  hookPage(id: string): Promise<string>;
  /** What a share link (`/s/<code>`) leads to. */
  share(code: string): Promise<SunoLink>;
}

export function createSunoApi(
  client: Pick<EgressClient, 'text'>,
  config: SunoConfig,
  signal: AbortSignal,
): SunoApi {
  async function get(url: string, thing: SunoThing, json: boolean) {
    const { response, text } = await client.text(url, {
      headers: json ? JSON_HEADERS : PAGE_HEADERS,
      maxBytes: json ? JSON_MAX_BYTES : PAGE_MAX_BYTES,
      // Every status is an answer here: refusalOf tells what each one means.
      okStatus: () => true,
      redirect: thing === 'link' ? 'manual' : 'follow',
      signal,
    });
    const refused = refusalOf(response, thing, json);
    if (refused && !(thing === 'link' && response.status >= 300 && response.status < 400)) throw refused;
    return { response, text };
  }

  async function json(url: string, thing: SunoThing): Promise<unknown> {
    const { text } = await get(url, thing, true);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ExtractorError('EXTRACTOR_CHANGED', `Suno ${thing}: the API answered something not JSON`);
    }
  }

  const api = config.apiBaseUrl;
  const id = encodeURIComponent;
  return {
    clip: (clipId) => json(`${api}/api/clip/${id(clipId)}`, 'song'),
    playlistPage: (playlistId, page) =>
      json(`${api}/api/playlist/${id(playlistId)}?page=${String(page)}`, 'playlist'),
    hookPage: async (hookId) => (await get(`${config.baseUrl}/hook/${id(hookId)}`, 'hook', false)).text,

    async share(code) {
      const { response, text } = await get(`${config.baseUrl}/s/${id(code)}`, 'link', false);
      // Suno answers a share link with a redirect to the song; a page naming it canonically also does.
      const location = response.headers.location;
      const target =
        typeof location === 'string'
          ? location
          : /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/i.exec(text)?.[1];
      const link =
        target && URL.canParse(target, config.baseUrl)
          ? sunoPathLink(new URL(target, config.baseUrl).pathname)
          : undefined;
      if (!link || link.kind === 'share') {
        throw new ExtractorError('EXTRACTOR_CHANGED', `Suno share link led to ${target ?? 'nothing'}`);
      }
      return link;
    },
  };
}
