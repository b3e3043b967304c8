import { ERROR_STATUS, type ErrorCode } from '@mediaforge/shared';

/** An expected failure with a stable code; the error handler turns it into {code, message, context}. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly context?: Record<string, unknown>,
    statusCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode ?? ERROR_STATUS[code];
  }
}
