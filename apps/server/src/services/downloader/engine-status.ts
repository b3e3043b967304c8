/**
 * The download engine as operators and GET /media/health see it (D104): yt-dlp's path, its version, how
 * old that build is and whether it is past the 90 days after which platforms have likely moved on. A
 * missing or broken binary is a status too (version null), never an error.
 */
import type { MediaHealth } from '@mediaforge/shared';
import { parseYtDlpVersion } from '../../extractors/ytdlp/ytdlp-version.js';

export type EngineStatus = MediaHealth['engine'];

export interface EngineStatusDeps {
  readonly ytdlp: { version(): Promise<string | null> };
  readonly path: string;
  readonly now: () => number;
}

export function createEngineStatus(deps: EngineStatusDeps): () => Promise<EngineStatus> {
  return async () => {
    const version = await deps.ytdlp.version().catch(() => null);
    const parsed = version === null ? undefined : parseYtDlpVersion(version, new Date(deps.now()));
    return {
      name: 'yt-dlp',
      path: deps.path,
      version,
      releasedAt: parsed?.releasedAt ?? null,
      ageDays: parsed?.ageDays ?? null,
      // An unreadable version counts as outdated: the operator should look.
      outdated: version === null || parsed === undefined || parsed.outdated,
    };
  };
}
