import {
  CANCELLED_BY_USER,
  COMPRESSOR_CATEGORIES,
  COMPRESSOR_OPTIONS,
  JOB_ERROR_MESSAGES,
  MODE_CANCELLED_MESSAGES,
  MODE_FAILED_MESSAGES,
  PLATFORM_SUB_TOOLS,
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

  it('DL-1.04 has a label for each of the three tabs', () => {
    for (const tab of APP_TABS) expect(en.has(`common.tabs.${tab}`), tab).toBe(true);
  });

  it('CC-2.04 has a label for every compressor category and option', () => {
    for (const { id } of COMPRESSOR_CATEGORIES) {
      expect(en.has(`compressor.categories.${id}.label`), id).toBe(true);
      expect(en.has(`compressor.categories.${id}.heading`), id).toBe(true);
    }
    for (const option of COMPRESSOR_OPTIONS)
      expect(en.has(`compressor.options.${option}`), option).toBe(true);
  });

  it('DL-1.05 has a label, heading and description for every platform sub-tool', () => {
    for (const [platform, tools] of Object.entries(PLATFORM_SUB_TOOLS)) {
      for (const { toolType } of tools) {
        for (const field of ['label', 'heading', 'description']) {
          const key = `downloader.tools.${platform}.${toolType}.${field}`;
          expect(en.has(key), key).toBe(true);
        }
      }
    }
  });
});
