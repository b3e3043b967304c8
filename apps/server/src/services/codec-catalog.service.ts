import type { FastifyBaseLogger } from 'fastify';
import { parseCodecList, type CodecCatalog } from '../ffmpeg/codec-catalog.js';
import type { ProcessRunner } from '../repositories/process/process-runner.repository.js';

/** `ffmpeg -codecs` prints some 500 lines. */
const CODEC_LIST_MAX_BYTES = 1024 * 1024;

export interface CodecCatalogDeps {
  readonly runner: ProcessRunner;
  readonly ffmpegPath: string;
  readonly timeoutMs: number;
  readonly log: FastifyBaseLogger;
}

/**
 * The codecs this ffmpeg decodes, asked once and kept for the life of the process (the binary does not
 * change under a running server). When ffmpeg cannot tell, the answer is an empty catalog — no codec is
 * refused on its account — and the next upload asks again.
 */
export function createCodecCatalog(deps: CodecCatalogDeps): () => Promise<CodecCatalog> {
  let cached: Promise<CodecCatalog> | undefined;
  const load = async (): Promise<CodecCatalog> => {
    const result = await deps.runner.run({
      command: deps.ffmpegPath,
      args: ['-hide_banner', '-nostdin', '-codecs'],
      timeoutMs: deps.timeoutMs,
      maxOutputBytes: CODEC_LIST_MAX_BYTES,
    });
    const catalog = result.exitCode === 0 ? parseCodecList(result.stdout) : new Map();
    if (catalog.size === 0) throw new Error(`ffmpeg -codecs gave no list (exit ${String(result.exitCode)})`);
    return catalog;
  };
  return () => {
    cached ??= load().catch((error: unknown) => {
      deps.log.error({ err: error }, 'could not read the codecs of ffmpeg');
      cached = undefined;
      return new Map<string, never>();
    });
    return cached;
  };
}
