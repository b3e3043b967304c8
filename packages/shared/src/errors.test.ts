import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from './errors.js';

describe('API error codes (DESIGN.md §3.6)', () => {
  it('CC-8.75 every code names itself and has an HTTP status', () => {
    for (const [key, code] of Object.entries(ERROR_CODES)) {
      expect(code).toBe(key);
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('CC-8.75 statuses of the codes', () => {
    expect(ERROR_STATUS).toEqual({
      VALIDATION_FAILED: 400,
      NOT_FOUND: 404,
      ROUTE_NOT_FOUND: 404,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      PAYLOAD_TOO_LARGE: 413,
      RATE_LIMITED: 429,
      SERVICE_UNAVAILABLE: 503,
      INTERNAL_ERROR: 500,
      UPLOAD_NOT_FOUND: 404,
      UPLOAD_CHUNK_INVALID: 400,
      UPLOAD_INCOMPLETE: 409,
      UPLOAD_HASH_MISMATCH: 422,
      UPLOAD_BUSY: 409,
      FILE_TOO_LARGE: 413,
      TOO_MANY_UPLOADS: 429,
      UNSUPPORTED_MEDIA: 415,
      CODEC_NOT_SUPPORTED: 415,
      FORMAT_NOT_ALLOWED: 415,
      FILE_NOT_FOUND: 404,
      SESSION_REQUIRED: 401,
      MALFORMED_JSON: 400,
      JSON_TOO_DEEP: 400,
      MALFORMED_MULTIPART: 400,
      JOB_NOT_FOUND: 404,
      JOB_NOT_COMPLETED: 409,
      JOB_FINISHED: 409,
      INVALID_SETTINGS: 422,
      UNSUPPORTED_FORMAT: 400,
      RANGE_NOT_SATISFIABLE: 416,
      SESSION_EXPIRED: 401,
      SESSION_LIMIT_REACHED: 429,
      DAILY_LIMIT_REACHED: 429,
      INSUFFICIENT_CREDITS: 402,
      CAPTCHA_FAILED: 403,
      CROSS_SITE_REQUEST: 403,
      WEAK_PASSWORD: 400,
      EGRESS_BAD_URL: 400,
      EGRESS_BAD_SCHEME: 400,
      EGRESS_BLOCKED_ADDRESS: 403,
      EGRESS_BLOCKED_PORT: 403,
      EGRESS_UNREACHABLE: 502,
      EGRESS_TOO_LARGE: 413,
      EGRESS_TIMEOUT: 504,
      EGRESS_TOO_MANY_REDIRECTS: 502,
      EGRESS_HTTP_ERROR: 502,
      EGRESS_BAD_RESPONSE: 502,
    });
  });
});
