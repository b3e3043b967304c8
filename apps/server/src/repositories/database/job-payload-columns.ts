/**
 * How a job's kind and typed payload sit in the jobs table: `job_type` names the kind (in the
 * converter's words), `file_id` and `format` are columns of their own, and `settings` holds the parsed
 * settings as JSON (`{kind, settings}`, the shape normaliseSettings answers). Rows are read back as
 * written, without parsing the settings again. Rows written before the payload was typed hold the
 * validated request fields instead; those are normalised once when read, as the engine did before.
 */
import {
  JOB_KIND_OF_TYPE,
  JOB_TYPE_OF_KIND,
  normaliseSettings,
  payloadSettings,
  downloadPayloadSchema,
  importPayloadSchema,
  videoSettingsSchema,
  type CompressJobPayload,
  type ConvertJobPayload,
  type JobSpec,
  type JobType,
  type ParsedSettings,
} from '@mediaforge/shared';

export interface PayloadColumns {
  readonly job_type: JobType;
  readonly file_id: string;
  readonly format: string;
  readonly settings: string;
}

const SETTINGS_KINDS: readonly string[] = ['video', 'audio', 'gif'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored settings column: typed settings as written, or an older row's fields normalised once. */
function settingsOf(format: string, text: string): ParsedSettings {
  const stored: unknown = JSON.parse(text);
  if (isRecord(stored) && SETTINGS_KINDS.includes(String(stored.kind)) && isRecord(stored.settings)) {
    return stored as unknown as ParsedSettings;
  }
  return normaliseSettings(format, isRecord(stored) ? stored : {});
}

/**
 * A download has no stored input: its `file_id` column holds the analysis it downloads from and
 * `settings` the whole payload. An import has none either: `file_id` is empty, `format` names its
 * source, `settings` holds the payload (its drive token sealed, D212).
 */
export function payloadColumns(spec: JobSpec): PayloadColumns {
  if (spec.kind === 'import') {
    return {
      job_type: JOB_TYPE_OF_KIND[spec.kind],
      file_id: '',
      format: spec.payload.source,
      settings: JSON.stringify(spec.payload),
    };
  }
  if (spec.kind === 'download') {
    return {
      job_type: JOB_TYPE_OF_KIND[spec.kind],
      file_id: spec.payload.analysisId,
      format: spec.payload.format,
      settings: JSON.stringify(spec.payload),
    };
  }
  return {
    job_type: JOB_TYPE_OF_KIND[spec.kind],
    file_id: spec.payload.fileId,
    format: spec.payload.format,
    settings: JSON.stringify(payloadSettings(spec)),
  };
}

export function specOf(columns: PayloadColumns): JobSpec {
  const kind = JOB_KIND_OF_TYPE[columns.job_type];
  if (kind === 'download') {
    // Written by payloadColumns from a parsed payload: read back as it was stored.
    return { kind, payload: downloadPayloadSchema.parse(JSON.parse(columns.settings)) };
  }
  if (kind === 'import') {
    return { kind, payload: importPayloadSchema.parse(JSON.parse(columns.settings)) };
  }
  const parsed = settingsOf(columns.format, columns.settings);
  switch (kind) {
    case 'convert': {
      const payload = {
        fileId: columns.file_id,
        format: columns.format as ConvertJobPayload['format'],
        settings: parsed,
      };
      return { kind, payload };
    }
    case 'compress': {
      const payload: CompressJobPayload = {
        fileId: columns.file_id,
        format: columns.format as CompressJobPayload['format'],
        // A compression is always video (its format is a video container or the source's own).
        settings: parsed.kind === 'video' ? parsed.settings : videoSettingsSchema.parse({}),
      };
      return { kind, payload };
    }
  }
}
