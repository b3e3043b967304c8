import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@mediaforge/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { isMalformedMultipart } from './multipart.plugin.js';

/** Maps Fastify's own error codes to ours, so clients never see framework internals. */
const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_CODES.PAYLOAD_TOO_LARGE,
  FST_REQ_FILE_TOO_LARGE: ERROR_CODES.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_CODES.VALIDATION_FAILED,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_CODES.MALFORMED_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_CODES.MALFORMED_JSON,
  FST_PARTS_LIMIT: ERROR_CODES.PAYLOAD_TOO_LARGE,
  FST_FILES_LIMIT: ERROR_CODES.PAYLOAD_TOO_LARGE,
  FST_FIELDS_LIMIT: ERROR_CODES.PAYLOAD_TOO_LARGE,
  FST_ERR_VALIDATION: ERROR_CODES.VALIDATION_FAILED,
  FST_ERR_RATE_LIMIT: ERROR_CODES.RATE_LIMITED,
};

function toBody(error: FastifyError | AppError): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    return { status: error.statusCode, body: error.context ? { ...body, context: error.context } : body };
  }
  // A file stream the multipart parser broke off (body cut short mid-part) is the client's fault.
  if (isMalformedMultipart(error)) {
    const message = `The multipart body is malformed: ${error.message}`;
    return { status: 400, body: { code: ERROR_CODES.MALFORMED_MULTIPART, message } };
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (status >= 500) {
    // 5xx details stay in the log; the client gets a stable code and a generic message.
    return { status, body: { code: ERROR_CODES.INTERNAL_ERROR, message: 'Internal server error' } };
  }
  const code = mapped ?? (status === 404 ? ERROR_CODES.NOT_FOUND : ERROR_CODES.VALIDATION_FAILED);
  return { status, body: { code, message: error.message } };
}

/** The one error handler: logs with request context, answers {code, message, context}. */
export const errorHandlerPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, error.message);
    return reply.status(status).send(body);
  });
});
