/**
 * The payload of an `import` job (job-kinds.ts): where the file comes from, and the owner's limits as
 * they were when the import was asked for. A drive's access token is the visitor's and travels sealed
 * (encrypted and authenticated with the server's key, docs/decisions.md D212): the jobs table never holds
 * it in the clear, and nothing but the import handler can open it.
 */
import { z } from 'zod';

const common = {
  /** The visitor's name for the file, sanitised; when absent the handler takes the source's. */
  fileName: z.string().min(1).max(1000).optional(),
  /** The owner's tier's maximum file size (bytes): the fetch stops past it. */
  maxBytes: z.number().int().positive(),
  /** Anonymous owners may bring only CC §6's formats (checked on the final name). */
  anonymousFormats: z.boolean(),
};

/** The visitor's OAuth access token, sealed by the server (never stored or logged in the clear). */
const sealedToken = z.string().min(1).max(16_384);

export const importPayloadSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('url'), url: z.string().min(1).max(8192), ...common }),
  z.object({
    source: z.literal('google-drive'),
    fileId: z.string().min(1).max(512),
    sealedToken,
    ...common,
  }),
  z.object({ source: z.literal('dropbox'), path: z.string().min(1).max(4096), sealedToken, ...common }),
  z.object({
    source: z.literal('onedrive'),
    fileId: z.string().min(1).max(512),
    sealedToken,
    ...common,
  }),
]);
