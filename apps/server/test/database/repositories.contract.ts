/**
 * The database contract (DESIGN.md §1 "Tests run the same contract suite against both adapters";
 * docs/decisions.md D232): every repository of repositories/database (and the WhatsApp auth state) on a
 * freshly migrated database, whatever the adapter. `open` answers an empty database; the SQLite and the
 * PostgreSQL test files call this with their own. Values come back in the types the records declare:
 * epoch milliseconds and sizes past 2^31 as numbers, fractions exactly, JSON as it was written.
 */
import { convertPayloadSchema, type DownloaderInfo } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysesRepository } from '../../src/repositories/database/analyses.repository.js';
import { migrateToLatest, type Db } from '../../src/repositories/database/database.js';
import { createFilesRepository } from '../../src/repositories/database/files.repository.js';
import { createJobsRepository, type NewJob } from '../../src/repositories/database/jobs.repository.js';
import { createPlatformSettingsRepository } from '../../src/repositories/database/platform-settings.repository.js';
import { createUploadSessionsRepository } from '../../src/repositories/database/upload-sessions.repository.js';
import { createWhatsappAuthRepository } from '../../src/repositories/whatsapp/whatsapp-auth.repository.js';
import { createWorkerCallsRepository } from '../../src/repositories/database/worker-calls.repository.js';
import { VIDEO_METADATA } from '../helpers/job-kit.js';
import { describeAccountsContract } from './accounts.contract.js';

export interface OpenedDatabase {
  readonly db: Db;
  close(): Promise<void>;
}

/** A time past 2^31 ms and a size past 2^32 bytes: PostgreSQL's `integer` would refuse both. */
export const T0 = 1_750_000_000_000;
const BIG_SIZE = 5 * 1024 ** 3 + 7;

let sequence = 0;
export const uniqueId = (prefix: string): string => `${prefix}-${(sequence += 1)}-${Date.now().toString(36)}`;

const fileRow = (id: string, expiresAt = T0 + 1000) => ({
  id,
  owner: 'anonymous:anon_contract',
  storageKey: `key-${id}`,
  fileName: 'clip.mp4',
  fileSize: BIG_SIZE,
  mimeType: 'video/mp4',
  metadata: VIDEO_METADATA,
  sha256: 'a'.repeat(64),
  uploadMethod: 'chunk' as const,
  createdAt: T0,
  expiresAt,
});

export const jobRow = (id: string, fileId: string, createdAt: number): NewJob => ({
  id,
  owner: 'anonymous:anon_contract',
  kind: 'convert',
  payload: convertPayloadSchema.parse({ fileId, format: 'webm', settings: { kind: 'video', settings: {} } }),
  batchTaskId: null,
  message: 'Waiting in queue',
  originalSize: BIG_SIZE,
  createdAt,
});

