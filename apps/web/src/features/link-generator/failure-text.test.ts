import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { generateFailureText } from './failure-text';

const t = ((key: string) => `link:${key}`) as TFunction;
const tDownloader = ((key: string) => `downloader:${key}`) as TFunction;

describe('why a link could not be made', () => {
  it('gives the server’s words, translated when the downloader knows them', () => {
    const known = new ApiError('http', { status: 403, serverMessage: DOWNLOADER_MESSAGES.platformDisabled });
    expect(generateFailureText(known, t, tDownloader)).toBe('downloader:serverMessages.platformDisabled');
    const other = new ApiError('http', { status: 400, serverMessage: 'Something specific' });
    expect(generateFailureText(other, t, tDownloader)).toBe('Something specific');
  });

  it('says the site could not be reached when nothing answered', () => {
    expect(generateFailureText(new ApiError('network'), t, tDownloader)).toBe(
      'link:toasts.generateFailedText',
    );
    expect(generateFailureText(new Error('boom'), t, tDownloader)).toBe('link:toasts.generateFailedText');
  });
});
