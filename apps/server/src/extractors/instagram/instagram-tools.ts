/**
 * What each Instagram tool of this family does with its link (packages/shared platform-tools.ts;
 * downloader.md §2 "Downloader routes"; downloader-results.md §7): which endpoints it asks, whether it
 * needs the operator's login (D131), and which answer it builds. The map is exhaustive over the family's
 * tools, so a tool added to the registry without a run here does not compile.
 */
import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import { ExtractorError, type Extraction } from '../extractor.js';
import { highlightsExtraction } from './highlight-answers.js';
import type { InstagramApi } from './instagram-api.js';
import { mediaIdFromShortcode, type InstagramTarget } from './instagram-links.js';
import type { MediaRules } from './media-qualities.js';
import type { MediaItem } from './media-schema.js';
import { parseEmbedPage } from './post-embed.js';
import { feedExtraction, postExtraction } from './post-answers.js';
import { profileExtraction } from './profile-answers.js';
import { largestAppPicture, type WebProfileUser } from './profile-schema.js';
import { highlightExtraction, storiesExtraction } from './story-answers.js';

export const INSTAGRAM_FAMILY_TOOLS = [
  'photo-downloader',
  'carousel-downloader',
  'caption-copier',
  'story-downloader',
  'highlights-downloader',
  'single-highlight',
  'highlight-cover-downloader',
  'profile-picture-downloader',
  'bio-copier',
  'live-downloader',
  'private-account-downloader',
] as const;
export type InstagramTool = (typeof INSTAGRAM_FAMILY_TOOLS)[number];

export interface ToolContext {
  readonly target: InstagramTarget | undefined;
  readonly api: InstagramApi;
  readonly rules: MediaRules;
  readonly nowMs: number;
  readonly signal: AbortSignal;
  readonly warn: (detail: Record<string, unknown>, message: string) => void;
}

const wrongLink = (message: string) => new AppError(ERROR_CODES.VALIDATION_FAILED, message);

function usernameOf(target: InstagramTarget | undefined): string {
  if (target?.kind === 'profile' || target?.kind === 'stories' || target?.kind === 'live')
    return target.username;
  throw wrongLink(DOWNLOADER_MESSAGES.instagramProfileLinkNeeded);
}

function needLogin(api: InstagramApi): void {
  if (!api.loggedIn) throw new ExtractorError('EXTRACTOR_NEEDS_LOGIN', 'no INSTAGRAM_COOKIES_FILE');
}

/** A private account shows its content only to followers (the operator's account may be one). */
function assertVisible(user: WebProfileUser): void {
  if (user.is_private && user.followed_by_viewer !== true) {
    throw new ExtractorError('CONTENT_UNAVAILABLE', 'private account', DOWNLOADER_MESSAGES.instagramPrivate);
  }
}

async function profileTool(ctx: ToolContext, tool: 'picture' | 'bio'): Promise<Extraction> {
  const user = await ctx.api.webProfile(usernameOf(ctx.target), ctx.signal);
  let hdPicture;
  if (tool === 'picture' && ctx.api.loggedIn) {
    // The app's 1080 px picture needs the login; without it the web profile's HD picture is the largest.
    try {
      const app = await ctx.api.appUser(user.id, ctx.signal);
      hdPicture = largestAppPicture(app);
    } catch (error) {
      if (!(error instanceof ExtractorError)) throw error;
      ctx.warn({ code: error.code, detail: error.detail }, 'HD profile picture not available');
    }
  }
  return profileExtraction(user, hdPicture ? { hdPicture } : {}, ctx.rules, tool);
}

async function storiesTool(ctx: ToolContext): Promise<Extraction> {
  needLogin(ctx.api);
  const user = await ctx.api.webProfile(usernameOf(ctx.target), ctx.signal);
  assertVisible(user);
  const reels = await ctx.api.reels([user.id], ctx.signal);
  let items = (reels.find((r) => r.id === user.id) ?? reels[0])?.items ?? [];
  const storyId = ctx.target?.kind === 'stories' ? ctx.target.storyId : undefined;
  if (storyId !== undefined) {
    items = items.filter((item) => item.pk === storyId || item.id?.split('_')[0] === storyId);
    if (items.length === 0) {
      throw new ExtractorError(
        'CONTENT_UNAVAILABLE',
        'story not found',
        DOWNLOADER_MESSAGES.instagramStoryGone,
      );
    }
  }
  if (items.length === 0) {
    throw new ExtractorError('CONTENT_UNAVAILABLE', 'no stories', DOWNLOADER_MESSAGES.instagramNoStories);
  }
  return storiesExtraction(user, items, { ...ctx.rules, nowMs: ctx.nowMs });
}

