import {
  EGRESS_MESSAGES,
  ERROR_CODES,
  egressHttpErrorMessage,
  egressTooLargeMessage,
  type ErrorCode,
} from '@mediaforge/shared';
import { AppError } from '../errors/app-error.js';
import type { BlockedRange } from './address-ranges.js';

/**
 * Every refusal and failure of an outbound request, with what its error context carries. The context
 * goes to the API caller, so it names the range but never the address a name resolved to (that is
 * internal network information; the guard logs it).
 */
export type EgressProblem =
  | { readonly code: 'EGRESS_BAD_URL' }
  | { readonly code: 'EGRESS_BAD_SCHEME'; readonly insecureRedirect?: true }
  | { readonly code: 'EGRESS_BLOCKED_ADDRESS'; readonly range: BlockedRange }
  | { readonly code: 'EGRESS_BLOCKED_PORT'; readonly port: number }
  | { readonly code: 'EGRESS_UNREACHABLE'; readonly reason: string }
  | { readonly code: 'EGRESS_TOO_LARGE'; readonly maxBytes: number }
  | { readonly code: 'EGRESS_TIMEOUT'; readonly phase: 'connect' | 'headers' | 'idle' | 'total' }
  | { readonly code: 'EGRESS_TOO_MANY_REDIRECTS'; readonly maxRedirects: number }
  | { readonly code: 'EGRESS_HTTP_ERROR'; readonly status: number }
  | { readonly code: 'EGRESS_BAD_RESPONSE' };

export type EgressErrorCode = EgressProblem['code'];

function messageOf(problem: EgressProblem): string {
  switch (problem.code) {
    case 'EGRESS_BAD_SCHEME':
      return problem.insecureRedirect
        ? EGRESS_MESSAGES.EGRESS_INSECURE_REDIRECT
        : EGRESS_MESSAGES.EGRESS_BAD_SCHEME;
    case 'EGRESS_TOO_LARGE':
      return egressTooLargeMessage(problem.maxBytes);
    case 'EGRESS_HTTP_ERROR':
      return egressHttpErrorMessage(problem.status);
    case 'EGRESS_BAD_URL':
    case 'EGRESS_BLOCKED_ADDRESS':
    case 'EGRESS_BLOCKED_PORT':
    case 'EGRESS_UNREACHABLE':
    case 'EGRESS_TIMEOUT':
    case 'EGRESS_TOO_MANY_REDIRECTS':
    case 'EGRESS_BAD_RESPONSE':
      return EGRESS_MESSAGES[problem.code];
  }
}

export function egressError(problem: EgressProblem): AppError {
  const { code, ...context } = problem;
  return new AppError(ERROR_CODES[code], messageOf(problem), context);
}

const EGRESS_CODES = new Set<ErrorCode>([
  'EGRESS_BAD_URL',
  'EGRESS_BAD_SCHEME',
  'EGRESS_BLOCKED_ADDRESS',
  'EGRESS_BLOCKED_PORT',
  'EGRESS_UNREACHABLE',
  'EGRESS_TOO_LARGE',
  'EGRESS_TIMEOUT',
  'EGRESS_TOO_MANY_REDIRECTS',
  'EGRESS_HTTP_ERROR',
  'EGRESS_BAD_RESPONSE',
] satisfies EgressErrorCode[]);

/** An error raised by the egress guard or client (as opposed to a programming error). */
export function isEgressError(error: unknown): error is AppError & { readonly code: EgressErrorCode } {
  return error instanceof AppError && EGRESS_CODES.has(error.code);
}
