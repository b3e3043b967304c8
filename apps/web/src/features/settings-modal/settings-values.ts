/**
 * Reading and writing the modal's values: top-level wire names, and compression fields under
 * compression_settings (their keys are written `compression_settings.<name>`, as validation errors are).
 */
import type { SettingsError } from '@mediaforge/shared';
import { numberOf } from '../../components/ui/number-step';
import type { FieldSpec, SettingsValues } from './field-types';

const PREFIX = 'compression_settings.';

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function getValue(values: SettingsValues, key: string): unknown {
  return key.startsWith(PREFIX)
    ? asRecord(values.compression_settings)[key.slice(PREFIX.length)]
    : values[key];
}

/** A copy with one field set; `undefined` removes it. */
export function setValue(values: SettingsValues, key: string, value: unknown): SettingsValues {
  const put = (target: Record<string, unknown>, name: string) => {
    const next = { ...target };
    if (value === undefined) delete next[name];
    else next[name] = value;
    return next;
  };
  if (!key.startsWith(PREFIX)) return put(values, key);
  return {
    ...values,
    compression_settings: put(asRecord(values.compression_settings), key.slice(PREFIX.length)),
  };
}

/** The defaults overlaid by what the file already has; compression_settings merge field by field. */
export function mergeValues(defaults: SettingsValues, settings: SettingsValues): SettingsValues {
  const merged: Record<string, unknown> = { ...defaults, ...settings };
  if (defaults.compression_settings !== undefined || settings.compression_settings !== undefined) {
    merged.compression_settings = {
      ...asRecord(defaults.compression_settings),
      ...asRecord(settings.compression_settings),
    };
  }
  return merged;
}

/**
 * What Apply hands on: number fields as numbers (they are edited as text, so "abc" can be shown and
 * refused). Text that is not a number can only remain in a hidden field (a shown one blocks Apply);
 * it falls back to the default so the file does not keep garbage it cannot see.
 */
export function finalizeValues(
  values: SettingsValues,
  fields: readonly FieldSpec[],
  defaults: SettingsValues,
): SettingsValues {
  let out = values;
  for (const field of fields) {
    if (field.control.kind !== 'number') continue;
    const value = getValue(out, field.key);
    if (typeof value !== 'string') continue;
    const n = numberOf(value);
    out = setValue(out, field.key, n ?? getValue(defaults, field.key));
  }
  return out;
}

/** Messages per field, in the order validation gave them. */
export function errorsByField(errors: readonly SettingsError[]): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  for (const { field, message } of errors) map.set(field, [...(map.get(field) ?? []), message]);
  return map;
}
