/**
 * Business hours (downloader.md §3): WhatsApp sends one `business_hours_config` per opening, each with
 * `day_of_week` (sun..sat), a `mode` and, for specific hours, `open_time`/`close_time` in minutes since
 * midnight (as attributes; a `minutes` attribute of child nodes is read too). The spec wants a config
 * keyed by day, each with its mode and its hours. WhatsApp's `open_24h` is the spec's `open_24_7`.
 */
import {
  WHATSAPP_DAYS,
  type WhatsappBusinessHours,
  type WhatsappDay,
  type WhatsappHoursMode,
} from '@mediaforge/shared';
import type { WhatsappBusinessDay, WhatsappOpening } from './whatsapp-lookup.js';
import { attrOf, child, children, wholeNumber, type WaNode } from './wa-node.js';

const DAY_MINUTES = 24 * 60;

const MODES: Readonly<Record<string, WhatsappHoursMode>> = {
  specific_hours: 'specific_hours',
  open_24h: 'open_24_7',
  open_24_7: 'open_24_7',
  appointment_only: 'appointment_only',
};

const isDay = (text: string | undefined): text is WhatsappDay =>
  (WHATSAPP_DAYS as readonly (string | undefined)[]).includes(text);

function minutesOf(config: WaNode, name: 'open_time' | 'close_time'): number | undefined {
  const minutes = wholeNumber(attrOf(config, name) ?? attrOf(child(config, name), 'minutes'));
  return minutes !== undefined && minutes <= DAY_MINUTES ? minutes : undefined;
}

/**
 * The days of a `business_hours` node, in the week's order. An opening whose day or mode WhatsApp names
 * in a way this server does not know is left out (that day then reads as closed) rather than guessed.
 */
export function businessDays(hours: WaNode): WhatsappBusinessDay[] {
  const byDay = new Map<WhatsappDay, { mode: WhatsappHoursMode; hours: WhatsappOpening[] }>();
  for (const config of children(hours, 'business_hours_config')) {
    const day = attrOf(config, 'day_of_week')?.toLowerCase();
    const mode = MODES[attrOf(config, 'mode')?.toLowerCase() ?? ''];
    if (!isDay(day) || mode === undefined) continue;
    const entry = byDay.get(day) ?? { mode, hours: [] };
    if (mode !== 'specific_hours') entry.mode = mode;
    const start = minutesOf(config, 'open_time');
    const end = minutesOf(config, 'close_time');
    if (mode === 'specific_hours' && start !== undefined && end !== undefined) {
      entry.hours.push({ start, end });
    }
    byDay.set(day, entry);
  }
  return WHATSAPP_DAYS.flatMap((day) => {
    const entry = byDay.get(day);
    if (!entry) return [];
    const hours = entry.mode === 'specific_hours' ? entry.hours.sort((a, b) => a.start - b.start) : [];
    return [{ day, mode: entry.mode, hours }];
  });
}

/** The spec's `businessHours` from the parsed days; null when the business publishes none. */
export function businessHoursAnswer(
  timezone: string | null,
  days: readonly WhatsappBusinessDay[] | null,
): WhatsappBusinessHours | null {
  if (days === null) return null;
  const config: WhatsappBusinessHours['config'] = {};
  for (const d of days) config[d.day] = { mode: d.mode, hours: d.hours.map((h) => ({ ...h })) };
  return { timezone, config };
}
