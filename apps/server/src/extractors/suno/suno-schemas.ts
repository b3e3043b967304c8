/**
 * The parts of Suno's documents this extractor reads (docs/decisions.md D152), as Suno's public API
 * writes them: a clip (`GET /api/clip/<id>`, the `song_schema` entity), a playlist page (`GET
 * /api/playlist/<id>?page=<n>`, `playlist_clips` of `{clip, relative_index}`) and a hook (the
 * `hook_schema` entity a hook page embeds). Only what is read is named; the rest passes unread. Fields
 * Suno leaves empty come as null or "" and are optional here; `id` and `status` are what a clip is.
 */
import { z } from 'zod';
import { ExtractorError } from '../extractor.js';

const text = z.string().nullish();
const count = z.number().nonnegative().nullish();

export const clipSchema = z.object({
  id: z.string().min(1),
  /** complete, or submitted / queued / streaming while it is made, or error. */
  status: z.string().min(1),
  title: text,
  audio_url: text,
  video_url: text,
  image_url: text,
  image_large_url: text,
  /** v3, v3.5, v4, v4.5…: the badge of downloader-results.md §2.9. */
  major_model_version: text,
  /** chirp-v3-5, chirp-auk…: the model's own name. */
  model_name: text,
  display_name: text,
  handle: text,
  avatar_image_url: text,
  play_count: count,
  upvote_count: count,
  created_at: text,
  caption: text,
  is_trashed: z.boolean().nullish(),
  metadata: z
    .object({
      /** The style prompt ("dreamy synthwave, female vocals"). */
      tags: text,
      /** Seconds, a float. */
      duration: count,
    })
    .nullish(),
});
export type SunoClip = z.infer<typeof clipSchema>;

/** One page of a playlist; each entry is checked on its own (a broken one is skipped, not fatal). */
export const playlistPageSchema = z.object({
  id: z.string().min(1),
  name: text,
  description: text,
  image_url: text,
  playlist_clips: z.array(z.unknown()),
  /** Songs in the whole playlist, over every page. */
  num_total_results: z.number().int().nonnegative().nullish(),
  user_display_name: text,
  user_handle: text,
  user_avatar_image_url: text,
  play_count: count,
  upvote_count: count,
});
export type SunoPlaylistPage = z.infer<typeof playlistPageSchema>;

export const playlistEntrySchema = z.object({ clip: clipSchema });

/** A hook: a short video set to a song; its song is `metadata.clip_id` or `original_clip_id`. */
export const hookSchema = z.object({
  id: z.string().min(1),
  entity_type: z.literal('hook_schema'),
  caption: text,
  title: text,
  video_url: text,
  audio_url: text,
  image_url: text,
  image_large_url: text,
  display_name: text,
  handle: text,
  avatar_image_url: text,
  play_count: count,
  upvote_count: count,
  created_at: text,
  original_clip_id: text,
  metadata: z.object({ duration: count, clip_id: text }).nullish(),
});
export type SunoHook = z.infer<typeof hookSchema>;

/** `data` read by `schema`, or EXTRACTOR_CHANGED naming where the shape broke (for the log). */
export function readDocument<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const where = result.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  throw new ExtractorError('EXTRACTOR_CHANGED', `Suno ${what}: ${where}`);
}
