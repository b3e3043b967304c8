import {
  COMPRESSOR_CATEGORIES,
  COMPRESSOR_OPTIONS,
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
