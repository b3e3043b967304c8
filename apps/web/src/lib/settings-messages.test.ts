import {
  CODEC_TABLE,
  CROSS_FIELD_MESSAGES,
  FIELD_MESSAGES,
  SETTING_LABELS,
  SETTINGS_WARNING_MESSAGES,
  validateSettings,
  type SettingsWarningId,
} from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { addDeferredResources } from './i18n-deferred';
import { translateSettingsError, translateSettingsWarning } from './settings-messages';

function translator(locale: 'en' | 'fr') {
  const i18n = createI18n(locale);
  addDeferredResources(i18n);
  return i18n.t;
}
const en = translator('en');
const fr = translator('fr');

/** Every kind of message the rules produce, for fields of every label. */
function sampleErrors() {
  const out = [];
  for (const [field, label] of Object.entries(SETTING_LABELS)) {
    out.push(
      { field, message: FIELD_MESSAGES.required(label) },
      { field, message: FIELD_MESSAGES.notNumber(label) },
      { field, message: FIELD_MESSAGES.min(label, 32) },
      { field, message: FIELD_MESSAGES.max(label, 0.5) },
      { field, message: FIELD_MESSAGES.time(label) },
      { field, message: FIELD_MESSAGES.fileRequired(label) },
      { field, message: FIELD_MESSAGES.pattern(label) },
    );
  }
  out.push(
    { field: 'trim_end', message: CROSS_FIELD_MESSAGES.endBeforeStart },
    { field: 'crop_width', message: CROSS_FIELD_MESSAGES.cropTooSmall },
    { field: 'video_codec', message: CROSS_FIELD_MESSAGES.codecNotSupported('H.264', 'webm') },
    { field: 'audio_codec', message: CROSS_FIELD_MESSAGES.audioCodecNotSupported('mp3', 'webm') },
  );
  return out;
}

describe('settings messages', () => {
  it('CC-5.08 to CC-5.17 English shows the spec wording exactly as shared writes it', () => {
    for (const error of sampleErrors()) expect(translateSettingsError(error, en)).toBe(error.message);
  });

  it('CC-5.11 messages from a real validation keep their wording, compression fields included', () => {
    const { errors } = validateSettings(
      'mp4',
      { video_crf: 60, compression_settings: { compression_method: 'size_targeted_mb', target_size_mb: 0 } },
      'compression',
    );
    expect(errors.map((e) => translateSettingsError(e, en))).toEqual([
      'CRF must be at most 51',
      'Target size must be at least 1',
    ]);
  });

  it('other languages fill the same templates', () => {
    expect(translateSettingsError({ field: 'video_crf', message: 'CRF must be at most 51' }, fr)).toBe(
      'CRF doit être au plus 51',
    );
    expect(
      translateSettingsError(
        { field: 'video_codec', message: CROSS_FIELD_MESSAGES.codecNotSupported('AV1', 'mp4') },
        fr,
      ),
    ).toBe("Le codec AV1 n'est pas pris en charge par le format MP4");
  });

  it('an unknown message is shown as it came', () => {
    expect(translateSettingsError({ field: 'x', message: 'Something else' }, fr)).toBe('Something else');
  });

  it('CC-5.33 every warning has a text, in English the one shared gives', () => {
    for (const [id, message] of Object.entries(SETTINGS_WARNING_MESSAGES)) {
      const warning = { id: id as SettingsWarningId, message };
      expect(translateSettingsWarning(warning, en)).toBe(message);
      expect(fr(`settings:warnings.${id}`)).not.toBe(`warnings.${id}`);
    }
  });

  it('the English field labels and format descriptions are shared’s', () => {
    for (const [field, label] of Object.entries(SETTING_LABELS))
      expect(en(`settings:fields.${field}`)).toBe(label);
    for (const [format, row] of Object.entries(CODEC_TABLE)) {
      expect(en(`settings:formats.${format}`)).toBe(row.description);
    }
  });
});
