import {
  splitWhatsappNumber,
  whatsappInfoSchema,
  type DownloaderInfo,
  type DownloaderQuality,
  type SplitPhoneNumber,
  type WhatsappBusinessHours,
  type WhatsappInfo,
} from '@mediaforge/shared';

/**
 * A WhatsApp lookup as the result screens read it (downloader-results.md §2.8, §3; downloader.md §2
 * "Profile screens"; the server's D163). The business block is read from either of the answer's two
 * spellings (flat, or as `businessProfile`).
 */
export interface WhatsappBusinessView {
  readonly description: string | null;
  readonly categories: readonly string[];
  readonly email: string | null;
  /** DL §2 "first website link". */
  readonly website: string | null;
  readonly address: string | null;
  readonly memberSince: string | null;
  readonly memberSinceText: string | null;
  readonly hours: WhatsappBusinessHours | null;
}

export interface WhatsappView {
  readonly digits: string;
  readonly phone: SplitPhoneNumber;
  readonly isUser: boolean;
  readonly isBusiness: boolean;
  readonly name: string | null;
  readonly about: string | null;
  readonly business: WhatsappBusinessView | null;
  readonly devices: { readonly count: number; readonly lastUpdated: string } | null;
  /** The full-size picture (WhatsApp's CDN), shown through the media proxy. */
  readonly picture: string | null;
  /** One per image quality (DR §2.8 "one per image quality"). */
  readonly pictures: readonly DownloaderQuality[];
  /** The full picture's quality: the preview modal's "Download HD". */
  readonly hd: DownloaderQuality | undefined;
}

const textOf = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function businessOf(info: WhatsappInfo): WhatsappBusinessView | null {
  const profile = info.profileData;
  const block = profile?.businessProfile;
  if (profile === null || block === null || block === undefined) return null;
  return {
    description: textOf(block.description),
    categories: block.categories.map((c) => c.localized_display_name).filter((c) => c.trim() !== ''),
    email: textOf(block.email),
    website: block.website.map((w) => w.url).find((url) => /^https?:\/\//i.test(url)) ?? null,
    address: textOf(block.address),
    memberSince: textOf(block.memberSince),
    memberSinceText: textOf(block.memberSinceText),
    hours: block.businessHours,
  };
}

function devicesOf(info: WhatsappInfo): WhatsappView['devices'] {
  const raw: unknown = info.metadata['deviceCount'];
  if (typeof raw !== 'object' || raw === null) return null;
  const { count, lastUpdated } = raw as { count?: unknown; lastUpdated?: unknown };
  return typeof count === 'number' && typeof lastUpdated === 'string' ? { count, lastUpdated } : null;
}

/** The lookup, or undefined when the answer is not a WhatsApp lookup (DR §2.8: then nothing is shown). */
export function readWhatsappAnswer(answer: DownloaderInfo): WhatsappView | undefined {
  const parsed = whatsappInfoSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  const info = parsed.data;
  const profile = info.profileData;
  const pictures = info.qualities.filter((q) => q.type === 'image' || q.type === 'jpg');
  return {
    digits: info.phoneNumber,
    phone: splitWhatsappNumber(info.phoneNumber),
    isUser: profile?.isUser ?? false,
    isBusiness: profile?.isBusiness ?? false,
    name: textOf(profile?.name),
    about: textOf(profile?.about) ?? textOf(profile?.status),
    business: businessOf(info),
    devices: devicesOf(info),
    picture: textOf(info.profilePicture),
    pictures,
    hd: pictures.find((q) => q.quality === 'HD') ?? pictures[0],
  };
}
