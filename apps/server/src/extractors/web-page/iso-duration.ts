/**
 * Durations as pages write them for search engines: ISO 8601 (`PT1H2M3.5S`, schema.org VideoObject
 * `duration`), or plain seconds. Pure.
 */

const ISO = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;

/** Seconds, or null when the text is neither an ISO 8601 duration nor a number of seconds. */
export function durationSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text) > 0 ? Number(text) : null;
  const match = ISO.exec(text);
  if (!match || text.toUpperCase() === 'P' || text.toUpperCase().endsWith('T')) return null;
  const [, d, h, m, s] = match;
  const seconds = Number(d ?? 0) * 86_400 + Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
  return seconds > 0 ? seconds : null;
}
