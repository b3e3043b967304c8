/**
 * The parts of a Snapchat page's Next.js data (`<script id="__NEXT_DATA__">`, `props.pageProps`) the
 * extractor reads, as Snapchat's web app writes them: many scalars come wrapped as `{value: …}`
 * (protobuf wrappers), counts as decimal strings. A field of another shape fails the parse, and the
 * extractor reports the page as changed rather than guess (downloader-results.md §3 "Snapchat metadata").
 */
import { z } from 'zod';
import { httpAddressSchema as httpAddress } from '../web-page/http-address.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** `{value: x}` or `x`, read as `x`. */
function wrapped<S extends z.ZodType>(inner: S) {
  return z.preprocess((v) => (isRecord(v) && !Array.isArray(v) && 'value' in v ? v.value : v), inner);
}

/** A count or an epoch number: a number or a decimal string ("1700000000", "12500"). */
const integer = wrapped(
  z.union([z.number().int(), z.string().regex(/^-?\d{1,20}$/)]).transform((v) => Number(v)),
);

export const snapSchema = z.object({
  snapIndex: z.number().int().nonnegative().optional(),
  snapId: wrapped(z.string().min(1)),
  /** 0 is a picture; 1 (and other values) a video (cobalt's and others' reading of the field). */
  snapMediaType: z.number().int(),
  snapUrls: z.object({
    mediaUrl: httpAddress,
    mediaPreviewUrl: wrapped(httpAddress).optional(),
  }),
  timestampInSec: integer.optional(),
});
export type SnapData = z.infer<typeof snapSchema>;

/** The story of a profile, one of its curated highlights, or one of its Spotlight highlights. */
export const storySchema = z.object({
  storyId: wrapped(z.string()).optional(),
  storyTitle: wrapped(z.string()).optional(),
  thumbnailUrl: wrapped(httpAddress).optional(),
  snapList: z.array(snapSchema).default([]),
});
export type StoryData = z.infer<typeof storySchema>;

const publicProfileSchema = z.object({
  username: z.string().min(1),
  /** The display name. */
  title: z.string().optional(),
  bio: z.string().optional(),
  subscriberCount: integer.optional(),
  websiteUrl: z.string().optional(),
  profilePictureUrl: httpAddress.optional(),
  snapcodeImageUrl: httpAddress.optional(),
});

/** What a personal account that is not public shows: its name, Bitmoji and Snapcode. */
const userInfoSchema = z.object({
  username: z.string().min(1),
  displayName: z.string().optional(),
  snapcodeImageUrl: httpAddress.optional(),
  bitmoji3d: z.object({ avatarImage: z.object({ url: httpAddress }).optional() }).optional(),
});

const userProfileSchema = z.object({
  publicProfileInfo: publicProfileSchema.optional(),
  userInfo: userInfoSchema.optional(),
});

/** A Spotlight video's metadata (`spotlightFeed.spotlightStories[].metadata`). */
const spotlightMetadataSchema = z.object({
  videoMetadata: z.object({
    name: z.string().optional(),
    description: z.string().optional(),
    uploadDateMs: integer.optional(),
    viewCount: integer.optional(),
    shareCount: integer.optional(),
    contentUrl: httpAddress.optional(),
    thumbnailUrl: httpAddress.optional(),
    width: integer.optional(),
    height: integer.optional(),
    durationMs: integer.optional(),
    creator: z
      .object({
        personCreator: z.object({ username: z.string().optional(), name: z.string().optional() }).optional(),
      })
      .optional(),
  }),
  description: z.string().optional(),
  engagementStats: z
    .object({
      viewCount: integer.optional(),
      shareCount: integer.optional(),
      commentCount: integer.optional(),
      boostCount: integer.optional(),
      recommendCount: integer.optional(),
    })
    .optional(),
});
export type SpotlightMetadata = z.infer<typeof spotlightMetadataSchema>;

const spotlightFeedSchema = z.object({
  spotlightStories: z.array(z.object({ story: storySchema, metadata: spotlightMetadataSchema })),
});

export const pagePropsSchema = z.object({
  userProfile: userProfileSchema.optional(),
  story: storySchema.optional(),
  curatedHighlights: z.array(storySchema).optional(),
  spotlightHighlights: z.array(storySchema).optional(),
  spotlightFeed: spotlightFeedSchema.optional(),
});
export type PagePropsData = z.infer<typeof pagePropsSchema>;

export const nextDataSchema = z.object({ props: z.object({ pageProps: pagePropsSchema }) });
