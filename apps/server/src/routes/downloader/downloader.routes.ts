import {
  downloaderDownloadRequestSchema,
  downloaderInfoRequestSchema,
  downloaderStreamQuerySchema,
  DOWNLOADER_INPUT_MESSAGES,
  emptyInputKind,
  ERROR_CODES,
  instagramProfileLink,
  instagramUsernameFrom,
  toolJobStatusRequestSchema,
  type ApiSuccess,
} from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { requireCaptcha } from '../../plugins/require-captcha.js';
import { requireOwner } from '../../plugins/owner.plugin.js';
import type { CaptchaService } from '../../services/captcha/captcha.service.js';
import type { AnalysisService } from '../../services/downloader/analysis.service.js';
import type { DownloadsService } from '../../services/downloader/downloads.service.js';
import type { StreamService } from '../../services/downloader/stream.service.js';
import type { ToolJobsService } from '../../services/downloader/tool-jobs.service.js';
import type { FilesService } from '../../services/files.service.js';
import { sendRelayed, visitorSignal } from '../../services/relay/egress-relay.js';
import { sendDownload } from '../files/download.routes.js';
import { parseWith } from '../validation.js';
import { DOWNLOADER_CONTRACTS, INSTAGRAM_STORY_CONTRACT } from './downloader.contract.js';

const STORY_TOOL = 'story-downloader';

export interface DownloaderRouteDeps {
  readonly analysis: AnalysisService;
  readonly downloads: DownloadsService;
  readonly stream: StreamService;
  readonly toolJobs: ToolJobsService;
  readonly files: FilesService;
  readonly captcha: Pick<CaptchaService, 'verify'>;
}

const ok = <T>(data: T): ApiSuccess<T> => ({ success: true, data });
/** Every path as the spec writes it, with and without /api (NOTES.md 3). */
const both = (path: string): readonly string[] => [`/api${path}`, path];

interface JobRoute {
  Params: { jobId: string };
}

/**
 * The downloader's calls (downloader.md §7; downloader-results.md §7): thin handlers, one service call
 * each. The analysis needs the bot check for anonymous callers (DL-6.01), as does the legacy stream
 * form that analyses a link on the spot.
 */
export function downloaderRoutes(app: FastifyInstance, deps: DownloaderRouteDeps): void {
  const captcha = requireCaptcha(deps.captcha);

  for (const url of both('/downloader/info')) {
    app.post(url, { ...DOWNLOADER_CONTRACTS.info, preHandler: captcha }, async (request, reply) => {
      const body = request.body as { url?: unknown; toolType?: unknown } | undefined;
      if (typeof body?.url !== 'string' || body.url.trim() === '') {
        const tool = typeof body?.toolType === 'string' ? body.toolType : undefined;
        throw new AppError(ERROR_CODES.VALIDATION_FAILED, `Please enter a ${emptyInputKind(tool)} URL`);
      }
      const parsed = parseWith(downloaderInfoRequestSchema, body);
      const info = await deps.analysis.analyse(requireOwner(request), {
        url: parsed.url,
        toolType: parsed.toolType,
        signal: visitorSignal(reply),
      });
      return ok(info);
    });
  }

  // The story tool by username: the same analysis, on the username's stories link (downloader.md §5).
  for (const url of both('/downloader/instagram/story')) {
    app.post(url, { ...INSTAGRAM_STORY_CONTRACT, preHandler: captcha }, async (request, reply) => {
      const body = request.body as { username?: unknown } | undefined;
      const username = typeof body?.username === 'string' ? instagramUsernameFrom(body.username) : undefined;
      if (username === undefined) {
        throw new AppError(ERROR_CODES.VALIDATION_FAILED, DOWNLOADER_INPUT_MESSAGES.instagramUsernameMissing);
      }
      const info = await deps.analysis.analyse(requireOwner(request), {
        url: instagramProfileLink(username, STORY_TOOL),
        toolType: STORY_TOOL,
        signal: visitorSignal(reply),
      });
      return ok(info);
    });
  }

  for (const url of both('/downloader/download')) {
    app.post(url, DOWNLOADER_CONTRACTS.download, async (request, reply) => {
      const body = parseWith(downloaderDownloadRequestSchema, request.body ?? {});
      const started = await deps.downloads.start(requireOwner(request), body.jobId, body);
      return reply.status(202).send(ok(started));
    });
  }

  for (const url of both('/downloader/stream')) {
    app.get(url, DOWNLOADER_CONTRACTS.stream, async (request, reply) => {
      const query = parseWith(downloaderStreamQuerySchema, request.query);
      // Analysing a link on the spot is an analysis: anonymous callers pass the bot check first.
      if (query.token === undefined && query.jobId === undefined && request.owner?.kind !== 'user') {
        const token = query.captchaToken;
        if (!token || !(await deps.captcha.verify(token, request.ip))) {
          await captcha(request);
        }
      }
      const range = request.headers.range;
      const answer = await deps.stream.open({
        owner: request.owner ?? undefined,
        query,
        range,
        signal: visitorSignal(reply),
      });
      if (answer.kind === 'file') {
        const download = await deps.files.openDownload({
          fileId: answer.fileId,
          token: answer.token,
          owner: undefined,
          range,
        });
        return sendDownload(reply, download);
      }
      return sendRelayed(reply, answer.answer);
    });
  }

  for (const url of both('/tools/jobs/status')) {
    app.post(url, DOWNLOADER_CONTRACTS.toolJobStatus, async (request) => {
      const body = parseWith(toolJobStatusRequestSchema, request.body ?? {});
      return ok({ job: await deps.toolJobs.report(requireOwner(request), body) });
    });
  }

  for (const url of both('/tools/jobs/:jobId')) {
    app.get<JobRoute>(url, DOWNLOADER_CONTRACTS.toolJob, async (request) =>
      ok({ job: await deps.toolJobs.status(requireOwner(request), request.params.jobId) }),
    );
  }

  for (const url of both('/tools/jobs/:jobId/result')) {
    app.get<JobRoute>(url, DOWNLOADER_CONTRACTS.toolJobResult, async (request) =>
      ok(await deps.toolJobs.result(requireOwner(request), request.params.jobId)),
    );
  }
}
