import { isApiError } from '../../lib/api-client';
import { isDriveError } from './drives/drive-http';
import { ImportJobFailed } from './import-follow';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The words of a failed drive or import step: a drive's failure by its §8 text (translated), the
 * server's own message for a refused import, else undefined (the caller's general text).
 */
export function failureText(error: unknown, service: string, t: Translate): string | undefined {
  if (isDriveError(error)) return t(`errors.${error.kind}`, { service });
  if (error instanceof ImportJobFailed) return error.serverMessage;
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return undefined;
}
