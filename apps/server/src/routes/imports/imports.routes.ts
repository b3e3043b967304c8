import {
  IMPORT_PATHS,
  IMPORT_REQUEST_SCHEMAS,
  IMPORT_SOURCES,
  onedriveTokenRequestSchema,
  type ImportRequest,
  type ImportSource,
} from '@mediaforge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOwner } from '../../plugins/owner.plugin.js';
import type { ImportsService } from '../../services/imports/imports.service.js';
import type { OnedriveLoginService } from '../../services/imports/onedrive-login.service.js';
import { visitorSignal } from '../../services/relay/egress-relay.js';
import { parseWith } from '../validation.js';
import { IMPORT_CONTRACTS, IMPORT_JOB_CONTRACT, ONEDRIVE_TOKEN_CONTRACT } from './imports.contract.js';

export interface ImportRouteDeps {
  readonly imports: ImportsService;
  readonly onedrive: OnedriveLoginService;
  /** Refuses a new import when the owner has no credit left, as a new upload is (CC-8.45, D45). */
  readonly beforeUpload?: (request: FastifyRequest) => Promise<void>;
}

/** Every path as the spec writes it, with and without /api (NOTES.md 3). */
const both = (apiPath: string): readonly string[] => [apiPath, apiPath.slice('/api'.length)];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * POST /files/import/{source}, GET /api/files/import/jobs/{jobId}, POST /files/onedrive/token
 * (converter-compressor.md §7; docs/decisions.md D210–D216). Registered as a plugin of its own so the
 * `success: false` of §7's import answers is added to these routes' error bodies only.
 */
export function importRoutes(app: FastifyInstance, deps: ImportRouteDeps): Promise<void> {
  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 && isRecord(payload) && typeof payload.code === 'string'
      ? { success: false, ...payload }
      : payload,
  );
  const gate = deps.beforeUpload ? { preHandler: deps.beforeUpload } : {};

  const register = (source: ImportSource): void => {
    for (const url of both(IMPORT_PATHS.source(source))) {
      app.post(url, { ...IMPORT_CONTRACTS[source], ...gate }, async (request, reply) => {
        const body = parseWith(IMPORT_REQUEST_SCHEMAS[source], request.body);
        const order = { source, ...body } as ImportRequest;
        const data = await deps.imports.start(requireOwner(request), order, visitorSignal(reply));
        return reply.code(data.status === 'completed' ? 200 : 202).send({ success: true, data });
      });
    }
  };
  IMPORT_SOURCES.forEach(register);

  app.get<{ Params: { jobId: string } }>(
    '/api/files/import/jobs/:jobId',
    IMPORT_JOB_CONTRACT,
    async (request, reply) => {
      const data = await deps.imports.answer(requireOwner(request), request.params.jobId);
      return reply.code(data.status === 'completed' ? 200 : 202).send({ success: true, data });
    },
  );

  for (const url of both(IMPORT_PATHS.onedriveToken)) {
    app.post(url, ONEDRIVE_TOKEN_CONTRACT, async (request, reply) =>
      deps.onedrive.redeem(parseWith(onedriveTokenRequestSchema, request.body), visitorSignal(reply)),
    );
  }
  return Promise.resolve();
}
