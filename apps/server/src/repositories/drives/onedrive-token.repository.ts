/**
 * The OneDrive login's last step on the server (converter-compressor.md §4 "Login popups", §7 "POST
 * /files/onedrive/token"): the authorization code the popup brought back is redeemed at the Microsoft
 * identity platform's token endpoint (`POST {authority}/oauth2/v2.0/token`, form-encoded, grant type
 * authorization_code), with the PKCE verifier when the browser used one and the client secret when
 * the operator configured one. Only the access token and its lifetime are kept from the answer.
 */
import { ERROR_CODES, IMPORT_MESSAGES } from '@mediaforge/shared';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { egressError } from '../../egress/egress-error.js';
import type { EgressClient } from '../egress/egress-client.repository.js';
import { errorDocument, providerStatus, readDocument } from './drive-file.js';

export interface OnedriveTokenDeps {
  readonly client: EgressClient;
  /** `{authority}/oauth2/v2.0/token`. */
  readonly tokenUrl: string;
  readonly clientId: string;
  /** Sent when set (a confidential "web" registration). Never logged. */
  readonly clientSecret: string | undefined;
}

export interface CodeRedemption {
  readonly code: string;
  readonly redirectUri: string;
  readonly codeVerifier?: string | undefined;
}

export interface OnedriveToken {
  readonly accessToken: string;
  readonly tokenType: string;
  readonly expiresIn: number;
  readonly scope: string | undefined;
}

export interface OnedriveTokenExchange {
  redeem(redemption: CodeRedemption, signal?: AbortSignal): Promise<OnedriveToken>;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().default('Bearer'),
  expires_in: z.coerce.number().int().nonnegative().default(3600),
  scope: z.string().optional(),
});

const oauthErrorSchema = z.object({ error: z.string().max(100) });

export function createOnedriveTokenExchange(deps: OnedriveTokenDeps): OnedriveTokenExchange {
  return {
    async redeem(redemption, signal) {
      const form = new URLSearchParams({
        client_id: deps.clientId,
        grant_type: 'authorization_code',
        code: redemption.code,
        redirect_uri: redemption.redirectUri,
      });
      if (redemption.codeVerifier) form.set('code_verifier', redemption.codeVerifier);
      if (deps.clientSecret) form.set('client_secret', deps.clientSecret);
      const response = await deps.client.request(deps.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        // A token endpoint answers where it is: a redirect would carry the code somewhere else.
        redirect: 'manual',
        okStatus: providerStatus,
        maxBytes: 256 * 1024,
        ...(signal ? { signal } : {}),
      });
      if (response.status >= 300 && response.status < 400) {
        throw egressError({ code: 'EGRESS_BAD_RESPONSE' });
      }
      if (response.status !== 200) {
        // RFC 6749 §5.2: {error: invalid_grant | invalid_client | …}; the description stays out of answers.
        const problem = oauthErrorSchema.safeParse(await errorDocument(response));
        throw new AppError(ERROR_CODES.DRIVE_AUTH_FAILED, IMPORT_MESSAGES.tokenExchangeFailed, {
          status: response.status,
          ...(problem.success ? { error: problem.data.error } : {}),
        });
      }
      const token = await readDocument(response, tokenSchema);
      return {
        accessToken: token.access_token,
        tokenType: token.token_type,
        expiresIn: token.expires_in,
        scope: token.scope,
      };
    },
  };
}
