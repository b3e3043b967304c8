import type { DownloaderInfo, ToolJobStatus } from '@mediaforge/shared';
import type { ExtractedQuality } from '../../extractors/extractor.js';
import type { Db } from './database.js';
import type { DownloaderAnalysesTable } from './schema.js';

/**
 * A downloader analysis (migration 0005): what the visitor was answered, where each quality's bytes
 * come from (never sent), and its state as a tools job (downloader.md §3 "Job", §4).
 */
export interface AnalysisRecord {
  readonly id: string;
  /** Owner key (services/owner.ts ownerKey). */
  readonly owner: string;
  readonly platform: string;
  readonly toolType: string;
  readonly url: string;
  readonly status: ToolJobStatus;
  readonly progress: number;
  readonly error: string | null;
  readonly answer: DownloaderInfo;
  readonly sources: readonly ExtractedQuality[];
  readonly engineInfo: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly completedAt: number | null;
  readonly expiresAt: number;
}

export type NewAnalysis = Omit<AnalysisRecord, 'status' | 'progress' | 'error' | 'updatedAt' | 'completedAt'>;

export type AnalysisPatch = Partial<Pick<AnalysisRecord, 'status' | 'progress' | 'error' | 'completedAt'>>;

export interface AnalysesRepository {
  insert(analysis: NewAnalysis): Promise<AnalysisRecord>;
  find(id: string): Promise<AnalysisRecord | undefined>;
  /** Applies `patch` only while the analysis is in one of `from`; answers the updated record or undefined. */
  update(
    id: string,
    from: readonly ToolJobStatus[],
    patch: AnalysisPatch,
    now: number,
  ): Promise<AnalysisRecord | undefined>;
  /** Removes analyses whose expiry is at or before `now`; answers how many. */
  deleteExpired(now: number, limit: number): Promise<number>;
}

const toRecord = (r: DownloaderAnalysesTable): AnalysisRecord => ({
  id: r.id,
  owner: r.owner,
  platform: r.platform,
  toolType: r.tool_type,
  url: r.url,
  status: r.status,
  progress: r.progress,
  error: r.error,
  answer: JSON.parse(r.answer) as DownloaderInfo,
  sources: JSON.parse(r.sources) as ExtractedQuality[],
  engineInfo: r.engine_info,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  completedAt: r.completed_at,
  expiresAt: r.expires_at,
});

export function createAnalysesRepository(db: Db): AnalysesRepository {
  return {
    async insert(analysis) {
      const row = await db
        .insertInto('downloader_analyses')
        .values({
          id: analysis.id,
          owner: analysis.owner,
          platform: analysis.platform,
          tool_type: analysis.toolType,
          url: analysis.url,
          status: 'PENDING',
          progress: 0,
          answer: JSON.stringify(analysis.answer),
          sources: JSON.stringify(analysis.sources),
          engine_info: analysis.engineInfo,
          created_at: analysis.createdAt,
          updated_at: analysis.createdAt,
          expires_at: analysis.expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },
    async find(id) {
      const row = await db
        .selectFrom('downloader_analyses')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async update(id, from, patch, now) {
      if (from.length === 0) return undefined;
      const row = await db
        .updateTable('downloader_analyses')
        .set({
          updated_at: now,
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.progress !== undefined ? { progress: patch.progress } : {}),
          ...(patch.error !== undefined ? { error: patch.error } : {}),
          ...(patch.completedAt !== undefined ? { completed_at: patch.completedAt } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', from)
        .returningAll()
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async deleteExpired(now, limit) {
      const ids = db
        .selectFrom('downloader_analyses')
        .select('id')
        .where('expires_at', '<=', now)
        .limit(limit);
      const result = await db.deleteFrom('downloader_analyses').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
