import {
  ACCOUNT_PATHS,
  ANONYMOUS_SESSION_HEADER,
  anonymousSessionLimitMessage,
  ERROR_CODES,
  REGULAR_UPLOAD_TIMEOUT_MS,
} from '@mediaforge/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropAnonymousSession, primeAnonymousSession } from '../../../lib/anonymous-session';
import { setSignedIn, setSignedOut } from '../../../lib/auth-session';
import { loadDataLayer } from '../../../lib/data-layer';
import { describeRequestError, failureOffersSignIn } from '../../../lib/upload-failure';
import { englishFailure } from '../testing/fake-upload-server';
import { cancelUpload } from './cancel-upload';
import { checkHealth } from './check-health';
import { getUploadProgress } from './get-upload-progress';
import { initUpload } from './init-upload';
import { regularUpload } from './regular-upload';
import { uploadChunk } from './upload-chunk';
import { ApiError } from '../../../lib/api-client';

// The session and the credit refusals live in the query cache, loaded after the first paint.
beforeAll(() => loadDataLayer());

/** Just enough XMLHttpRequest to see what is sent and to answer it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;
  readonly headers: Record<string, string> = {};
  private readonly listeners: Record<string, (() => void)[]> = {};
  readonly progress: ((event: { loaded: number }) => void)[] = [];
  readonly upload = {
    addEventListener: (_type: string, listener: (event: { loaded: number }) => void) =>
      this.progress.push(listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.fire('abort');
  }
  fire(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.fire('load');
  }
}

function lastXhr(): FakeXhr {
  if (FakeXhr.last === undefined) throw new Error('no request was sent');
  return FakeXhr.last;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const text = (error: unknown, during: 'chunk' | 'upload') =>
  englishFailure({ headline: describeRequestError(error, during) });

/** A session the server issued earlier (the page asks for one before its first upload call). */
const TEST_SESSION = {
  id: `anon_${'a'.repeat(47)}`,
  ip: null,
  userAgent: '',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  dailyConversions: 0,
  isExpired: false,
  limits: { dailyCredits: 5, maxFileSize: 524_288_000, allowedFormats: ['mp4'] },
};

