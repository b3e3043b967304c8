/**
 * Instagram's app API media items (`feed/reels_media`, `highlights/{id}/highlights_tray`, `feed/user`,
 * `media/{id}/info`), as its apps and gallery-dl, yt-dlp and instaloader read them: an item has
 * `taken_at` (unix seconds), `media_type` (1 photo, 2 video, 8 carousel), `image_versions2.candidates`
 * (largest first), `video_versions`, `video_duration`, the story stickers `story_music_stickers` and
 * `reel_mentions`, a post's `caption` and `carousel_media`. A reel (an account's stories, or a highlight
 * `highlight:<id>`) carries its items; the tray lists highlights with their cover.
 */
import { z } from 'zod';

const num = z.number().nullish();
const text = z.string().nullish();
/** Ids are sent as strings by the web API and as numbers by the app; numbers past 2^53 lose digits. */
const id = z.union([z.string(), z.number()]).transform(String);

const candidateSchema = z.object({ url: z.string(), width: num, height: num });
export type Candidate = z.infer<typeof candidateSchema>;

const videoVersionSchema = z.object({ url: z.string(), width: num, height: num, type: num });

const musicAssetSchema = z.object({
  title: text,
  display_artist: text,
  cover_artwork_uri: text,
  cover_artwork_thumbnail_uri: text,
  duration_in_ms: num,
  progressive_download_url: text,
  fast_start_progressive_download_url: text,
});
export type MusicAsset = z.infer<typeof musicAssetSchema>;

const userShortSchema = z.object({
  username: z.string(),
  full_name: text,
  profile_pic_url: text,
  is_private: z.boolean().nullish(),
  is_verified: z.boolean().nullish(),
});
export type UserShort = z.infer<typeof userShortSchema>;

const itemFields = {
  pk: id,
  /** `<pk>_<owner id>`: the pk as the platform wrote it, where a number would have lost digits. */
  id: text,
  code: text,
  media_type: z.number().int(),
  taken_at: num,
  image_versions2: z.object({ candidates: z.array(candidateSchema) }).nullish(),
  video_versions: z.array(videoVersionSchema).nullish(),
  video_duration: num,
  has_audio: z.boolean().nullish(),
  original_width: num,
  original_height: num,
  story_music_stickers: z.array(z.object({ music_asset_info: musicAssetSchema.nullish() })).nullish(),
  reel_mentions: z.array(z.object({ user: userShortSchema })).nullish(),
  caption: z.object({ text: z.string() }).nullish(),
  user: userShortSchema.nullish(),
};

export const carouselChildSchema = z.object(itemFields);
export const mediaItemSchema = z.object({
  ...itemFields,
  carousel_media: z.array(carouselChildSchema).nullish(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaNode = z.infer<typeof carouselChildSchema>;

export const reelSchema = z.object({
  id,
  title: text,
  items: z.array(mediaItemSchema),
  user: userShortSchema.nullish(),
  media_count: num,
});
export type Reel = z.infer<typeof reelSchema>;

/** `feed/reels_media`: the web API writes `reels_media` (a list), the app also `reels` (by reel id). */
export const reelsMediaAnswerSchema = z
  .object({
    reels_media: z.array(reelSchema).nullish(),
    reels: z.record(z.string(), reelSchema).nullish(),
  })
  .refine((a) => a.reels_media || a.reels, 'neither reels_media nor reels');

const coverVersionSchema = z.object({ url: z.string(), width: num, height: num });
export const highlightsTrayAnswerSchema = z.object({
  tray: z.array(
    z.object({
      /** `highlight:<id>`. */
      id: z.string().regex(/^highlight:\d+$/),
      title: z.string(),
      media_count: num,
      cover_media: z
        .object({
          cropped_image_version: coverVersionSchema.nullish(),
          full_image_version: coverVersionSchema.nullish(),
        })
        .nullish(),
    }),
  ),
});
export type TrayHighlight = z.infer<typeof highlightsTrayAnswerSchema>['tray'][number];

/** `feed/user/{id}/` and `media/{id}/info/`: a page of items. */
export const itemsAnswerSchema = z.object({ items: z.array(mediaItemSchema) });
