/**
 * Instagram's answers about an account, as its web app and app API write them (fields read by
 * yt-dlp's, gallery-dl's and instaloader's Instagram extractors): `GET /api/v1/users/web_profile_info/
 * ?username=` on www.instagram.com answers `{data: {user}}` (user null or 404 when there is no such
 * account); `GET /api/v1/users/{id}/info/` on the app API answers `{user}` for a logged-in caller,
 * with the HD picture and the live broadcast. Fields we do not read are ignored; a field of another type
 * fails the parse (EXTRACTOR_CHANGED).
 */
import { z } from 'zod';

const count = z.object({ count: z.number().int().nonnegative() }).nullish();
const text = z.string().nullish();

export const webProfileUserSchema = z.object({
  /** The account's numeric id, as a string (reel ids and the app API name accounts by it). */
  id: z.string().regex(/^\d+$/),
  username: z.string().min(1),
  full_name: text,
  biography: text,
  is_private: z.boolean(),
  is_verified: z.boolean(),
  profile_pic_url: z.string(),
  profile_pic_url_hd: text,
  category_name: text,
  business_category_name: text,
  external_url: text,
  edge_followed_by: count,
  edge_follow: count,
  edge_owner_to_timeline_media: count,
  highlight_reel_count: z.number().int().nonnegative().nullish(),
  /** Whether the caller's account (the operator's, with cookies) follows this one. */
  followed_by_viewer: z.boolean().nullish(),
});
export type WebProfileUser = z.infer<typeof webProfileUserSchema>;

export const webProfileAnswerSchema = z.object({
  data: z.object({ user: webProfileUserSchema.nullable() }),
});

const pictureSchema = z.object({
  url: z.string(),
  width: z.number().int().nonnegative().nullish(),
  height: z.number().int().nonnegative().nullish(),
});
export type Picture = z.infer<typeof pictureSchema>;

export const appUserAnswerSchema = z.object({
  user: z.object({
    username: z.string().min(1),
    /** The largest picture the app shows (1080 px where the account uploaded one that big). */
    hd_profile_pic_url_info: pictureSchema.nullish(),
    hd_profile_pic_versions: z.array(pictureSchema).nullish(),
    /** Set while the account is live. */
    live_broadcast_id: z.union([z.string(), z.number()]).nullish(),
  }),
});
export type AppUser = z.infer<typeof appUserAnswerSchema>['user'];

/** The largest picture of an app user (its HD info, else the widest of its versions). */
export function largestAppPicture(user: AppUser): Picture | undefined {
  const all = [
    ...(user.hd_profile_pic_url_info ? [user.hd_profile_pic_url_info] : []),
    ...(user.hd_profile_pic_versions ?? []),
  ];
  return all.reduce<Picture | undefined>(
    (best, p) => (best === undefined || (p.width ?? 0) > (best.width ?? 0) ? p : best),
    undefined,
  );
}
