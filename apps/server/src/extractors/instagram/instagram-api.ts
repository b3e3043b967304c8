/**
 * Instagram's endpoints through the egress client (DESIGN.md §5 "Egress"): the web profile and post
 * pages on INSTAGRAM_BASE_URL, the app API on INSTAGRAM_API_BASE_URL, each answer checked for
 * Instagram's refusals (instagram-errors.ts) and parsed with its schema (a changed shape is
 * EXTRACTOR_CHANGED). The operator's cookies go only through the client's `credentials`, to the origin
 * asked, never across a redirect (D131); redirects are not followed, since Instagram's only ones here
 * lead to its login page.
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import type { z } from 'zod';
import type { OperatorCredentials } from '../../egress/request-headers.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import { ExtractorError } from '../extractor.js';
import { answerError } from './instagram-errors.js';
import {
  highlightsTrayAnswerSchema,
  itemsAnswerSchema,
  reelsMediaAnswerSchema,
  type MediaItem,
  type Reel,
  type TrayHighlight,
} from './media-schema.js';
import {
  appUserAnswerSchema,
  webProfileAnswerSchema,
  type AppUser,
  type WebProfileUser,
} from './profile-schema.js';

/** The web app's id, which its API calls name (yt-dlp, gallery-dl and cobalt send the same). */
const WEB_APP_ID = '936619743392459';
/** API answers and embed pages are small; a bigger one is not what we asked for. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface InstagramApiDeps {
  readonly client: Pick<EgressClient, 'text'>;
  readonly baseUrl: string;
  readonly apiBaseUrl: string;
  /** The operator's cookies, when configured. */
  readonly login: OperatorCredentials | undefined;
}

export type InstagramApi = ReturnType<typeof createInstagramApi>;

export function createInstagramApi(deps: InstagramApiDeps) {
  const apiHeaders = {
    accept: '*/*',
    'x-ig-app-id': WEB_APP_ID,
    // The web app sends it before it knows the account's claim; the API refuses some calls without it.
    'x-ig-www-claim': '0',
    'x-requested-with': 'XMLHttpRequest',
    referer: `${deps.baseUrl}/`,
  };

  async function fetchText(url: URL, kind: 'json' | 'page', signal: AbortSignal): Promise<string> {
    const { response, text } = await deps.client.text(url, {
      headers: kind === 'json' ? apiHeaders : { accept: 'text/html' },
      ...(deps.login ? { credentials: deps.login } : {}),
      redirect: 'manual',
      okStatus: () => true,
      maxBytes: MAX_ANSWER_BYTES,
      signal,
    });
    const location = response.headers.location;
    const refusal = answerError({
      status: response.status,
      location: typeof location === 'string' ? location : undefined,
      body: text,
      loggedIn: deps.login !== undefined,
      kind,
    });
    if (refusal) throw refusal;
    return text;
  }

  async function json<S extends z.ZodType>(url: URL, schema: S, signal: AbortSignal): Promise<z.output<S>> {
    const text = await fetchText(url, 'json', signal);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ExtractorError('EXTRACTOR_CHANGED', `${url.pathname}: not JSON`);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ExtractorError('EXTRACTOR_CHANGED', `${url.pathname}: ${parsed.error.message.slice(0, 500)}`);
    }
    return parsed.data;
  }

  const web = (path: string) => new URL(path, deps.baseUrl);
  const app = (path: string) => new URL(path, deps.apiBaseUrl);

  return {
    loggedIn: deps.login !== undefined,

    /** The account of a username (anonymous works; the login raises Instagram's limits). */
    async webProfile(username: string, signal: AbortSignal): Promise<WebProfileUser> {
      const url = web('/api/v1/users/web_profile_info/');
      url.searchParams.set('username', username);
      const noAccount = (detail: string) =>
        new ExtractorError('CONTENT_UNAVAILABLE', detail, DOWNLOADER_MESSAGES.instagramNoAccount);
      let user: WebProfileUser | null;
      try {
        user = (await json(url, webProfileAnswerSchema, signal)).data.user;
      } catch (error) {
        // A 404 is "no such account"; other refusals keep their own words.
        if (error instanceof ExtractorError && error.message === DOWNLOADER_MESSAGES.contentUnavailable) {
          throw noAccount(error.detail ?? 'not found');
        }
        throw error;
      }
      if (!user) throw noAccount('web_profile_info without a user');
      return user;
    },

    /** The app's view of an account: HD picture, live broadcast (login only). */
    async appUser(userId: string, signal: AbortSignal): Promise<AppUser> {
      return (await json(app(`/api/v1/users/${userId}/info/`), appUserAnswerSchema, signal)).user;
    },

    /** Reels by id (an account id for its stories, `highlight:<id>` for a highlight); login only. */
    async reels(reelIds: readonly string[], signal: AbortSignal): Promise<Reel[]> {
      const url = app('/api/v1/feed/reels_media/');
      for (const id of reelIds) url.searchParams.append('reel_ids', id);
      const answer = await json(url, reelsMediaAnswerSchema, signal);
      return answer.reels_media ?? Object.values(answer.reels ?? {});
    },

    async highlightsTray(userId: string, signal: AbortSignal): Promise<TrayHighlight[]> {
      const url = app(`/api/v1/highlights/${userId}/highlights_tray/`);
      return (await json(url, highlightsTrayAnswerSchema, signal)).tray;
    },

    /** The newest posts of an account (one page, login only). */
    async userFeed(userId: string, signal: AbortSignal): Promise<MediaItem[]> {
      const url = app(`/api/v1/feed/user/${userId}/`);
      url.searchParams.set('count', '12');
      return (await json(url, itemsAnswerSchema, signal)).items;
    },

    /** One post by its media id (login only). */
    async mediaInfo(mediaId: string, signal: AbortSignal): Promise<MediaItem | undefined> {
      return (await json(app(`/api/v1/media/${mediaId}/info/`), itemsAnswerSchema, signal)).items[0];
    },

    /** A post's embed page (anonymous). */
    embedPage(shortcode: string, signal: AbortSignal): Promise<string> {
      return fetchText(web(`/p/${encodeURIComponent(shortcode)}/embed/captioned/`), 'page', signal);
    },
  };
}