beforeEach(() => {
  primeAnonymousSession(TEST_SESSION);
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chunk and regular uploads (XMLHttpRequest)', () => {
  it('CC-7.03 CC-6.02 sends a chunk as multipart field "chunk" with the anonymous session header', async () => {
    const loaded: number[] = [];
    const pending = uploadChunk({
      uploadId: 'up_1',
      chunkNumber: 2,
      chunk: new Blob(['abcd']),
      onProgress: (n) => loaded.push(n),
    });
    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/files/chunk/upload/up_1/2']);
    expect(xhr.headers[ANONYMOUS_SESSION_HEADER]).toBe(TEST_SESSION.id);
    expect((xhr.body as FormData).get('chunk')).toBeInstanceOf(Blob);
    xhr.progress.forEach((listener) => listener({ loaded: 3 }));
    xhr.respond(
      200,
      JSON.stringify({ success: true, data: { progress: 40, nextChunk: 3, isComplete: false } }),
    );
    expect(await pending).toEqual({ progress: 40, nextChunk: 3, isComplete: false });
    expect(loaded).toEqual([3]);
  });

  it('CC-7.08 sends a regular upload as field "file" with a 10-minute timeout', async () => {
    const pending = regularUpload(new Blob(['x']), 'clip.mp4');
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/files/v2/upload/');
    expect(xhr.timeout).toBe(REGULAR_UPLOAD_TIMEOUT_MS);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('clip.mp4');
    // The whole answer, as the shared response schema describes it.
    const data = {
      fileId: 'f1',
      fileName: 'clip.mp4',
      fileSize: 1,
      mimeType: 'video/mp4',
      filePath: 'files/f1',
      status: 'completed',
      metadata: {
        container: 'mp4',
        duration: 1,
        width: 2,
        height: 2,
        videoCodec: 'h264',
        audioCodec: null,
        hasVideo: true,
        hasAudio: false,
      },
      accessToken: 't',
      downloadUrl: '/api/files/f1',
      s3Key: '',
      uploadMethod: 'regular',
    };
    xhr.respond(201, JSON.stringify({ success: true, data }));
    expect(await pending).toMatchObject({ fileId: 'f1', uploadMethod: 'regular', accessToken: 't' });
  });

  it('CC-8.08 a dropped connection is "Network error during upload"', async () => {
    const pending = regularUpload(new Blob(['x']), 'clip.mp4');
    lastXhr().fire('error');
    const error = await rejection(pending);
    expect(error.kind).toBe('network');
    expect(text(error, 'upload')).toBe('Network error during upload');
    expect(text(error, 'chunk')).toBe('Network error during chunk upload');
  });

  it('CC-8.09 a request over its timeout is "Upload timeout"', async () => {
    const pending = regularUpload(new Blob(['x']), 'clip.mp4');
    lastXhr().fire('timeout');
    expect(text(await rejection(pending), 'upload')).toBe('Upload timeout');
  });

  it('CC-8.10 a 2xx answer that is not JSON is "Failed to parse response"', async () => {
    const pending = regularUpload(new Blob(['x']), 'clip.mp4');
    lastXhr().respond(200, '<html>proxy page</html>');
    expect(text(await rejection(pending), 'upload')).toBe('Failed to parse response');
  });

  it('CC-8.11 an aborted request is "Request aborted"', async () => {
    const controller = new AbortController();
    const pending = regularUpload(new Blob(['x']), 'clip.mp4', { signal: controller.signal });
    controller.abort();
    expect(text(await rejection(pending), 'upload')).toBe('Request aborted');
  });

  it('CC-8.12 an answer with success false is "Upload failed"', async () => {
    const pending = regularUpload(new Blob(['x']), 'clip.mp4');
    lastXhr().respond(200, JSON.stringify({ success: false }));
    expect(text(await rejection(pending), 'upload')).toBe('Upload failed');
  });

  it('an error body becomes an error with its status, code and message', async () => {
    const pending = regularUpload(new Blob(['x']), 'notes.mp4');
    const body = { code: 'UNSUPPORTED_MEDIA', message: 'The file is not a supported audio or video file' };
    lastXhr().respond(415, JSON.stringify(body));
    const error = await rejection(pending);
    expect([error.kind, error.status, error.code, error.serverMessage]).toEqual([
      'http',
      415,
      body.code,
      body.message,
    ]);
    expect(text(error, 'upload')).toBe('This file is not a video or audio file the server can read.');
  });

  it('a 5xx without an error body of ours is "Server error: {status}"', async () => {
    const pending = regularUpload(new Blob(['x']), 'clip.mp4');
    lastXhr().respond(502, 'Bad Gateway');
    expect(text(await rejection(pending), 'upload')).toBe('Server error: 502');
  });
});

