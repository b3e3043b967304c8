import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { answerError, type AnswerFacts } from './instagram-errors.js';

const facts = (over: Partial<AnswerFacts>): AnswerFacts => ({
  status: 200,
  location: undefined,
  body: '{}',
  loggedIn: false,
  kind: 'json',
  ...over,
});
const codeAndMessage = (over: Partial<AnswerFacts>) => {
  const error = answerError(facts(over));
  return error && [error.code, error.message];
};

describe("Instagram's refusals", () => {
  it('a 2xx answer is parsed, unless an API says "status": "fail"', () => {
    expect(answerError(facts({}))).toBeUndefined();
    expect(answerError(facts({ kind: 'page', body: '{"status":"fail"}' }))).toBeUndefined();
    expect(codeAndMessage({ body: '{"message":"login_required","status":"fail"}' })).toEqual([
      'EXTRACTOR_NEEDS_LOGIN',
      DOWNLOADER_MESSAGES.platformRefusing('Instagram'),
    ]);
  });

  it('the login page: throttled when anonymous, the operator login refused when logged in', () => {
    const login = { status: 302, location: '/accounts/login/?next=/api/v1/feed/' };
    expect(codeAndMessage(login)).toEqual([
      'EXTRACTOR_NEEDS_LOGIN',
      DOWNLOADER_MESSAGES.platformRefusing('Instagram'),
    ]);
    expect(codeAndMessage({ ...login, loggedIn: true })).toEqual([
      'EXTRACTOR_NEEDS_LOGIN',
      DOWNLOADER_MESSAGES.instagramLoginRefused,
    ]);
    expect(
      codeAndMessage({ status: 400, body: '{"message":"checkpoint_required"}', loggedIn: true }),
    ).toEqual(['EXTRACTOR_NEEDS_LOGIN', DOWNLOADER_MESSAGES.instagramLoginRefused]);
    expect(codeAndMessage({ status: 302, location: 'https://www.instagram.com/p/x/' })?.[0]).toBe(
      'EXTRACTOR_CHANGED',
    );
  });

  it('missing, private, throttled and failing answers', () => {
    expect(codeAndMessage({ status: 404, body: '' })?.[0]).toBe('CONTENT_UNAVAILABLE');
    expect(
      codeAndMessage({ status: 400, body: '{"message":"Not authorized to view user","status":"fail"}' }),
    ).toEqual(['CONTENT_UNAVAILABLE', DOWNLOADER_MESSAGES.instagramPrivate]);
    expect(codeAndMessage({ status: 429, body: '' })?.[0]).toBe('EXTRACTOR_NEEDS_LOGIN');
    expect(codeAndMessage({ status: 401, body: '{"require_login":true,"status":"fail"}' })?.[0]).toBe(
      'EXTRACTOR_NEEDS_LOGIN',
    );
    expect(codeAndMessage({ status: 503, body: '' })?.[0]).toBe('EXTRACTOR_UNAVAILABLE');
    expect(codeAndMessage({ status: 418, body: 'teapot' })?.[0]).toBe('EXTRACTOR_CHANGED');
  });
});
