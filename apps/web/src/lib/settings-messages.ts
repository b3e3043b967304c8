/**
 * Translation of packages/shared's settings messages. Validation speaks English, in the spec's words
 * (CC §5); the web app shows them in the page's language by matching each message to its template and
 * re-filling the template from locales/{lng}/settings.json, whose English is the spec's wording. A
 * message no template matches is shown as it came.
 */
import {
  CROSS_FIELD_MESSAGES,
  FIELD_MESSAGES,
  SETTING_LABELS,
  type SettingsError,
  type SettingsWarning,
} from '@mediaforge/shared';
import type { TFunction } from 'i18next';

/** The wire name without the `compression_settings.` prefix. */
export const fieldName = (field: string): string => field.replace(/^compression_settings\./, '');

/** The field's label in the page's language (English: shared's label, the {label} of the messages). */
export function settingLabel(field: string, t: TFunction): string {
  const name = fieldName(field);
  return t(`settings:fields.${name}`, { defaultValue: SETTING_LABELS[name] ?? name });
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LABEL_ONLY = ['required', 'notNumber', 'time', 'fileRequired', 'pattern'] as const;

export function translateSettingsError(error: SettingsError, t: TFunction): string {
  const { message } = error;
  const name = fieldName(error.field);
  const english = SETTING_LABELS[name] ?? name;
  const label = settingLabel(name, t);
  for (const key of LABEL_ONLY) {
    if (message === FIELD_MESSAGES[key](english)) return t(`settings:errors.${key}`, { label });
  }
  const bound = new RegExp(`^${escape(english)} must be at (least|most) (-?\\d+(?:\\.\\d+)?)$`).exec(message);
  if (bound) {
    const [, which, value] = bound;
    return which === 'least'
      ? t('settings:errors.min', { label, min: value })
      : t('settings:errors.max', { label, max: value });
  }
  if (message === CROSS_FIELD_MESSAGES.endBeforeStart) return t('settings:errors.endBeforeStart');
  if (message === CROSS_FIELD_MESSAGES.cropTooSmall) return t('settings:errors.cropTooSmall');
  const audio = /^(.+) audio codec is not supported by (\S+) format$/.exec(message);
  if (audio) return t('settings:errors.audioCodecNotSupported', { codec: audio[1], format: audio[2] });
  const video = /^(.+) codec is not supported by (\S+) format$/.exec(message);
  if (video) return t('settings:errors.codecNotSupported', { codec: video[1], format: video[2] });
  return message;
}

/** Warnings carry a stable id; the English text of each id is shared's. */
export function translateSettingsWarning(warning: SettingsWarning, t: TFunction): string {
  return t(`settings:warnings.${warning.id}`, { defaultValue: warning.message });
}
