import { ERROR_CODES } from '@mediaforge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';

/**
 * JSON bodies are bounded before anything walks them (DESIGN.md §5; D68): at most JSON_BODY_LIMIT_BYTES
 * (413 PAYLOAD_TOO_LARGE) and JSON_MAX_DEPTH levels of arrays/objects (400 JSON_TOO_DEEP), checked on
 * the text by one linear scan, so neither the parser nor a later JSON.stringify (better-auth's request,
 * the stored settings) recurses 100,000 levels deep. Every parse failure is 400 MALFORMED_JSON.
 */

/** The deepest body the API takes is a convert request: {settings: {compression_settings: {…}}}. */
export const JSON_MAX_DEPTH = 32;
/** API calls are small; uploads are multipart and have their own caps. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Whether JSON text nests deeper than `limit` (strings skipped, escapes honoured; no recursion). */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

export const jsonBodyPlugin = fp((app: FastifyInstance) => {
  // Prototype poisoning refused, as Fastify's own parser does by default.
  // Fastify's parser is the callback form (lib/content-type-parser.js); its type is a union with the promise form.
  const parse = app.getDefaultJsonParser('error', 'ignore') as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDeeperThan(text, JSON_MAX_DEPTH)) {
        done(
          new AppError(ERROR_CODES.JSON_TOO_DEEP, `JSON nested deeper than ${JSON_MAX_DEPTH} levels`, {
            maxDepth: JSON_MAX_DEPTH,
          }),
        );
        return;
      }
      parse(request, text, (error, value) => {
        if (error) done(new AppError(ERROR_CODES.MALFORMED_JSON, 'The request body is not valid JSON'));
        else done(null, value);
      });
    },
  );
});
