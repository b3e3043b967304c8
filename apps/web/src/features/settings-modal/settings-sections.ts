import { isSettingShown, settingsKindFor, type ProcessingMode } from '@mediaforge/shared';
import { AUDIO_SECTIONS } from './audio-fields';
import { COMPRESSION_SECTION } from './compression-fields';
import type { FieldSpec, SectionSpec, SettingsValues } from './field-types';
import { GIF_SECTIONS } from './gif-fields';
import { VIDEO_SECTIONS } from './video-fields';

const BY_KIND = { video: VIDEO_SECTIONS, audio: AUDIO_SECTIONS, gif: GIF_SECTIONS } as const;

/**
 * The modal's sections for a target format: the shape of its kind (video, audio or GIF), led by the
 * compression section in compression mode (the compressor is video-only, so only video gets it).
 */
export function sectionsFor(format: string, mode: ProcessingMode): readonly SectionSpec[] {
  const kind = settingsKindFor(format);
  const sections = BY_KIND[kind];
  return mode === 'compression' && kind === 'video' ? [COMPRESSION_SECTION, ...sections] : sections;
}

/**
 * Whether a field is on screen: shared's rule for it (the same one validation skips hidden fields by,
 * CC-5.07) and the field's own extra condition.
 */
export function isFieldVisible(field: FieldSpec, format: string, values: SettingsValues): boolean {
  return isSettingShown(format, values, field.key) && (field.alsoShownWhen?.(values) ?? true);
}

export function visibleFields(section: SectionSpec, format: string, values: SettingsValues): FieldSpec[] {
  return section.fields.filter((field) => isFieldVisible(field, format, values));
}

/** Every field of every section, for walking the values (finalising, tests). */
export function allFields(format: string, mode: ProcessingMode): FieldSpec[] {
  return sectionsFor(format, mode).flatMap((s) => s.fields);
}