export function describeRepositoriesContract(label: string, open: () => Promise<OpenedDatabase>): void {
  describe(`database contract on ${label}`, () => {
    let opened: OpenedDatabase;
    let db: Db;
    beforeAll(async () => {
      opened = await open();
      db = opened.db;
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await opened.close();
    });

    it('files: a record comes back as written, sizes and times as numbers', async () => {
      const files = createFilesRepository(db);
      const id = uniqueId('file');
      await files.insert(fileRow(id));
      const found = await files.find(id);
      expect(found).toEqual(fileRow(id));
      expect(typeof found?.fileSize).toBe('number');
      expect(await files.existingStorageKeys([`key-${id}`, 'key-none'])).toEqual(new Set([`key-${id}`]));
      await files.delete(id);
      expect(await files.find(id)).toBeUndefined();
    });

    it('files: an expired input is kept while a pending job needs it', async () => {
      const files = createFilesRepository(db);
      const jobs = createJobsRepository(db);
      const [kept, gone] = [uniqueId('kept'), uniqueId('gone')];
      await files.insert(fileRow(kept, T0 - 10));
      await files.insert(fileRow(gone, T0 - 5));
      await jobs.insert(jobRow(uniqueId('job'), kept, T0));
      const expired = (await files.listExpired(T0, 100)).map((f) => f.id);
      expect(expired).toContain(gone);
      expect(expired).not.toContain(kept);
    });

    it('jobs: claims oldest first, one claim per job, conditional updates, JSON and fractions kept', async () => {
      const jobs = createJobsRepository(db);
      const base = T0 + 10_000_000;
      const ids = [uniqueId('j1'), uniqueId('j2')];
      await jobs.insert(jobRow(ids[1] ?? '', 'f', base + 1));
      const inserted = await jobs.insert(jobRow(ids[0] ?? '', 'f', base));
      expect(inserted).toMatchObject({
        status: 'pending',
        attempts: 0,
        createdAt: base,
        originalSize: BIG_SIZE,
      });
      // Older pending rows of other tests are claimed first; claim until ours come out.
      const claimed: string[] = [];
      for (let job = await jobs.claimNext({ progress: 2, message: 'Starting…' }, base); job;) {
        claimed.push(job.id);
        expect(job).toMatchObject({ status: 'running', attempts: 1, startedAt: base, progress: 2 });
        job = await jobs.claimNext({ progress: 2, message: 'Starting…' }, base);
      }
      expect(claimed.filter((id) => ids.includes(id))).toEqual(ids);
      const id = ids[0] ?? '';
      expect(await jobs.update(id, ['pending'], { progress: 50 }, base)).toBeUndefined();
      const third = 100 / 3;
      const result = {
        fileId: 'out',
        fileName: 'clip.webm',
        mimeType: 'video/webm',
        size: BIG_SIZE,
        format: 'webm',
        expiresAt: base + 5,
        source: false,
      };
      await jobs.update(id, ['running'], { progress: third }, base + 1);
      expect((await jobs.find(id))?.progress).toBe(third);
      const done = await jobs.update(
        id,
        ['running'],
        {
          status: 'completed',
          progress: 100,
          result,
          resultFileId: 'out',
          finishedAt: base + 2,
          expiresAt: base + 5,
        },
        base + 2,
      );
      expect(done).toMatchObject({ status: 'completed', result, finishedAt: base + 2, updatedAt: base + 2 });
      expect((await jobs.listByStatus('running')).map((j) => j.id)).toContain(ids[1]);
      expect(await jobs.deleteExpired(base + 5, 100)).toBeGreaterThanOrEqual(1);
      expect(await jobs.find(id)).toBeUndefined();
    });

    it('upload sessions: chunks once each, conditional transitions, idle and resumable lookups', async () => {
      const sessions = createUploadSessionsRepository(db);
      const id = uniqueId('up');
      const owner = `anonymous:${id}`;
      await sessions.create({
        id,
        owner,
        fileName: 'big.mp4',
        fileSize: BIG_SIZE,
        mimeType: 'video/mp4',
        fileHash: 'b'.repeat(64),
        chunkSize: 8 * 1024 ** 2,
        totalChunks: 641,
        createdAt: T0,
      });
      await sessions.addChunk(id, 3, 100, T0 + 1);
      await sessions.addChunk(id, 3, 100, T0 + 2);
      await sessions.addChunk(id, 0, 100, T0 + 3);
      expect(await sessions.listChunks(id)).toEqual([0, 3]);
      expect(await sessions.hasChunk(id, 3)).toBe(true);
      expect(await sessions.countUnfinished(owner, T0)).toBe(1);
      expect(await sessions.findResumable(owner, 'big.mp4', BIG_SIZE, 'b'.repeat(64))).toMatchObject({
        id,
        fileSize: BIG_SIZE,
        updatedAt: T0 + 3,
      });
      expect(await sessions.transition(id, 'uploading', 'assembling', T0 + 4)).toBe(true);
      expect(await sessions.transition(id, 'uploading', 'assembling', T0 + 4)).toBe(false);
      expect(await sessions.resetAssembling(T0 + 5)).toBeGreaterThanOrEqual(1);
      expect((await sessions.find(id))?.status).toBe('uploading');
      expect(await sessions.listIdleSince(T0 + 5, 1000)).toContain(id);
      await sessions.markCompleted(id, 'file-1', T0 + 6);
      expect(await sessions.find(id)).toMatchObject({ status: 'completed', fileId: 'file-1' });
      expect(await sessions.listChunks(id)).toEqual([]);
      await sessions.delete(id);
      expect(await sessions.find(id)).toBeUndefined();
    });

    it('analyses: the answer and sources come back as written; updates are conditional', async () => {
      const analyses = createAnalysesRepository(db);
      const id = uniqueId('an');
      const answer = {
        title: 'Ünïcødé ✓ "quoted"',
        medias: [{ quality: '720p' }],
      } as unknown as DownloaderInfo;
      const inserted = await analyses.insert({
        id,
        owner: 'anonymous:anon_contract',
        platform: 'vimeo',
        toolType: 'video',
        url: 'https://vimeo.com/1',
        answer,
        sources: [],
        engineInfo: null,
        createdAt: T0,
        expiresAt: T0 + 100,
      });
      expect(inserted).toMatchObject({ status: 'PENDING', progress: 0, answer, createdAt: T0 });
      expect(await analyses.update(id, ['RUNNING'], { status: 'FAILED' }, T0 + 1)).toBeUndefined();
      expect(
        await analyses.update(id, ['PENDING'], { status: 'COMPLETED', completedAt: T0 + 2 }, T0 + 2),
      ).toMatchObject({ status: 'COMPLETED', completedAt: T0 + 2, updatedAt: T0 + 2 });
      expect(await analyses.deleteExpired(T0 + 100, 1000)).toBeGreaterThanOrEqual(1);
      expect(await analyses.find(id)).toBeUndefined();
    });

    it('platform settings: an override is inserted, then replaced', async () => {
      const settings = createPlatformSettingsRepository(db);
      await settings.setEnabled('vimeo', false);
      await settings.setEnabled('vimeo', true);
      await settings.setEnabled('tiktok', false);
      const list = await settings.list();
      expect(list).toEqual(
        expect.arrayContaining([
          { platformId: 'vimeo', enabled: true },
          { platformId: 'tiktok', enabled: false },
        ]),
      );
    });

    it('WhatsApp auth state: written, replaced, removed by null, cleared', async () => {
      const auth = createWhatsappAuthRepository(db, () => T0);
      await auth.write([
        ['creds', '{"a":1}'],
        ['pre-key-1', 'x'],
      ]);
      await auth.write([
        ['creds', '{"a":2}'],
        ['pre-key-1', null],
      ]);
      expect(await auth.read(['creds', 'pre-key-1', 'none'])).toEqual(new Map([['creds', '{"a":2}']]));
      expect(await auth.clear()).toBe(1);
    });

    it('worker calls (D256): one claim per call, oldest first, none past its deadline; ends are conditional', async () => {
      const calls = createWorkerCallsRepository(db);
      const [a, b, late] = [uniqueId('call'), uniqueId('call'), uniqueId('call')];
      const payload = { storageKey: 'k', fileName: 'Ünïcødé.mp4', size: BIG_SIZE };
      await calls.insert({ id: late, kind: 'media-check', payload, createdAt: T0 - 10, deadlineAt: T0 });
      await calls.insert({ id: a, kind: 'media-check', payload, createdAt: T0, deadlineAt: T0 + 60_000 });
      await calls.insert({
        id: b,
        kind: 'engine-status',
        payload: {},
        createdAt: T0 + 1,
        deadlineAt: T0 + 60_000,
      });
      // Two claimers at once: each gets another call; the one past its deadline is nobody's.
      const claims = await Promise.all([calls.claimNext(T0 + 5), calls.claimNext(T0 + 5)]);
      expect(claims.map((c) => c?.id).sort()).toEqual([a, b].sort());
      expect(await calls.claimNext(T0 + 5)).toBeUndefined();
      expect((await calls.find(a))?.payload).toEqual(payload);
      expect(
        await calls.finish(a, { status: 'done', answer: { mimeType: 'video/mp4', n: 0.25 } }, T0 + 6),
      ).toBe(true);
      // A second end, or an end of a cancelled call, writes nothing.
      expect(await calls.finish(a, { status: 'failed', failure: { code: 'X', message: 'y' } }, T0 + 7)).toBe(
        false,
      );
      expect(await calls.find(a)).toMatchObject({
        status: 'done',
        answer: { mimeType: 'video/mp4', n: 0.25 },
        finishedAt: T0 + 6,
      });
      expect(await calls.cancel(b, T0 + 8)).toBe(true);
      expect(await calls.finish(b, { status: 'done', answer: {} }, T0 + 9)).toBe(false);
      expect(await calls.release(b)).toBe(false);
      const c = uniqueId('call');
      await calls.insert({
        id: c,
        kind: 'link-lookup',
        payload: {},
        createdAt: T0 + 2,
        deadlineAt: T0 + 60_000,
      });
      expect((await calls.claimNext(T0 + 10))?.id).toBe(c);
      expect(await calls.release(c)).toBe(true);
      expect((await calls.claimNext(T0 + 11))?.id).toBe(c);
      // Proofs of life move claimed_at; a call is reclaimed only when its last proof is older than asked.
      expect(await calls.beat(c, T0 + 20)).toBe(true);
      expect(await calls.reclaim(c, T0 + 20)).toBe(false);
      expect(await calls.reclaim(c, T0 + 21)).toBe(true);
      expect(await calls.find(c)).toMatchObject({ status: 'pending', claimedAt: null });
      expect(await calls.beat(c, T0 + 22)).toBe(false);
      expect((await calls.claimNext(T0 + 23))?.id).toBe(c);
      const failure = {
        code: 'CODEC_NOT_SUPPORTED',
        message: 'no',
        context: { kind: 'video', codec: 'vvc' },
      };
      expect(await calls.finish(c, { status: 'failed', failure }, T0 + 12)).toBe(true);
      expect((await calls.find(c))?.failure).toEqual(failure);
      expect(await calls.removeExpired(T0 + 1)).toBeGreaterThanOrEqual(1);
      expect(await calls.find(late)).toBeUndefined();
      await calls.remove(a);
      expect(await calls.find(a)).toBeUndefined();
      expect(await calls.removeExpired(T0 + 60_001)).toBeGreaterThanOrEqual(2);
    });

    describeAccountsContract(() => db);
  });
}
