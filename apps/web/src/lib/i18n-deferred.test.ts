import type { Locale } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { describeLocaleParity, flattenResources } from './testing/locale-parity';
import { createI18n } from './i18n';
import { DEFERRED_NAMESPACES, addDeferredResources, deferredResources } from './i18n-deferred';

describeLocaleParity('deferred translation resources', (locale: Locale) =>
  flattenResources(deferredResources, DEFERRED_NAMESPACES, locale),
);

describe('deferred translation resources', () => {
  it('are added to a running i18next, once', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('ui:close')).toBe('close');
    addDeferredResources(i18n);
    addDeferredResources(i18n);
    expect(i18n.t('ui:close')).toBe('Fermer');
  });
});
