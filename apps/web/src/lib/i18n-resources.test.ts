import {
  COMPRESSOR_CATEGORIES,
  COMPRESSOR_OPTIONS,
  PLATFORM_SUB_TOOLS,
  SUPPORTED_LOCALES,
} from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { APP_TABS } from './app-tabs';
import { NAMESPACES, resources, type ResourceTree } from './i18n-resources';

/** Every leaf as "namespace:dotted.key" → text. */
function leaves(tree: ResourceTree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
}

function flatten(locale: (typeof SUPPORTED_LOCALES)[number]): Map<string, string> {
  const out = new Map<string, string>();
  for (const ns of NAMESPACES) leaves(resources[locale][ns], ns, out);
  return out;
}

const en = flatten('en');

/** The {{placeholders}} of a text, sorted, so a translation cannot drop or rename one. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation resources', () => {
  it.each(['fa', 'fr'] as const)('CC-2.06 %s has exactly the English key set', (locale) => {
    expect([...flatten(locale).keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(SUPPORTED_LOCALES)('CC-2.06 %s has no empty strings', (locale) => {
    const empty = [...flatten(locale)].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(['fa', 'fr'] as const)('CC-2.06 %s keeps every interpolation placeholder', (locale) => {
    const translated = flatten(locale);
    for (const [key, text] of en)
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
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
