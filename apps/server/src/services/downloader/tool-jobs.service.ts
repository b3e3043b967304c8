/**
 * The downloader's jobs as the browser tracks them (downloader.md §3 "Job", §4, §7): `GET /tools/jobs/{id}`
 * answers an analysis (PENDING until something was downloaded from it) or a server-side download, in
 * upper case; `GET /tools/jobs/{id}/result` the finished file's token and name; `POST /tools/jobs/status`
 * takes the browser's word that a download it started itself (a streamed link) has begun. Every call is
 * the owner's: someone else's job reads as no job.
 */
import {
  DOWNLOADER_MESSAGES,
  ERROR_CODES,
  fileLinkToken,
  fileTokenDownloadPath,
  JOB_API_ERROR_MESSAGES,
  type ToolJob,
  type ToolJobResult,
  type ToolJobStatus,
  type ToolJobStatusRequest,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { AnalysesRepository, AnalysisRecord } from '../../repositories/database/analyses.repository.js';
import type { JobRecord, JobsRepository } from '../../repositories/database/jobs.repository.js';
import type { DownloadTokens } from '../download-token.js';
import { ownerKey, type Owner } from '../owner.js';

export interface ToolJobsServiceDeps {
  readonly analyses: Pick<AnalysesRepository, 'find' | 'update'>;
  readonly jobs: Pick<JobsRepository, 'find'>;
  readonly tokens: DownloadTokens;
  readonly now: () => number;
}

export interface ToolJobsService {
  status(owner: Owner, id: string): Promise<ToolJob>;
  result(owner: Owner, id: string): Promise<ToolJobResult>;
  report(owner: Owner, request: ToolJobStatusRequest & { readonly status: ToolJobStatus }): Promise<ToolJob>;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const notFound = () => new AppError(ERROR_CODES.JOB_NOT_FOUND, JOB_API_ERROR_MESSAGES.jobNotFound);

function analysisJob(a: AnalysisRecord): ToolJob {
  return {
    id: a.id,
    jobId: a.id,
    status: a.status,
    progress: a.progress,
    jobType: 'analysis',
    result: null,
    error: a.error,
    createdAt: new Date(a.createdAt).toISOString(),
    updatedAt: new Date(a.updatedAt).toISOString(),
    startedAt: null,
    completedAt: iso(a.completedAt),
  };
}

export function createToolJobsService(deps: ToolJobsServiceDeps): ToolJobsService {
  const resultOf = (job: JobRecord): ToolJobResult | null => {
    const stored = job.status === 'completed' ? job.result : null;
    if (!stored) return null;
    const token = fileLinkToken(stored.fileId, deps.tokens.sign(stored.fileId, stored.expiresAt));
    return {
      token,
      filename: stored.fileName,
      url: fileTokenDownloadPath(token),
      fileId: stored.fileId,
      size: stored.size,
      mimeType: stored.mimeType,
    };
  };
  const downloadJob = (job: JobRecord): ToolJob => ({
    id: job.id,
    jobId: job.id,
    status: job.status.toUpperCase() as ToolJobStatus,
    progress: job.progress,
    jobType: 'download',
    result: resultOf(job),
    error: job.error,
    createdAt: new Date(job.createdAt).toISOString(),
    updatedAt: new Date(job.updatedAt).toISOString(),
    startedAt: iso(job.startedAt),
    completedAt: iso(job.finishedAt),
  });
  /** The owner's download job or analysis of this id. */
  const find = async (owner: Owner, id: string) => {
    const key = ownerKey(owner);
    const job = await deps.jobs.find(id);
    if (job?.kind === 'download' && job.owner === key) return { job } as const;
    const analysis = await deps.analyses.find(id);
    if (analysis?.owner === key) return { analysis } as const;
    throw notFound();
  };

  return {
    async status(owner, id) {
      const found = await find(owner, id);
      return found.job ? downloadJob(found.job) : analysisJob(found.analysis);
    },
    async result(owner, id) {
      const found = await find(owner, id);
      const result = found.job ? resultOf(found.job) : null;
      if (!result) {
        const status = found.job ? found.job.status.toUpperCase() : found.analysis.status;
        throw new AppError(ERROR_CODES.JOB_NOT_COMPLETED, JOB_API_ERROR_MESSAGES.jobNotCompleted, { status });
      }
      return result;
    },
    async report(owner, request) {
      const found = await find(owner, request.jobId);
      if (found.job)
        throw new AppError(ERROR_CODES.JOB_MANAGED_BY_SERVER, DOWNLOADER_MESSAGES.jobManagedByServer);
      const completed = request.status === 'COMPLETED';
      const now = deps.now();
      const updated = await deps.analyses.update(
        found.analysis.id,
        ['PENDING', 'RUNNING'],
        {
          status: request.status,
          progress: completed ? 100 : Number(request.progress ?? found.analysis.progress),
          completedAt: now,
        },
        now,
      );
      // Already finished: the report changes nothing and the job is answered as it stands.
      return analysisJob(updated ?? found.analysis);
    },
  };
}
