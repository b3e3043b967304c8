import {
  CANCELLED_BY_USER,
  COMPRESSOR_CATEGORIES,
  COMPRESSOR_OPTIONS,
  JOB_ERROR_MESSAGES,
  MODE_CANCELLED_MESSAGES,
  MODE_FAILED_MESSAGES,
  type Locale,
} from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { describeLocaleParity, flattenResources } from './testing/locale-parity';
import { APP_TABS } from './app-tabs';
import { NAMESPACES, resources } from './i18n-resources';

/** Every leaf as "namespace:dotted.key" → text. */
const flatten = (locale: Locale) => flattenResources(resources, NAMESPACES, locale);
const en = flatten('en');

describeLocaleParity('translation resources', flatten);

describe('translation resources', () => {
  it('takes the English of the job texts from packages/shared, which fa and fr translate', () => {
    expect(en.get('queue.messages.cancelledByUser')).toBe(CANCELLED_BY_USER);
    expect(en.get('queue.messages.modeFailed_compression')).toBe(MODE_FAILED_MESSAGES.compression);
    expect(en.get('queue.jobErrors.modeCancelled_conversion')).toBe(MODE_CANCELLED_MESSAGES.conversion);
    for (const [key, text] of Object.entries(JOB_ERROR_MESSAGES))
      expect(en.get(`queue.jobErrors.${key}`)).toBe(text);
    expect(flatten('fr').get('queue.messages.cancelledByUser')).toBe('Annulé par l’utilisateur');
  });

  it('has a label for each of the three tabs', () => {
    for (const tab of APP_TABS) expect(en.has(`common.tabs.${tab}`), tab).toBe(true);
  });

  it('has a label for every compressor category and option', () => {
    for (const { id } of COMPRESSOR_CATEGORIES) {
      expect(en.has(`compressor.categories.${id}.label`), id).toBe(true);
      expect(en.has(`compressor.categories.${id}.heading`), id).toBe(true);
    }
    for (const option of COMPRESSOR_OPTIONS)
      expect(en.has(`compressor.options.${option}`), option).toBe(true);
  });

  it("CC-8.32 CC-8.33 CC-8.34 CC-8.35 CC-8.40 CC-8.41 the queue toasts have the spec's titles in English", () => {
    expect({
      noFilesReady: en.get('queue.toasts.noFilesReadyTitle'),
      cancelled: en.get('queue.toasts.cancelledTitle'),
      cancelFailed: en.get('queue.toasts.cancelFailedTitle'),
      downloadFailed: en.get('queue.toasts.downloadFailedTitle'),
      downloadNotAvailable: en.get('queue.toasts.downloadNotAvailableTitle'),
      downloadError: en.get('queue.toasts.downloadErrorTitle'),
    }).toEqual({
      noFilesReady: 'No Files Ready',
      cancelled: 'Cancelled',
      cancelFailed: 'Cancel Failed',
      downloadFailed: 'Download Failed',
      downloadNotAvailable: 'Download Not Available',
      downloadError: 'Download Error',
    });
  });
});
