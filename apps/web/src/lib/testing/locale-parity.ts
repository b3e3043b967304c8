import { SUPPORTED_LOCALES, type Locale } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import type { ResourceTree } from '../i18n-resources';

/** Every leaf of some namespaces as "namespace.dotted.key" → text. */
export function flattenResources(
  resources: Readonly<Record<Locale, Readonly<Record<string, ResourceTree>>>>,
  namespaces: readonly string[],
  locale: Locale,
): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: ResourceTree, prefix: string): void => {
    for (const [key, value] of Object.entries(tree)) {
      const path = `${prefix}.${key}`;
      if (typeof value === 'string') out.set(path, value);
      else walk(value, path);
    }
  };
  for (const ns of namespaces) {
    const tree = resources[locale][ns];
    if (tree) walk(tree, ns);
  }
  return out;
}

/** The {{placeholders}} of a text, sorted, so a translation cannot drop or rename one. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * For a set of translation resources (the three locales of CC §2): fa and fr have exactly the English keys, no locale has an
 * empty text, and every placeholder survives translation.
 */
export function describeLocaleParity(name: string, flatten: (locale: Locale) => Map<string, string>): void {
  const en = flatten('en');
  describe(`${name}: locale parity`, () => {
    it.each(['fa', 'fr'] as const)('%s has exactly the English key set', (locale) => {
      expect([...flatten(locale).keys()].sort()).toEqual([...en.keys()].sort());
    });

    it.each(SUPPORTED_LOCALES)('%s has no empty strings', (locale) => {
      const empty = [...flatten(locale)].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it.each(['fa', 'fr'] as const)('%s keeps every interpolation placeholder', (locale) => {
      const translated = flatten(locale);
      for (const [key, text] of en)
        expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
    });
  });
}
