import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { resources } from '../../lib/i18n-resources';
import { TRANSLATED_CODES } from '../../lib/upload-failure';
import { rowActions, statusText } from './upload-status';
import type { UploadSnapshot } from '../../lib/upload-task';

const t = createI18n('en').getFixedT('en', 'upload');
const base: UploadSnapshot = {
  method: 'chunk',
  phase: 'uploading',
  percent: 42.7,
  hashPercent: 0,
  heartbeats: 0,
};

describe('upload row', () => {
  it('labels each state', () => {
    const label = (patch: Partial<UploadSnapshot>) => statusText({ ...base, ...patch }, (k, v) => t(k, v));
    expect(label({ phase: 'hashing', hashPercent: 12.5 })).toBe('Hashing… 12%');
    expect(label({})).toBe('Uploading 42%');
    expect(label({ phase: 'paused', pauseReason: 'user' })).toBe('Paused');
    expect(label({ phase: 'paused', pauseReason: 'network' })).toBe('Paused: waiting for the connection');
    expect(label({ phase: 'completed' })).toBe('Uploaded');
    expect(label({ phase: 'failed', failure: { headline: { key: 'chunkFailed' } } })).toBe(
      'Failed to upload chunk',
    );
  });

  it('offers pause only to active chunked uploads, resume when paused, remove when finished', () => {
    expect(rowActions(base)).toEqual({ pause: true, resume: false, cancel: true, remove: false });
    expect(rowActions({ ...base, method: 'regular' }).pause).toBe(false);
    expect(rowActions({ ...base, phase: 'paused' })).toMatchObject({
      pause: false,
      resume: true,
      cancel: true,
    });
    expect(rowActions({ ...base, phase: 'completing' })).toMatchObject({ pause: false, cancel: true });
    expect(rowActions({ ...base, phase: 'failed' })).toEqual({
      pause: false,
      resume: false,
      cancel: false,
      remove: true,
    });
  });

  it('has an English text for every translated error code', () => {
    const codes = resources.en.upload.codes;
    expect(typeof codes === 'object' ? Object.keys(codes).sort() : []).toEqual([...TRANSLATED_CODES].sort());
  });
});
