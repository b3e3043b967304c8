import { isConverterFormat, type ConverterFormat } from '@mediaforge/shared';

/** What a converter route preselects: both formats, only the target, or nothing. */
export interface ConverterSelection {
  readonly from?: ConverterFormat;
  readonly to?: ConverterFormat;
}

/**
 * Reads the segment after /converter/: "{from}-to-{to}" or "{format}" (target only), case-insensitive
 * (spec: CC §2 "Routes"). Returns undefined when a format is not one of the converter formats.
 */
export function parseConverterSlug(slug: string): ConverterSelection | undefined {
  const value = slug.toLowerCase();
  const pair = /^([a-z0-9]+)-to-([a-z0-9]+)$/.exec(value);
  if (pair) {
    const [, from = '', to = ''] = pair;
    return isConverterFormat(from) && isConverterFormat(to) ? { from, to } : undefined;
  }
  return isConverterFormat(value) ? { to: value } : undefined;
}

/** The canonical (lower-case) route for a selection. */
export function converterPath(selection: ConverterSelection): string {
  const { from, to } = selection;
  if (from !== undefined && to !== undefined) return `/converter/${from}-to-${to}`;
  if (to !== undefined) return `/converter/${to}`;
  return '/converter';
}

/** Both sides chosen and equal: the spec asks for a warning and no conversion pair. */
export function isSameFormat(selection: ConverterSelection): boolean {
  return selection.from !== undefined && selection.from === selection.to;
}
