/**
 * The spec's `profileData` and `deviceCount` (downloader.md §3 "WhatsApp profile data", device info;
 * downloader-results.md §3 "WhatsApp profileData") from what a lookup learnt. Both spellings of the
 * documents are written (shared api/whatsapp-responses.ts): the business block flat and as
 * `businessProfile`, and `profileDetails` beside number and about.
 */
import type { WhatsappBusiness, WhatsappProfileData } from '@mediaforge/shared';
import { businessHoursAnswer } from './business-hours.js';
import type { WhatsappBusinessFacts, WhatsappFacts } from './whatsapp-lookup.js';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function businessAnswer(b: WhatsappBusinessFacts): WhatsappBusiness {
  return {
    description: b.description,
    categories: b.categories.map((name) => ({ localized_display_name: name })),
    email: b.email,
    website: b.websites.map((url) => ({ url })),
    address: b.address,
    memberSince: iso(b.memberSince),
    memberSinceText: b.memberSinceText,
    businessHours: businessHoursAnswer(b.timezone, b.days),
  };
}

export function profileDataOf(facts: WhatsappFacts): WhatsappProfileData {
  const business = facts.business ? businessAnswer(facts.business) : null;
  const details = {
    number: facts.number,
    isUser: facts.account !== undefined,
    isBusiness: business !== null,
    about: facts.about?.text ?? null,
  };
  return {
    ...details,
    ...business,
    name: null,
    status: details.about,
    businessProfile: business,
    profileDetails: details,
  };
}

/** metadata.deviceCount; null when the number is not on WhatsApp or the tool did not ask. */
export function deviceCountOf(facts: WhatsappFacts): { count: number; lastUpdated: string } | null {
  if (!facts.devices) return null;
  return {
    count: facts.devices.count,
    lastUpdated: new Date(facts.devices.updatedAt ?? facts.lookedUpAt).toISOString(),
  };
}
