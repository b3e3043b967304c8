import { SUPPORTED_LOCALES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { DEFERRED_NAMESPACES, addDeferredResources, deferredResources } from './i18n-deferred';
import type { ResourceTree } from './i18n-resources';

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
  for (const ns of DEFERRED_NAMESPACES) leaves(deferredResources[locale][ns], ns, out);
  return out;
}

const en = flatten('en');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('deferred translation resources', () => {
  it.each(['fa', 'fr'] as const)('CC-2.06 %s has exactly the English key set', (locale) => {
    expect([...flatten(locale).keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(SUPPORTED_LOCALES)('CC-2.06 %s has no empty strings', (locale) => {
    expect([...flatten(locale)].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(['fa', 'fr'] as const)('CC-2.06 %s keeps every interpolation placeholder', (locale) => {
    const translated = flatten(locale);
    for (const [key, text] of en)
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('are added to a running i18next, once', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('ui:close')).toBe('close');
    addDeferredResources(i18n);
    addDeferredResources(i18n);
    expect(i18n.t('ui:close')).toBe('Fermer');
  });
});
