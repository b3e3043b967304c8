/**
 * The answer of POST /downloader/whatsapp (downloader.md §3 "WhatsApp data", "WhatsApp profile data",
 * §7; downloader-results.md §3 "WhatsApp profileData"): the analysis answer with the number, the profile
 * and the picture at the top. The two documents spell the profile two ways (the business fields flat
 * beside number and about; or nested as `businessProfile`, with `profileDetails`); the answer carries
 * both spellings of the same values (docs/decisions.md D163).
 */
import { z } from 'zod';
import { WHATSAPP_DAYS, WHATSAPP_HOURS_MODES } from '../whatsapp-api.js';
import { downloaderInfoSchema } from './downloader-responses.js';
import { countSchema, isoTimeSchema, named } from './registry.js';

/** Minutes since midnight, as the spec writes business hours. */
const minuteSchema = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

export const whatsappBusinessHoursSchema = named(
  'WhatsappBusinessHours',
  z.object({
    timezone: z.string().nullable(),
    /** A day that is absent is closed. */
    config: z.partialRecord(
      z.enum(WHATSAPP_DAYS),
      z.object({
        mode: z.enum(WHATSAPP_HOURS_MODES),
        hours: z.array(z.object({ start: minuteSchema, end: minuteSchema })),
      }),
    ),
  }),
);
export type WhatsappBusinessHours = z.infer<typeof whatsappBusinessHoursSchema>;

export const whatsappBusinessSchema = named(
  'WhatsappBusinessProfile',
  z.object({
    description: z.string().nullable(),
    categories: z.array(z.object({ localized_display_name: z.string() })),
    email: z.string().nullable(),
    website: z.array(z.object({ url: z.string() })),
    address: z.string().nullable(),
    memberSince: isoTimeSchema.nullable(),
    memberSinceText: z.string().nullable(),
    businessHours: whatsappBusinessHoursSchema.nullable(),
  }),
);
export type WhatsappBusiness = z.infer<typeof whatsappBusinessSchema>;

const profileDetailsSchema = z.object({
  number: z.string(),
  isUser: z.boolean(),
  isBusiness: z.boolean(),
  about: z.string().nullable(),
});

/** `profileData`; a business also has the business block's fields flat (the looser reading of DL §3). */
export const whatsappProfileDataSchema = named(
  'WhatsappProfileData',
  z.looseObject({
    ...profileDetailsSchema.shape,
    /** WhatsApp shows a name only to the number's contacts: null here. */
    name: z.string().nullable(),
    /** WhatsApp's own word for the about text. */
    status: z.string().nullable(),
    businessProfile: whatsappBusinessSchema.nullable(),
    profileDetails: profileDetailsSchema,
  }),
);
export type WhatsappProfileData = z.infer<typeof whatsappProfileDataSchema>;

/** metadata.deviceCount: how many devices the account uses, and when that list last changed. */
export const whatsappDeviceCountSchema = z.object({ count: countSchema, lastUpdated: isoTimeSchema });

export const whatsappInfoSchema = named(
  'WhatsappInfo',
  downloaderInfoSchema.extend({
    /** Digits only, no plus, no leading zeros. */
    phoneNumber: z.string(),
    /** Null for the link generator. */
    profileData: whatsappProfileDataSchema.nullable(),
    /** The full-size picture's address (WhatsApp's CDN), when the number shows one. */
    profilePicture: z.string().nullable(),
  }),
);
export type WhatsappInfo = z.infer<typeof whatsappInfoSchema>;
