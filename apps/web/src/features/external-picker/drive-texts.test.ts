import { DRIVE_ERROR_MESSAGES, driveErrorMessage, type DriveErrorKind } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/external-picker.json';
import { failureText } from './drive-texts';
import { DriveError } from './drives/drive-http';
import { ImportJobFailed } from './import-follow';

/** i18next's interpolation of one key, enough for these texts. */
const t = (key: string, options?: Record<string, unknown>): string => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));
};

describe('drive failure texts', () => {
  it('shows each failure in the English of the spec (packages/shared DRIVE_ERROR_MESSAGES)', () => {
    expect(en.errors).toEqual(DRIVE_ERROR_MESSAGES);
    for (const kind of Object.keys(DRIVE_ERROR_MESSAGES) as DriveErrorKind[]) {
      expect(failureText(new DriveError(kind), 'Google Drive', t)).toBe(
        driveErrorMessage(kind, 'Google Drive'),
      );
    }
  });

  it('gives a failed import job’s words, and nothing for an unknown error', () => {
    expect(failureText(new ImportJobFailed('The file was not found in Dropbox'), 'Dropbox', t)).toBe(
      'The file was not found in Dropbox',
    );
    expect(failureText(new Error('x'), 'Dropbox', t)).toBeUndefined();
  });
});
