import type { ConvertRequest } from '@mediaforge/shared';
import { targetFormat, type QueuedFile, type ScreenContext } from './queued-file';

/**
 * Turns the simpler compression form into compression_settings fields (CC-3.37). The pages hand in
 * packages/shared's compressionSettingsFromSimple: it validates with zod, which the converter's first
 * paint does not need to download.
 */
export type CompressionSettingsBuilder = (simple: {
  method: NonNullable<QueuedFile['compressionMethod']>;
  target?: number;
  resolutionMethod?: NonNullable<QueuedFile['resolutionMethod']>;
  resolutionPreset?: string;
  resolutionWidth?: number;
  resolutionHeight?: number;
}) => Record<string, unknown>;

export interface ConvertCall {
  /** Lower-case, the path's format (CC §7 "by fileId and lowercase format"). */
  readonly format: string;
  readonly body: ConvertRequest;
}

function compressionSettings(
  file: QueuedFile,
  context: ScreenContext,
  build: CompressionSettingsBuilder | undefined,
): Record<string, unknown> {
  const preset =
    context.compressorOption === undefined ? {} : { compressor_option: context.compressorOption };
  const method = file.compressionMethod;
  // No method picked: the page's preset decides, or the server's 'auto' on /compressor.
  if (method === undefined || build === undefined) {
    return context.compressorOption === undefined ? { compression_method: 'auto' } : preset;
  }
  const fields = build({
    method,
    ...(file.compressionTarget === undefined ? {} : { target: file.compressionTarget }),
    ...(file.resolutionMethod === undefined ? {} : { resolutionMethod: file.resolutionMethod }),
    ...(file.resolutionPreset === undefined ? {} : { resolutionPreset: file.resolutionPreset }),
    ...(file.resolutionWidth === undefined ? {} : { resolutionWidth: file.resolutionWidth }),
    ...(file.resolutionHeight === undefined ? {} : { resolutionHeight: file.resolutionHeight }),
  });
  // The row's own method overrides the preset's quality choice; the preset still names the target.
  return { ...fields, ...preset };
}

/**
 * The convert call of one row (CC §7, job-api.ts): `{settings, format, batchTaskId}`. Settings are
 * the row's own (the settings modal's) plus output_format and processing_mode (CC-3.15); compressor
 * rows add compression_settings.
 */
export function convertCall(
  file: QueuedFile,
  context: ScreenContext,
  batchTaskId: string,
  buildCompression?: CompressionSettingsBuilder,
): ConvertCall {
  const format = targetFormat(file);
  const settings: Record<string, unknown> = {
    ...file.conversionSettings,
    output_format: format,
    processing_mode: context.mode,
  };
  if (context.mode === 'compression') {
    const own = (file.conversionSettings.compression_settings ?? {}) as Record<string, unknown>;
    settings.compression_settings = { ...own, ...compressionSettings(file, context, buildCompression) };
  }
  return { format, body: { settings, format, batchTaskId } };
}
