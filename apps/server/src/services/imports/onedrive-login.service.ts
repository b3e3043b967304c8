/**
 * POST /files/onedrive/token (converter-compressor.md §4 "Login popups": "The code is exchanged on the
 * server for a token"; §7; docs/decisions.md D216): the popup's authorization code, its redirect URI and
 * the optional PKCE verifier redeemed at Microsoft's token endpoint with our client id (and secret, when
 * configured). The answer carries the access token only; a code Microsoft refuses is DRIVE_AUTH_FAILED.
 */
import {
  ERROR_CODES,
  IMPORT_MESSAGES,
  type OnedriveTokenRequest,
  type OnedriveTokenResponse,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { OnedriveTokenExchange } from '../../repositories/drives/onedrive-token.repository.js';

export interface OnedriveLoginService {
  redeem(request: OnedriveTokenRequest, signal?: AbortSignal): Promise<OnedriveTokenResponse>;
}

/** `exchange` is undefined when OneDrive's client id is not configured (the drive is unavailable). */
export function createOnedriveLoginService(
  exchange: OnedriveTokenExchange | undefined,
): OnedriveLoginService {
  return {
    async redeem(request, signal) {
      if (!exchange) {
        throw new AppError(ERROR_CODES.IMPORT_UNAVAILABLE, IMPORT_MESSAGES.driveUnavailable, {
          source: 'onedrive',
        });
      }
      // The browser's redirect URI is only echoed to Microsoft, which compares it with the registered one.
      if (!URL.canParse(request.redirectUri) || !/^https?:$/.test(new URL(request.redirectUri).protocol)) {
        throw new AppError(ERROR_CODES.VALIDATION_FAILED, 'redirectUri must be an http(s) URL');
      }
      const token = await exchange.redeem(request, signal);
      const fields = {
        access_token: token.accessToken,
        token_type: token.tokenType,
        expires_in: token.expiresIn,
        ...(token.scope === undefined ? {} : { scope: token.scope }),
      };
      return { success: true, ...fields, data: fields };
    },
  };
}
