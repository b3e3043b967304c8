import {
  ERROR_CODES,
  JOB_CANCELLED_MESSAGE,
  JOB_PROGRESS_MESSAGES,
  SUBTITLE_FILE_MESSAGES,
  subtitleFileMetadata,
  type JobProgressMessage,
} from '@mediaforge/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { OWNER, STRANGER, until, VIDEO_METADATA, type JobKit } from '../../../test/helpers/job-kit.js';
import { useQueueAdapters } from '../../../test/helpers/queue-adapters.js';

const settings = { video_codec: 'h264' };
const SUBTITLE_METADATA = subtitleFileMetadata('srt', 4);

async function codeOf(
  promise: Promise<unknown>,
): Promise<{ code: string; status: number; context: unknown }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const e = error as AppError;
  return { code: e.code, status: e.statusCode, context: e.context };
}

// The service over both queue adapters: the jobs table's and BullMQ on a private Redis (D246).
describe.each(useQueueAdapters())('jobs service on the $name queue (fake executor, SQLite)', (adapter) => {
  let kit: JobKit;
  beforeEach(async () => {
    kit = await adapter.kit();
    await kit.worker.start();
  });
  afterEach(async () => {
    await kit.close();
  });

  it('CC-7.19 queues a job and answers jobId, estimatedTime, jobType, inputMetadata, warnings', async () => {
    const file = await kit.addFile(OWNER);
    const answer = await kit.service.create(OWNER, {
      fileId: file.id,
      format: 'mp4',
      body: { settings: { ...settings, video_crf: 12 } },
      batchTaskHeader: 'batch-1',
    });
    expect(answer).toMatchObject({
      jobType: 'conversion',
      status: 'pending',
      batchTaskId: 'batch-1',
      inputMetadata: { duration: 2, width: 320, height: 180, codec: 'h264' },
    });
    expect(answer.estimatedTime).toBeGreaterThanOrEqual(1);
    expect(answer.warnings).toContainEqual(expect.objectContaining({ field: 'crf-below-18' }));
    expect(kit.events.update[0]).toMatchObject({ jobId: answer.jobId, status: 'pending' });
  });

  it('CC-7.19 refuses unknown, upper-case and mismatched formats with 400', async () => {
    const file = await kit.addFile(OWNER);
    const create = (
      format: string,
      body: { settings: Record<string, unknown>; format?: string } = { settings },
    ) => codeOf(kit.service.create(OWNER, { fileId: file.id, format, body }));
    expect(await create('exe')).toMatchObject({ code: ERROR_CODES.UNSUPPORTED_FORMAT, status: 400 });
    expect(await create('MP4')).toMatchObject({ code: ERROR_CODES.UNSUPPORTED_FORMAT });
    expect(await create('keep_original')).toMatchObject({ code: ERROR_CODES.UNSUPPORTED_FORMAT });
    expect(await create('mp3', { settings: { processing_mode: 'compression' } })).toMatchObject({
      code: ERROR_CODES.UNSUPPORTED_FORMAT,
    });
    expect(await create('mp4', { settings, format: 'webm' })).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
    });
  });

  it('CC-5.11 invalid settings answer 422 INVALID_SETTINGS with the spec’s messages', async () => {
    const file = await kit.addFile(OWNER);
    const result = await codeOf(
      kit.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings: { video_crf: 60 } } }),
    );
    expect(result).toMatchObject({
      code: ERROR_CODES.INVALID_SETTINGS,
      status: 422,
      context: { errors: [{ field: 'video_crf', message: 'CRF must be at most 51' }] },
    });
  });

  it('an audio target from a silent file, or a video target from audio, is a clear 422', async () => {
    const silent = await kit.addFile(OWNER, {
      metadata: { ...VIDEO_METADATA, hasAudio: false, audioCodec: null },
    });
    const audio = await kit.addFile(OWNER, {
      metadata: {
        ...VIDEO_METADATA,
        container: 'mp3',
        hasVideo: false,
        videoCodec: null,
        width: null,
        height: null,
      },
    });
    const mp3 = await codeOf(
      kit.service.create(OWNER, { fileId: silent.id, format: 'mp3', body: { settings: {} } }),
    );
    expect(mp3.context).toEqual({
      errors: [
        { field: 'output_format', message: 'This file has no audio track, so it cannot be converted to MP3' },
      ],
    });
    const gif = await codeOf(
      kit.service.create(OWNER, { fileId: audio.id, format: 'gif', body: { settings: {} } }),
    );
    expect(gif).toMatchObject({ code: ERROR_CODES.INVALID_SETTINGS, status: 422 });
  });

  it('CC-6.02 another owner’s file, or an expired one, is 404 FILE_NOT_FOUND', async () => {
    const file = await kit.addFile(OWNER);
    const expired = await kit.addFile(OWNER, { expiresAt: kit.clock - 1 });
    for (const [owner, id] of [
      [STRANGER, file.id],
      [OWNER, expired.id],
      [OWNER, 'missing'],
    ] as const) {
      expect(
        await codeOf(kit.service.create(owner, { fileId: id, format: 'mp4', body: { settings } })),
      ).toMatchObject({
        code: ERROR_CODES.FILE_NOT_FOUND,
        status: 404,
      });
    }
  });

  it('an uploaded subtitle must be one of the owner’s subtitle files', async () => {
    const file = await kit.addFile(OWNER);
    const theirs = await kit.addFile(STRANGER, { metadata: SUBTITLE_METADATA });
    const create = (subtitleFile: string) =>
      codeOf(
        kit.service.create(OWNER, {
          fileId: file.id,
          format: 'mp4',
          body: { settings: { add_subtitle: 'upload', subtitle_file: subtitleFile } },
        }),
      );
    expect(await create(theirs.id)).toMatchObject({
      code: ERROR_CODES.INVALID_SETTINGS,
      context: { errors: [{ field: 'subtitle_file', message: 'Subtitle file is required' }] },
    });
    expect(await create(file.id)).toMatchObject({
      code: ERROR_CODES.INVALID_SETTINGS,
      context: { errors: [{ field: 'subtitle_file', message: SUBTITLE_FILE_MESSAGES.notASubtitle }] },
    });
  });

  it('a subtitle file is no conversion input; a job hands the executor its path and demuxer', async () => {
    const video = await kit.addFile(OWNER);
    const srt = await kit.addFile(OWNER, { metadata: SUBTITLE_METADATA, fileName: 'talk.srt' });
    expect(
      await codeOf(kit.service.create(OWNER, { fileId: srt.id, format: 'mp4', body: { settings: {} } })),
    ).toMatchObject({ code: ERROR_CODES.UNSUPPORTED_MEDIA, status: 415 });
    const settings = { add_subtitle: 'upload', subtitle_file: srt.id, subtitle_mode: 'hard' };
    await kit.service.create(OWNER, { fileId: video.id, format: 'mp4', body: { settings } });
    const run = await until(() => kit.runs[0]);
    // Fetched from the object store into the job's workspace, which goes with the job.
    const subtitlePath = `/data/scratch/${run.task.jobId}/input-${srt.id}`;
    expect(run.task.subtitle).toEqual({ path: subtitlePath, demuxer: 'srt' });
    expect(kit.fetched).toContainEqual([srt.storageKey, subtitlePath]);
  });

  it('a subtitle that expired before the job ran fails the job with a clear message', async () => {
    const video = await kit.addFile(OWNER);
    const srt = await kit.addFile(OWNER, { metadata: SUBTITLE_METADATA, expiresAt: kit.clock + 10 });
    const body = { settings: { add_subtitle: 'upload', subtitle_file: srt.id } };
    // One job at a time: the first holds the queue while the subtitle of the second expires.
    await kit.service.create(OWNER, { fileId: video.id, format: 'mp4', body: { settings } });
    const first = await until(() => kit.runs[0]);
    const { jobId } = await kit.service.create(OWNER, { fileId: video.id, format: 'mp4', body });
    kit.clock += 20;
    first.resolve({ kind: 'failed', message: 'first job done' });
    await until(async () => (await kit.service.status(OWNER, jobId)).status === 'failed');
    expect((await kit.service.status(OWNER, jobId)).error).toBe(SUBTITLE_FILE_MESSAGES.missing);
    expect(kit.runs).toHaveLength(1);
    expect(kit.credits.refunded).toContain(jobId);
  });

  it('CC-7.20 CC-7.21 CC-3.14 status follows the run; the result names the output by the spec’s rule', async () => {
    const file = await kit.addFile(OWNER);
    const { jobId } = await kit.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
    const run = await until(() => kit.runs[0]);
    expect(run.task).toMatchObject({
      jobId,
      format: 'mp4',
      mode: 'conversion',
      settings: { kind: 'video', settings },
    });
    const inputPath = `/data/scratch/${jobId}/input-${file.id}`;
    expect(run.task.input).toMatchObject({ path: inputPath, size: file.fileSize });
    expect(kit.fetched).toEqual([[file.storageKey, inputPath]]);
    expect(kit.scratchDirs.has(jobId)).toBe(true);
    run.options.onProgress({ fraction: 0.5, outputBytes: 1000 });
    expect(await kit.service.status(OWNER, jobId)).toMatchObject({ status: 'running', phase: 'processing' });
    expect(await codeOf(kit.service.result(OWNER, jobId))).toMatchObject({
      code: ERROR_CODES.JOB_NOT_COMPLETED,
    });

    run.resolve({ kind: 'file', path: `/data/scratch/${jobId}/output.mp4`, size: 4321, format: 'mp4' });
    const done = await until(async () => {
      const s = await kit.service.status(OWNER, jobId);
      return s.status === 'completed' && s;
    });
    expect(done).toMatchObject({
      progress: 100,
      phase: 'completed',
      message: JOB_PROGRESS_MESSAGES.completed,
    });
    expect(done.metadata).toEqual({ fileSize: file.fileSize, outputSize: 4321, totalSize: 4321 });
    expect(kit.scratchDirs.has(jobId)).toBe(false);
    const result = await kit.service.result(OWNER, jobId);
    expect(result).toMatchObject({ fileName: 'My Clip.mp4', mimeType: 'video/mp4', totalSize: 4321 });
    expect(result.downloadUrl).toBe(
      `/api/files/download/${result.fileId}?token=${encodeURIComponent(result.downloadToken)}`,
    );
    expect(kit.imported.get([...kit.imported.keys()][0] ?? '')).toBe(`/data/scratch/${jobId}/output.mp4`);
    expect(kit.events.update.map((u) => u.status)).toEqual(['pending', 'running', 'completed']);
  });

  it('progress goes to the socket on every step, to the database at most once a second', async () => {
    const file = await kit.addFile(OWNER);
    const { jobId } = await kit.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
    const run = await until(() => kit.runs[0]);
    const before = kit.progressWrites;
    for (const fraction of [0.1, 0.3, 0.2, 0.6, 0.9]) run.options.onProgress({ fraction });
    kit.clock += 1000;
    run.options.onProgress({ fraction: 0.95 });
    expect(kit.progressWrites - before).toBe(1);
    const mine = kit.events.progress.filter((p): p is JobProgressMessage => p.jobId === jobId);
    const percents = mine.map((p) => p.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents).toContain(processingPercentOf(0.6));
    expect(mine.at(-1)).toMatchObject({
      status: 'running',
      isAnonymous: true,
      metadata: { fileSize: file.fileSize },
    });
    run.resolve({ kind: 'failed', message: 'The target of 1 MB cannot be reached' });
    await until(async () => (await kit.service.status(OWNER, jobId)).status === 'failed');
    expect(await kit.service.status(OWNER, jobId)).toMatchObject({
      error: 'The target of 1 MB cannot be reached',
      message: 'Conversion failed',
    });
  });

  it('CC-6.02 a stranger gets 404 JOB_NOT_FOUND and no socket snapshot', async () => {
    const file = await kit.addFile(OWNER);
    const { jobId } = await kit.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
    const calls = [
      () => kit.service.status(STRANGER, jobId),
      () => kit.service.result(STRANGER, jobId),
      () => kit.service.cancel(STRANGER, jobId),
    ];
    for (const call of calls) {
      expect(await codeOf(call())).toMatchObject({
        code: ERROR_CODES.JOB_NOT_FOUND,
        status: 404,
      });
    }
    expect(await kit.service.snapshot('anonymous:anon_job-kit-stranger', jobId)).toBeUndefined();
    expect(await kit.service.snapshot('anonymous:anon_job-kit-owner', jobId)).toMatchObject({ jobId });
  });

  it('CC-7.22 cancelling a pending job ends it at once; a finished one is 409 JOB_FINISHED', async () => {
    const file = await kit.addFile(OWNER);
    const first = await kit.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
    const second = await kit.service.create(OWNER, {
      fileId: file.id,
      format: 'webm',
      body: { settings: {} },
    });
    await until(() => kit.runs[0]);
    expect(await kit.service.cancel(OWNER, second.jobId)).toEqual({
      jobId: second.jobId,
      status: 'cancelled',
    });
    expect(await kit.service.status(OWNER, second.jobId)).toMatchObject({
      status: 'cancelled',
      error: JOB_CANCELLED_MESSAGE,
    });
    expect(await codeOf(kit.service.cancel(OWNER, second.jobId))).toMatchObject({
      code: ERROR_CODES.JOB_FINISHED,
      status: 409,
    });
    kit.runs[0]?.resolve({ kind: 'source', size: file.fileSize, format: 'mov' });
    await until(async () => (await kit.service.status(OWNER, first.jobId)).status === 'completed');
    expect(kit.runs).toHaveLength(1);
    // The source twin: the stored input fetched once more into the workspace, then adopted as the result.
    const twin = `/data/scratch/${first.jobId}/source-result.mov`;
    expect(kit.fetched).toContainEqual([file.storageKey, twin]);
    expect([...kit.imported.values()]).toEqual([twin]);
  });

  it('one credit per conversion, given back when the job never ran or failed (D45)', async () => {
    const file = await kit.addFile(OWNER);
    const first = await kit.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
    const second = await kit.service.create(OWNER, {
      fileId: file.id,
      format: 'webm',
      body: { settings: {} },
    });
    expect(kit.credits.spent).toEqual([first.jobId, second.jobId]);
    await until(() => kit.runs[0]);
    await kit.service.cancel(OWNER, second.jobId);
    expect(kit.credits.refunded).toEqual([second.jobId]);
    kit.runs[0]?.resolve({ kind: 'failed', message: 'The target of 1 MB cannot be reached' });
    await until(async () => (await kit.service.status(OWNER, first.jobId)).status === 'failed');
    await until(() => kit.credits.refunded.length === 2);
    expect(kit.credits.refunded).toEqual([second.jobId, first.jobId]);
  });

  it('a refused spend queues nothing', async () => {
    const refusing = await adapter.kit({
      credits: {
        spendForConversion: () => Promise.reject(new AppError(ERROR_CODES.DAILY_LIMIT_REACHED, 'limit')),
        refundConversionByKey: () => Promise.resolve(false),
        refundDownloadByKey: () => Promise.resolve(false),
      },
    });
    try {
      await refusing.worker.start();
      const own = await refusing.addFile(OWNER);
      expect(
        await codeOf(refusing.service.create(OWNER, { fileId: own.id, format: 'mp4', body: { settings } })),
      ).toMatchObject({ code: ERROR_CODES.DAILY_LIMIT_REACHED });
      expect(await refusing.jobsRepo.listByStatus('pending')).toEqual([]);
      expect(refusing.runs).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });
});

const processingPercentOf = (f: number) => Math.round((10 + 79 * f) * 10) / 10;
