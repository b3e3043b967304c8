/**
 * A Snapchat page read into what the answers are built from: the profile (public, or the little a
 * private account shows), its story's snaps, its curated and Spotlight highlights, and the Spotlight
 * videos of a Spotlight page (downloader-results.md §3 "Snapchat metadata"). Pure: the HTML comes in, a
 * page model or EXTRACTOR_CHANGED comes out.
 */
import { ExtractorError } from '../extractor.js';
import { parseJsonText } from '../web-page/embedded-json.js';
import { scriptTextById } from '../web-page/page-html.js';
import { nextDataSchema, type PagePropsData, type StoryData } from './snapchat-page-schema.js';
import { count, snapItem, text, type SnapItem } from './snapchat-snap.js';
import { spotlightVideo, type SpotlightVideo } from './snapchat-spotlight.js';

export interface SnapCollection {
  readonly id: string;
  readonly title: string;
  readonly thumbnailUrl: string | null;
  readonly items: readonly SnapItem[];
}

export interface SnapchatProfile {
  readonly username: string;
  readonly displayName: string;
  readonly bio: string | null;
  readonly profilePictureUrl: string | null;
  readonly websiteUrl: string | null;
  readonly followerCount: number | null;
  readonly snapcodeImageUrl: string | null;
}

export interface SnapchatPrivateProfile {
  readonly username: string;
  readonly displayName: string;
  readonly snapcodeImageUrl: string | null;
  readonly bitmojiUrl: string | null;
}

export interface SnapchatPage {
  readonly profile?: SnapchatProfile;
  readonly privateProfile?: SnapchatPrivateProfile;
  readonly story: readonly SnapItem[];
  readonly highlights: readonly SnapCollection[];
  readonly spotlightHighlights: readonly SnapCollection[];
  /** Present on Spotlight pages (`spotlightFeed`). */
  readonly spotlights?: readonly SpotlightVideo[];
}

function collection(story: StoryData, index: number, fallbackTitle: string): SnapCollection {
  const items = story.snapList.map(snapItem);
  return {
    id: text(story.storyId) ?? String(index + 1),
    title: text(story.storyTitle) ?? fallbackTitle,
    thumbnailUrl: story.thumbnailUrl ?? items[0]?.previewUrl ?? null,
    items,
  };
}

function pageOf(props: PagePropsData): SnapchatPage {
  const pub = props.userProfile?.publicProfileInfo;
  const info = props.userProfile?.userInfo;
  const feed = props.spotlightFeed?.spotlightStories;
  return {
    ...(pub
      ? {
          profile: {
            username: pub.username,
            displayName: text(pub.title) ?? pub.username,
            bio: text(pub.bio),
            profilePictureUrl: pub.profilePictureUrl ?? null,
            websiteUrl: text(pub.websiteUrl),
            followerCount: count(pub.subscriberCount),
            snapcodeImageUrl: pub.snapcodeImageUrl ?? null,
          },
        }
      : {}),
    ...(!pub && info
      ? {
          privateProfile: {
            username: info.username,
            displayName: text(info.displayName) ?? info.username,
            snapcodeImageUrl: info.snapcodeImageUrl ?? null,
            bitmojiUrl: info.bitmoji3d?.avatarImage?.url ?? null,
          },
        }
      : {}),
    story: (props.story?.snapList ?? []).map(snapItem),
    // downloader-results.md §5: "An empty highlight is ignored".
    highlights: (props.curatedHighlights ?? [])
      .map((h, i) => collection(h, i, `Highlight ${i + 1}`))
      .filter((c) => c.items.length > 0),
    spotlightHighlights: (props.spotlightHighlights ?? [])
      .map((h, i) => collection(h, i, `Spotlight ${i + 1}`))
      .filter((c) => c.items.length > 0),
    ...(feed ? { spotlights: feed.flatMap((s, i) => spotlightVideo(s.story, s.metadata, i) ?? []) } : {}),
  };
}

/** The page's model; EXTRACTOR_CHANGED when it carries no Next.js data of the expected shape. */
export function parseSnapchatPage(html: string): SnapchatPage {
  const script = scriptTextById(html, '__NEXT_DATA__');
  if (script === undefined)
    throw new ExtractorError('EXTRACTOR_CHANGED', 'snapchat: no __NEXT_DATA__ script');
  const parsed = nextDataSchema.safeParse(parseJsonText(script.trim()));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ExtractorError(
      'EXTRACTOR_CHANGED',
      `snapchat: __NEXT_DATA__ ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable'}`,
    );
  }
  return pageOf(parsed.data.props.pageProps);
}
