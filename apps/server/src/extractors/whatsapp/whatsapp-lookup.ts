/**
 * The port the WhatsApp extractor asks (downloader.md §3 "WhatsApp profile data", device info): what a
 * linked WhatsApp device can learn about a number. The Baileys adapter
 * (repositories/whatsapp/baileys-lookup.repository.ts) answers it over the operator's linked device;
 * tests hand in a fake. Every answer is already parsed: addresses are WhatsApp's CDN's, times epoch ms.
 */
import type { WhatsappDay, WhatsappHoursMode } from '@mediaforge/shared';

/** A number that is on WhatsApp: its account id (`<digits>@s.whatsapp.net`) and its digits. */
export interface WhatsappAccount {
  readonly jid: string;
  readonly number: string;
}

/** The profile picture's addresses by size; null where the number shows none to strangers. */
export interface WhatsappPictures {
  /** Full size (640 pixels square as WhatsApp serves it today). */
  readonly image: string | null;
  /** The small preview (96 pixels square). */
  readonly preview: string | null;
}

export interface WhatsappAbout {
  readonly text: string;
  /** When it was set (epoch ms), when WhatsApp says. */
  readonly setAt: number | null;
}

/** One opening interval of a day, in minutes since midnight. */
export interface WhatsappOpening {
  readonly start: number;
  readonly end: number;
}

export interface WhatsappBusinessDay {
  readonly day: WhatsappDay;
  readonly mode: WhatsappHoursMode;
  readonly hours: readonly WhatsappOpening[];
}

/** A business account's profile as WhatsApp describes it. */
export interface WhatsappBusinessFacts {
  readonly description: string | null;
  readonly categories: readonly string[];
  readonly email: string | null;
  readonly websites: readonly string[];
  readonly address: string | null;
  /** Epoch ms, when WhatsApp sends a date. */
  readonly memberSince: number | null;
  /** WhatsApp's own words ("Member since 2019"), when it sends them. */
  readonly memberSinceText: string | null;
  readonly timezone: string | null;
  /** Days without an entry are closed; null when the business publishes no hours. */
  readonly days: readonly WhatsappBusinessDay[] | null;
}

export interface WhatsappDevices {
  /** Devices of the account: the phone and its linked companions. */
  readonly count: number;
  /** When the device list last changed (epoch ms), when WhatsApp says. */
  readonly updatedAt: number | null;
}

export interface WhatsappLookup {
  /** Whether the operator has linked a device (`npm run admin -- whatsapp-link`). */
  linked(): Promise<boolean>;
  /** The account of a number (digits, no plus), or undefined when the number is not on WhatsApp. */
  account(number: string, signal: AbortSignal): Promise<WhatsappAccount | undefined>;
  pictures(account: WhatsappAccount, signal: AbortSignal): Promise<WhatsappPictures>;
  /** The about text, or undefined when it is empty or hidden. */
  about(account: WhatsappAccount, signal: AbortSignal): Promise<WhatsappAbout | undefined>;
  /** The business profile, or undefined for a personal account. */
  business(account: WhatsappAccount, signal: AbortSignal): Promise<WhatsappBusinessFacts | undefined>;
  devices(account: WhatsappAccount, signal: AbortSignal): Promise<WhatsappDevices>;
  /** Ends the connection to WhatsApp, if one is open. */
  close(): Promise<void>;
}

/** Everything one lookup learnt; `account` undefined means the number is not on WhatsApp. */
export interface WhatsappFacts {
  readonly number: string;
  readonly account: WhatsappAccount | undefined;
  readonly pictures: WhatsappPictures;
  readonly about: WhatsappAbout | undefined;
  readonly business: WhatsappBusinessFacts | undefined;
  readonly devices: WhatsappDevices | undefined;
  /** When the lookup ran (epoch ms). */
  readonly lookedUpAt: number;
}
