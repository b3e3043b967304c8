/**
 * A business profile from WhatsApp's answer to the `w:biz` query (`<business_profile><profile jid>`
 * with `description`, `categories/category`, `email`, one `website` per link, `address`,
 * `member_since_text`, `business_hours`), the query Baileys' `getBusinessProfile` sends. Baileys keeps
 * only the first category and website; the spec lists them all, so the adapter hands the answer here.
 */
import { ExtractorError } from '../extractor.js';
import { businessDays } from './business-hours.js';
import type { WhatsappBusinessFacts } from './whatsapp-lookup.js';
import {
  attrOf,
  child,
  children,
  nodesOf,
  textOf,
  waNodeSchema,
  wholeNumber,
  type WaNode,
} from './wa-node.js';

/** Tags a business profile has; a `profile` with none of them is a personal account's. */
const BUSINESS_TAGS = [
  'description',
  'categories',
  'email',
  'website',
  'address',
  'business_hours',
  'member_since_text',
  'member_since',
];

const textList = (nodes: readonly WaNode[]): string[] =>
  nodes.map(textOf).filter((t): t is string => t !== undefined);

/** Seconds since the epoch as WhatsApp writes times; implausible values are ignored. */
function memberSinceOf(profile: WaNode): number | null {
  const node = child(profile, 'member_since');
  const seconds = wholeNumber(textOf(node) ?? attrOf(node, 't'));
  return seconds !== undefined && seconds > 1_000_000_000 ? seconds * 1000 : null;
}

/** The business facts of the answer, or undefined when the number is a personal account. */
export function parseBusinessProfile(answer: unknown): WhatsappBusinessFacts | undefined {
  const parsed = waNodeSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ExtractorError('EXTRACTOR_CHANGED', `business profile: ${parsed.error.issues[0]?.message}`);
  }
  const profile = child(child(parsed.data, 'business_profile'), 'profile');
  if (!profile || !nodesOf(profile).some((c) => BUSINESS_TAGS.includes(c.tag))) return undefined;
  const hours = child(profile, 'business_hours');
  return {
    description: textOf(child(profile, 'description')) ?? null,
    categories: textList(children(child(profile, 'categories'), 'category')),
    email: textOf(child(profile, 'email')) ?? null,
    websites: textList(children(profile, 'website')),
    address: textOf(child(profile, 'address')) ?? null,
    memberSince: memberSinceOf(profile),
    memberSinceText: textOf(child(profile, 'member_since_text')) ?? null,
    timezone: attrOf(hours, 'timezone') ?? null,
    days: hours ? businessDays(hours) : null,
  };
}
