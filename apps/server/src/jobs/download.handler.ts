/**
 * The download kind (downloader.md §3 "Job"; §4 job tracker): one quality of an analysis fetched into
 * the job's workspace, joined or turned into audio as the quality says, checked, hashed and published
 * as the owner's file under the spec's name (title_quality.format, cleaned to letters, digits, dot,
 * underscore and hyphen). The analysis is marked completed with it.
 */
import { DOWNLOADER_MESSAGES, type DownloadJobPayload } from '@mediaforge/shared';
import { isEgressError } from '../egress/egress-error.js';
import type { AnalysesRepository } from '../repositories/database/analyses.repository.js';
import type { ScratchStorage } from '../repositories/storage/scratch.repository.js';
import { downloadFileName } from '../services/downloader/download-names.js';
import { DownloadFailedError, type DownloadPipeline } from '../services/downloader/download-pipeline.js';
import { JobStoppedError, type JobHandler, type JobOutcome } from './job-kind.js';
import { outputMimeType } from './output-file.js';

export interface DownloadJobDeps {
  readonly analyses: Pick<AnalysesRepository, 'find' | 'update'>;
  readonly pipeline: DownloadPipeline;
  readonly files: Pick<ScratchStorage, 'stat' | 'sha256'>;
  readonly now: () => number;
}

const failed = (error: string): JobOutcome => ({ kind: 'failed', error });

export function createDownloadHandler(deps: DownloadJobDeps): JobHandler<'download'> {
  return async (payload: DownloadJobPayload, ctx) => {
    const analysis = await deps.analyses.find(payload.analysisId);
    if (!analysis || analysis.owner !== ctx.owner || analysis.expiresAt <= deps.now()) {
      return failed(DOWNLOADER_MESSAGES.analysisExpired);
    }
    const quality = analysis.sources.find((q) => q.formatId === payload.formatId);
    if (!quality) return failed(DOWNLOADER_MESSAGES.qualityNotFound);
    ctx.progress.begin();
    let made;
    try {
      made = await deps.pipeline.run({
        quality,
        engineInfo: analysis.engineInfo,
        dir: ctx.workspace.dir,
        signal: ctx.signal,
        onProgress: (fraction) => ctx.progress.working(fraction),
      });
    } catch (error) {
      if (ctx.signal.aborted) throw new JobStoppedError('stopped');
      if (error instanceof DownloadFailedError) return failed(error.message);
      // The egress client's refusals and failures carry the words the visitor should read.
      if (isEgressError(error)) {
        ctx.log.warn({ code: error.code, context: error.context }, 'download refused');
        return failed(error.message);
      }
      throw error;
    }
    if (ctx.signal.aborted) throw new JobStoppedError('stopped');
    const size = (await deps.files.stat(made.path))?.size ?? 0;
    if (size === 0) return failed('The platform sent an empty file');
    ctx.progress.finalizing(size);
    const result = await ctx.workspace.publishOutput(made.path, {
      fileName: downloadFileName(analysis.answer.title, quality.quality, made.format),
      mimeType: outputMimeType(made.format),
      size,
      metadata: made.metadata,
      sha256: await deps.files.sha256(made.path),
      format: made.format,
      source: false,
    });
    await deps.analyses.update(
      analysis.id,
      ['PENDING', 'RUNNING', 'COMPLETED'],
      { status: 'COMPLETED', progress: 100, completedAt: deps.now() },
      deps.now(),
    );
    ctx.log.info({ outputSize: size, formatId: quality.formatId }, 'download published');
    return { kind: 'completed', result };
  };
}
