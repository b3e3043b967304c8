import { ACCOUNT_PATHS, ERROR_CODES, type ErrorCode } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../../src/plugins/json-body.plugin.js';
import { rawRequest, requestBytes } from '../helpers/raw-http.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders, uploadClient } from '../helpers/upload-client.js';

const OWNER = ownerHeaders('anon_bad-input-owner');
const B = 'mf-test-boundary';
const multipart = { ...OWNER, 'content-type': `multipart/form-data; boundary=${B}` };
const part = (disposition: string, content = 'hello') =>
  `--${B}\r\n${disposition}\r\ncontent-type: application/octet-stream\r\n\r\n${content}\r\n`;
const filePart = (name: string, fileName = 'a.mp4', content = 'hello') =>
  part(`content-disposition: form-data; name="${name}"; filename="${fileName}"`, content);
const end = `--${B}--\r\n`;
const field = (name: string) => `--${B}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\nv\r\n`;
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('every malformed request is answered with a 4xx within a second (DESIGN.md §5; D68, D69)', () => {
  let t: TestApp;
  let uploadId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const init = await uploadClient(t.baseUrl, 'anon_bad-input-owner').init({
      fileName: 'a.mp4',
      fileSize: 5,
    });
    uploadId = init.body.data.uploadId;
  });
  afterAll(() => t.close());

  const upload = '/api/files/v2/upload/';
  const chunk = () => `/api/files/chunk/upload/${uploadId}/0`;
  const shapes: readonly (readonly [string, () => Buffer, number, ErrorCode])[] = [
    [
      'no boundary',
      () =>
        requestBytes(
          'POST',
          upload,
          { ...OWNER, 'content-type': 'multipart/form-data' },
          filePart('file') + end,
        ),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'cut short in the part headers',
      () => requestBytes('POST', upload, multipart, filePart('file').slice(0, 60)),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'cut short inside the file data',
      () => requestBytes('POST', upload, multipart, filePart('file', 'a.mp4', 'x'.repeat(200_000))),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'no delimiter at all',
      () => requestBytes('POST', upload, multipart, 'garbage\r\n\r\n'),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'CR/LF in the part name',
      () => requestBytes('POST', upload, multipart, filePart('fi\r\nle') + end),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'LF in the part name',
      () => requestBytes('POST', upload, multipart, filePart('file\n') + end),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'CR in the part name',
      () => requestBytes('POST', upload, multipart, filePart('fi\rle') + end),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'CR/LF part before the real one',
      () =>
        requestBytes(
          'POST',
          upload,
          multipart,
          part('content-disposition: form-data; name="x\r\n\r\ny"') + filePart('file') + end,
        ),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'a part with no disposition',
      () => requestBytes('POST', upload, multipart, part('x-foo: bar') + end),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    ['an empty body', () => requestBytes('POST', upload, multipart, ''), 400, ERROR_CODES.VALIDATION_FAILED],
    [
      'too many parts',
      () => requestBytes('POST', upload, multipart, field('f').repeat(30) + filePart('file') + end),
      413,
      ERROR_CODES.PAYLOAD_TOO_LARGE,
    ],
    [
      'chunk: CR/LF in the part name',
      () => requestBytes('POST', chunk(), multipart, filePart('ch\r\nunk', 'blob') + end),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'chunk: cut short',
      () => requestBytes('POST', chunk(), multipart, filePart('chunk', 'blob').slice(0, 70)),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
    [
      'chunk: no boundary',
      () =>
        requestBytes(
          'POST',
          chunk(),
          { ...OWNER, 'content-type': 'multipart/form-data' },
          filePart('chunk', 'blob'),
        ),
      400,
      ERROR_CODES.MALFORMED_MULTIPART,
    ],
  ];

  for (const [name, bytes, status, code] of shapes) {
    it(`multipart ${name}: ${status} ${code}`, async () => {
      const answer = await rawRequest(t.baseUrl, bytes(), 3000);
      expect(answer.timedOut).toBe(false);
      expect(answer.ms).toBeLessThan(1000);
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toMatchObject({ code });
    });
  }

  it('a CR/LF part name is answered at once, before the body ends (the parser alone would wait for more)', async () => {
    const sent = filePart('fi\r\nle', 'a.mp4', 'x'.repeat(1000));
    // Declared longer than sent: the body never ends, so only the framing check can answer.
    const answer = await rawRequest(
      t.baseUrl,
      requestBytes('POST', upload, multipart, sent, sent.length + 100_000),
      3000,
    );
    expect(answer.timedOut).toBe(false);
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: ERROR_CODES.MALFORMED_MULTIPART });
  });

  const jsonCalls = [
    '/api/files/some-file/convert/mp4',
    ACCOUNT_PATHS.signIn,
    ACCOUNT_PATHS.signUp,
    ACCOUNT_PATHS.anonymousSession,
  ];
  const json = { ...OWNER, 'content-type': 'application/json' };
  for (const path of jsonCalls) {
    it(`JSON 100,000 levels deep on ${path}: 400 JSON_TOO_DEEP`, async () => {
      for (const body of [
        `{"settings":{"x":${nested(100_000)}}}`,
        `{"email":${nested(100_000)},"password":"x"}`,
      ]) {
        const answer = await rawRequest(t.baseUrl, requestBytes('POST', path, json, body), 3000);
        expect(answer.ms).toBeLessThan(1000);
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({
          code: ERROR_CODES.JSON_TOO_DEEP,
          context: { maxDepth: JSON_MAX_DEPTH },
        });
      }
    });

    it(`huge JSON on ${path}: 413 PAYLOAD_TOO_LARGE`, async () => {
      const body = `{"settings":{"x":"${'a'.repeat(5 * 1024 * 1024)}"}}`;
      const answer = await rawRequest(t.baseUrl, requestBytes('POST', path, json, body), 5000);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: ERROR_CODES.PAYLOAD_TOO_LARGE });
    });

    it(`malformed JSON on ${path}: 400 MALFORMED_JSON`, async () => {
      for (const body of ['{"settings":', '{"__proto__":{"x":1}}', '', '{"a":1}}']) {
        const answer = await rawRequest(t.baseUrl, requestBytes('POST', path, json, body), 3000);
        expect(answer.status, body).toBe(400);
        expect(JSON.parse(answer.body), body).toMatchObject({ code: ERROR_CODES.MALFORMED_JSON });
      }
    });
  }

  it('brackets inside JSON strings are not nesting, and the depth limit is exact', async () => {
    const convert = '/api/files/some-file/convert/mp4';
    const inString = `{"settings":{"x":"${'['.repeat(1000)}\\"${'{'.repeat(1000)}"}}`;
    const answer = await rawRequest(t.baseUrl, requestBytes('POST', convert, json, inString));
    expect(JSON.parse(answer.body)).toMatchObject({ code: ERROR_CODES.FILE_NOT_FOUND });
    // {"settings":{"x": …}} is 2 levels: the array may add JSON_MAX_DEPTH - 2, one more is refused.
    const atLimit = `{"settings":{"x":${nested(JSON_MAX_DEPTH - 2)}}}`;
    const overLimit = `{"settings":{"x":${nested(JSON_MAX_DEPTH - 1)}}}`;
    expect(
      JSON.parse((await rawRequest(t.baseUrl, requestBytes('POST', convert, json, atLimit))).body),
    ).toMatchObject({
      code: ERROR_CODES.FILE_NOT_FOUND,
    });
    expect(
      JSON.parse((await rawRequest(t.baseUrl, requestBytes('POST', convert, json, overLimit))).body),
    ).toMatchObject({
      code: ERROR_CODES.JSON_TOO_DEEP,
    });
  });
});

describe('every request has a bounded life (D68)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600' });
  });
  afterAll(() => t.close());

  it('a request head that never ends is answered 408 and closed', async () => {
    const answer = await rawRequest(
      t.baseUrl,
      'GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\nx-slow: ',
      5000,
    );
    expect(answer.timedOut).toBe(false);
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(2500);
  });

  it('a body that stops short of its Content-Length is answered 408 and closed', async () => {
    const bytes = requestBytes(
      'POST',
      ACCOUNT_PATHS.signIn,
      { 'content-type': 'application/json' },
      '{"email":',
      1000,
    );
    const answer = await rawRequest(t.baseUrl, bytes, 5000);
    expect(answer.timedOut).toBe(false);
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(2500);
  });
});
