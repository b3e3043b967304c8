import { ERROR_CODES } from '@mediaforge/shared';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/** Parses a request part with a shared zod schema; 400 VALIDATION_FAILED lists the issues. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new AppError(ERROR_CODES.VALIDATION_FAILED, 'Invalid request', { issues });
}
