import { IMPORT_PATHS, onedriveTokenResponseSchema, type OnedriveTokenRequest } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiBody } from '../../../lib/api-client';

/**
 * POST /api/files/onedrive/token (CC-4.48, CC-7.13): the OneDrive code, its redirect address and the
 * PKCE verifier, exchanged by the server for an access token. The answer is not enveloped the usual
 * way: `success` and `access_token` sit at its top level, as the spec reads them.
 */
export async function exchangeOnedriveCode(request: OnedriveTokenRequest): Promise<string> {
  const answer = await apiBody(
    {
      method: 'POST',
      path: IMPORT_PATHS.onedriveToken,
      body: request,
      timeoutMs: 30_000,
      visitor: pageVisitor,
    },
    onedriveTokenResponseSchema,
  );
  return answer.access_token;
}
