import {
  chunkInitResponseSchema,
  UPLOAD_PATHS,
  type ChunkInitRequest,
  type ChunkInitResponse,
} from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData, withRule } from '../../../lib/api-client';

/** The session must have chunks to send. */
const initAnswer = withRule(chunkInitResponseSchema, (d) => d.chunkSize > 0 && d.totalChunks >= 1);

/** POST /api/files/chunk/init (CC-7.01, CC-7.02). */
export function initUpload(body: ChunkInitRequest, signal?: AbortSignal): Promise<ChunkInitResponse> {
  return apiData({ method: 'POST', path: UPLOAD_PATHS.init, body, signal, visitor: pageVisitor }, initAnswer);
}
