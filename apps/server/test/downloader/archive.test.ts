import { ARCHIVE_HEADERS, archivePath, ERROR_CODES, type DownloaderInfo } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerHeaders } from '../helpers/upload-client.js';
import { SIX_SLIDES } from '../extractors-instagram/instagram-sidecar-documents.js';
import { downloaderClient } from './downloader-kit.js';
import { BROKEN_LINK, readZip, SIX_LINK, startArchiveKit, type ArchiveKit } from './archive-kit.js';

/**
 * "Download all" (D190) through the real app: a six-slide Instagram carousel from a loopback origin,
 * streamed into one ZIP that Info-ZIP's unzip reads back entry by entry, the credits it spends (one per
 * file, each file once), and its refusals by code.
 */
describe('Download all: one streamed ZIP of an analysis (real app, loopback Instagram)', () => {
  let kit: ArchiveKit;

  beforeAll(async () => {
    kit = await startArchiveKit();
  }, 60_000);
  afterAll(async () => {
    await kit.close();
  });

  const api = (session: string) => downloaderClient(kit.app.baseUrl, ownerHeaders(session));
  const analyse = async (session: string, link = SIX_LINK): Promise<DownloaderInfo> => {
    const answer = await api(session).info(link, { captcha: true, toolType: 'carousel-downloader' });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const used = async (session: string): Promise<number> => {
    const res = await fetch(`${kit.app.baseUrl}/api/credits/daily-status`, {
      headers: ownerHeaders(session),
    });
    return ((await res.json()) as { data: { used: number } }).data.used;
  };
  const slideFile = (i: number) => {
    const slide = SIX_SLIDES[i];
    return kit.file(`${slide?.name ?? ''}.${slide?.video ? 'mp4' : 'jpg'}`);
  };

  it('a six-slide carousel arrives as six stored entries equal byte for byte to the slides, one credit each', async () => {
    const session = 'anon_archive-six-1';
    const info = await analyse(session);
    expect(info.qualities).toHaveLength(6);
    const got = await api(session).bytes(archivePath(info.jobId));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/zip');
    expect(got.headers.get('content-disposition')).toContain('attachment');
    expect(got.headers.get(ARCHIVE_HEADERS.items)).toBe('6');
    // Every slide's length was learnt ahead (HEAD), so the expected length is the archive's exact length.
    expect(Number(got.headers.get(ARCHIVE_HEADERS.expectedBytes))).toBe(got.bytes.length);

    const zip = await readZip(got.bytes);
    expect(zip.test).toContain('No errors detected');
    expect(zip.names).toHaveLength(6);
    zip.names.forEach((name, i) => {
      expect(name).toMatch(
        new RegExp(`^0${String(i + 1)}_[A-Za-z0-9._-]+\\.${SIX_SLIDES[i]?.video ? 'mp4' : 'jpg'}$`),
      );
      expect(zip.entries.get(name)?.equals(slideFile(i))).toBe(true);
    });
    expect(await used(session)).toBe(6);

    // The same archive again, and one of its files on its own: each file was paid for once already.
    expect((await api(session).bytes(archivePath(info.jobId))).status).toBe(200);
    expect((await api(session).bytes(info.qualities[2]?.url ?? '')).status).toBe(200);
    expect(await used(session)).toBe(6);
  });

  it('files chosen by formatId come in the order named; a file downloaded before is not paid again', async () => {
    const session = 'anon_archive-pick-1';
    const info = await analyse(session);
    const [first, , third] = info.qualities;
    expect((await api(session).bytes(first?.url ?? '')).status).toBe(200);
    expect(await used(session)).toBe(1);
    const ids = [third?.formatId ?? '', first?.formatId ?? ''];
    const got = await api(session).bytes(archivePath(info.jobId, ids));
    expect(got.status).toBe(200);
    const zip = await readZip(got.bytes);
    expect(zip.names).toHaveLength(2);
    expect(zip.entries.get(zip.names[0] ?? '')?.equals(slideFile(2))).toBe(true);
    expect(zip.entries.get(zip.names[1] ?? '')?.equals(slideFile(0))).toBe(true);
    expect(await used(session)).toBe(2);
  });

  it('a visitor who cannot pay for every file is refused by code before any byte, and pays nothing', async () => {
    const session = 'anon_archive-limit-1';
    const one = await analyse(session);
    expect((await api(session).bytes(archivePath(one.jobId))).status).toBe(200);
    expect(await used(session)).toBe(6);
    const other = await analyse(session, BROKEN_LINK);
    const refused = await api(session).bytes(archivePath(other.jobId));
    expect(refused.status).toBe(429);
    expect((JSON.parse(refused.bytes.toString('utf8')) as { code: string }).code).toBe(
      ERROR_CODES.DAILY_LIMIT_REACHED,
    );
    expect(await used(session)).toBe(6);
  });

  it('a file the platform no longer serves is left out, named in missing-files.txt and refunded', async () => {
    const session = 'anon_archive-gone-1';
    const info = await analyse(session, BROKEN_LINK);
    const got = await api(session).bytes(archivePath(info.jobId));
    expect(got.status).toBe(200);
    expect(got.headers.get(ARCHIVE_HEADERS.items)).toBe('6');
    const zip = await readZip(got.bytes);
    expect(zip.test).toContain('No errors detected');
    expect(zip.names).toHaveLength(6);
    expect(zip.names.some((name) => name.startsWith('04_'))).toBe(false);
    const missing = zip.entries.get('missing-files.txt')?.toString('utf8') ?? '';
    expect(missing).toMatch(/^04_.+\.jpg$/m);
    expect(zip.entries.get(zip.names[3] ?? '')?.equals(slideFile(4))).toBe(true);
    expect(await used(session)).toBe(5);
  });

  it("refusals: no session, someone else's analysis, an unknown file, an empty list", async () => {
    const owner = 'anon_archive-owner-1';
    const info = await analyse(owner);
    const anonymous = await downloaderClient(kit.app.baseUrl, {}).bytes(archivePath(info.jobId));
    expect(anonymous.status).toBe(401);
    const code = (answer: { bytes: Buffer }) =>
      (JSON.parse(answer.bytes.toString('utf8')) as { code: string }).code;
    const stranger = await api('anon_archive-stranger-1').bytes(archivePath(info.jobId));
    expect([stranger.status, code(stranger)]).toEqual([404, ERROR_CODES.JOB_NOT_FOUND]);
    const unknown = await api(owner).bytes(archivePath(info.jobId, ['no-such-file']));
    expect([unknown.status, code(unknown)]).toEqual([404, ERROR_CODES.QUALITY_NOT_FOUND]);
    const empty = await api(owner).bytes(archivePath(info.jobId, []));
    expect([empty.status, code(empty)]).toEqual([400, ERROR_CODES.VALIDATION_FAILED]);
    expect(await used(owner)).toBe(0);
    expect(await used('anon_archive-stranger-1')).toBe(0);
  });
});