async function highlightsTool(ctx: ToolContext, tool: 'highlights' | 'covers'): Promise<Extraction> {
  needLogin(ctx.api);
  const user = await ctx.api.webProfile(usernameOf(ctx.target), ctx.signal);
  assertVisible(user);
  const tray = await ctx.api.highlightsTray(user.id, ctx.signal);
  if (tray.length === 0) {
    throw new ExtractorError('CONTENT_UNAVAILABLE', 'empty tray', DOWNLOADER_MESSAGES.instagramNoHighlights);
  }
  return highlightsExtraction(user, tray, ctx.rules, tool);
}

async function singleHighlightTool(ctx: ToolContext): Promise<Extraction> {
  if (ctx.target?.kind !== 'highlight') throw wrongLink(DOWNLOADER_MESSAGES.instagramHighlightLinkNeeded);
  needLogin(ctx.api);
  const reelId = `highlight:${ctx.target.highlightId}`;
  const reel = (await ctx.api.reels([reelId], ctx.signal)).find((r) => r.id === reelId);
  if (!reel || reel.items.length === 0)
    throw new ExtractorError('CONTENT_UNAVAILABLE', 'highlight not found');
  return highlightExtraction(ctx.target.highlightId, reel, { ...ctx.rules, nowMs: ctx.nowMs });
}

/** A post: the app's media info with the login (private posts of followed accounts), else its embed page. */
async function postTool(ctx: ToolContext): Promise<Extraction> {
  if (ctx.target?.kind !== 'post') throw wrongLink(DOWNLOADER_MESSAGES.instagramPostLinkNeeded);
  const { shortcode } = ctx.target;
  let item: MediaItem | undefined;
  if (ctx.api.loggedIn) {
    try {
      item = await ctx.api.mediaInfo(mediaIdFromShortcode(shortcode), ctx.signal);
    } catch (error) {
      if (!(error instanceof ExtractorError) || error.code !== 'EXTRACTOR_NEEDS_LOGIN') throw error;
      ctx.warn({ detail: error.detail }, 'media info refused the login; reading the embed page');
    }
  }
  item ??= parseEmbedPage(await ctx.api.embedPage(shortcode, ctx.signal));
  return postExtraction(item, shortcode, ctx.rules);
}

/** A live stream has no end to download; its replay, posted as a reel, is a post (D138). */
async function liveTool(ctx: ToolContext): Promise<Extraction> {
  if (ctx.target?.kind === 'post') return postTool(ctx);
  const username = usernameOf(ctx.target);
  needLogin(ctx.api);
  const user = await ctx.api.webProfile(username, ctx.signal);
  const app = await ctx.api.appUser(user.id, ctx.signal);
  const live = app.live_broadcast_id !== undefined && app.live_broadcast_id !== null;
  throw new ExtractorError(
    'CONTENT_UNAVAILABLE',
    live ? 'live now' : 'not live',
    live ? DOWNLOADER_MESSAGES.instagramLive : DOWNLOADER_MESSAGES.instagramNotLive,
  );
}

/** The newest posts of an account the operator's account may see (a private one it follows). */
async function privateAccountTool(ctx: ToolContext): Promise<Extraction> {
  needLogin(ctx.api);
  const user = await ctx.api.webProfile(usernameOf(ctx.target), ctx.signal);
  assertVisible(user);
  const extraction = feedExtraction(user, await ctx.api.userFeed(user.id, ctx.signal), ctx.rules);
  if (extraction.qualities.length === 0) {
    throw new ExtractorError('CONTENT_UNAVAILABLE', 'no posts', DOWNLOADER_MESSAGES.instagramNoPosts);
  }
  return extraction;
}

export const INSTAGRAM_TOOL_RUNS: {
  readonly [T in InstagramTool]: (ctx: ToolContext) => Promise<Extraction>;
} = {
  'photo-downloader': postTool,
  'carousel-downloader': postTool,
  'caption-copier': postTool,
  'story-downloader': storiesTool,
  'highlights-downloader': (ctx) => highlightsTool(ctx, 'highlights'),
  'single-highlight': singleHighlightTool,
  'highlight-cover-downloader': (ctx) => highlightsTool(ctx, 'covers'),
  'profile-picture-downloader': (ctx) => profileTool(ctx, 'picture'),
  'bio-copier': (ctx) => profileTool(ctx, 'bio'),
  'live-downloader': liveTool,
  'private-account-downloader': privateAccountTool,
};
