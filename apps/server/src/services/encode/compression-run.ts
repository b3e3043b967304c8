/**
 * One call for every compression (a compression_settings method or a compressor preset): a direct
 * encode, or the size-target loop; either way the source is handed back when it is the better result.
 */
import { buildEncodePlan } from '../../ffmpeg/encode/build.js';
import type { CompressionStrategy } from '../../ffmpeg/encode/compression.js';
import {
  encodeToSizeTarget,
  type CompressionOutcome,
  type EncodeDeps,
  type VideoEncodeRequest,
} from './size-target-run.js';

export interface CompressionRequest {
  readonly request: VideoEncodeRequest;
  readonly strategy: CompressionStrategy;
  /** Whether the untouched source would be a valid result (compression.ts sourceIsAcceptable). */
  readonly sourceAcceptable: boolean;
}

export async function compressVideo(req: CompressionRequest, deps: EncodeDeps): Promise<CompressionOutcome> {
  const { strategy, request } = req;
  if (strategy.kind === 'size') {
    return encodeToSizeTarget(
      { request, base: strategy.base, target: strategy.target, sourceAcceptable: req.sourceAcceptable },
      deps,
    );
  }
  const plan = buildEncodePlan({ ...request, job: { ...request.job, compression: strategy.overrides } });
  const { size } = await deps.encode(plan);
  if (req.sourceAcceptable) {
    const source = await deps.stat(request.input.path);
    // A compressor never hands back a file larger than the one it was given.
    if (size >= source.size) return { kind: 'source', reason: 'smaller', size: source.size, attempts: [] };
  }
  return { kind: 'encoded', size, attempts: [] };
}
