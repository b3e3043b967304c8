import type { ServerRole } from '@mediaforge/shared';
import type { Config } from './env.js';

/**
 * Nodes of the scaled mode verify each other's sessions and signed links: without these secrets each
 * would make its own key in its own data directory, and a link signed on one node would fail on the
 * next (D257).
 */
export function missingRoleSecrets(
  role: ServerRole,
  config: Pick<Config, 'accounts' | 'uploadTokenSecret'>,
): string[] {
  if (role === 'all') return [];
  return [
    ...(config.accounts.authSecret ? [] : ['AUTH_SECRET']),
    ...(config.uploadTokenSecret ? [] : ['UPLOAD_TOKEN_SECRET']),
  ];
}