describe('JSON calls (fetch)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
    );

  it('CC-7.01 CC-7.02 init posts fileName, fileSize, mimeType and fileHash as JSON', async () => {
    answer(201, {
      success: true,
      data: { uploadId: 'up_1', chunkSize: 5, totalChunks: 3, uploadedChunks: [] },
    });
    const body = { fileName: 'a.mp4', fileSize: 12, mimeType: 'video/mp4', fileHash: '' };
    expect(await initUpload(body)).toEqual({
      uploadId: 'up_1',
      chunkSize: 5,
      totalChunks: 3,
      uploadedChunks: [],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/files/chunk/init');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual(body);
    expect((init?.headers as Record<string, string>)[ANONYMOUS_SESSION_HEADER]).toMatch(/^anon_/);
  });

  it('CC-7.04 progress reads totalChunks, missingChunks and progress', async () => {
    const data = {
      uploadId: 'up_1',
      totalChunks: 3,
      chunkSize: 5,
      fileSize: 12,
      uploadedChunks: [0],
      missingChunks: [1, 2],
      progress: 33,
    };
    answer(200, { success: true, data });
    expect(await getUploadProgress('up_1')).toEqual(data);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/files/chunk/progress/up_1');
  });

  it('CC-7.06 cancel sends DELETE and accepts an empty answer', async () => {
    answer(204, undefined);
    await cancelUpload('up_1');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('CC-7.07 the health check is HEAD /api/health with a 5 s timeout; a late or failed answer is unhealthy', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    answer(200, undefined);
    expect(await checkHealth()).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('HEAD');
    expect(timeout).toHaveBeenCalledWith(5000);
    expect(init?.signal).toBe(timeout.mock.results[0]?.value);
    answer(503, undefined);
    expect(await checkHealth()).toBe(false);
    fetchMock.mockImplementationOnce(
      (_url, request) =>
        new Promise((_resolve, reject) =>
          request?.signal?.addEventListener('abort', () => reject(new Error('late'))),
        ),
    );
    expect(await checkHealth(20)).toBe(false);
    timeout.mockRestore();
  });

  it('a fetch that cannot reach the server is a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await rejection(getUploadProgress('up_1'))).kind).toBe('network');
  });
});

describe('who an upload names, and refusals in the server’s words (D78)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    dropAnonymousSession();
  });
  afterEach(() => {
    setSignedOut();
  });

  it('a signed-in visitor uploads at once, without asking for an anonymous session or naming one', async () => {
    setSignedIn({ id: 'u1', name: 'Ann', email: 'ann@example.test', tier: 'FREE' });
    const pending = regularUpload(new Blob(['x']), 'clip.mp4');
    const xhr = lastXhr();
    expect(xhr.headers[ANONYMOUS_SESSION_HEADER]).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    xhr.respond(
      413,
      JSON.stringify({ code: 'FILE_TOO_LARGE', message: 'x', context: { maxFileSize: 52_428_800 } }),
    );
    // The server's numbers, not a generic text (CC-5.05's limit for the tier).
    expect(text(await rejection(pending), 'upload')).toBe('File exceeds the maximum size of 50 MB');
  });

  it('the anonymous-session limit is said in words, with sign-in offered, never "Network error"', async () => {
    setSignedOut();
    const body = {
      code: ERROR_CODES.SESSION_LIMIT_REACHED,
      message: anonymousSessionLimitMessage(30),
      context: { maxPerHour: 30, retryAfterSeconds: 1200 },
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 429 }));
    const error = await rejection(regularUpload(new Blob(['x']), 'clip.mp4'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ACCOUNT_PATHS.anonymousSession);
    expect(FakeXhr.last).toBeUndefined();
    expect([error.kind, error.status, error.code]).toEqual(['http', 429, body.code]);
    expect(text(error, 'upload')).toBe(
      'Too many new visitor sessions from your network (at most 30 an hour). Sign in to continue, or try again later.',
    );
    expect(
      failureOffersSignIn({
        headline: { key: 'fileUploadFailed' },
        detail: describeRequestError(error, 'upload'),
      }),
    ).toBe(true);
    // No answer at all is still a network error.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(text(await rejection(regularUpload(new Blob(['x']), 'clip.mp4')), 'upload')).toBe(
      'Network error during upload',
    );
  });

  it('a 5xx of our API says its message; a refusal the app has no text for says the server’s own', async () => {
    primeAnonymousSession(TEST_SESSION);
    const unavailable = regularUpload(new Blob(['x']), 'clip.mp4');
    lastXhr().respond(503, JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'Storage is full' }));
    expect(text(await rejection(unavailable), 'upload')).toBe('Server error: 503: Storage is full');
    const crossSite = regularUpload(new Blob(['x']), 'clip.mp4');
    lastXhr().respond(
      403,
      JSON.stringify({ code: 'CROSS_SITE_REQUEST', message: 'Cross-site request refused' }),
    );
    expect(text(await rejection(crossSite), 'upload')).toBe('Cross-site request refused');
  });
});
