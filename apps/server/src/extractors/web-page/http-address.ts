import { z } from 'zod';
import { httpUrl } from './page-html.js';

/**
 * An absolute http(s) address in a platform's data, as written (parsed only to be sure it is one): a
 * `javascript:` or `data:` value, or text that is not a URL, fails the document's schema (D141).
 */
export const httpAddressSchema = z.string().refine((value) => httpUrl(value) !== undefined, {
  message: 'an absolute http(s) address',
});
