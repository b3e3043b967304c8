import type { Locale } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import {
  PLATFORM_RESULTS_NAMESPACE as NS,
  addPlatformResultsResources,
  platformResultsResources,
} from './i18n-platform-results';
import { describeLocaleParity, flattenResources } from './testing/locale-parity';

const flatten = (locale: Locale) =>
  flattenResources(
    {
      en: { [NS]: platformResultsResources.en },
      fa: { [NS]: platformResultsResources.fa },
      fr: { [NS]: platformResultsResources.fr },
    },
    [NS],
    locale,
  );
const en = flatten('en');
const key = (path: string) => `${NS}.${path}`;

describeLocaleParity('platform result views translation resources', flatten);

describe('platform result views translation resources', () => {
  it("DR-2.9.08 DL-8.02 DR-8.01 DR-2.10.05 the English texts the spec states are the spec's words", () => {
    expect({
      sunoFailure: en.get(key('suno.failure.title')),
      sunoHint: en.get(key('suno.failure.hint')),
      copied: en.get(key('common.copiedTitle')),
      copiedText: en.get(key('common.copiedText')),
      copyFailed: en.get(key('common.copyFailedTitle')),
      copyFailedText: en.get(key('common.copyFailedText')),
      downloading: en.get(key('common.downloading')),
      another: en.get(key('snapchat.downloadAnother')),
      found: en.get(key('snapchat.itemsFound_other')),
      justNow: en.get(key('snapchat.time.justNow')),
      minutes: en.get(key('snapchat.time.minutes_other')),
      hours: en.get(key('snapchat.time.hours_other')),
      downloadHd: en.get(key('whatsapp.downloadHd')),
      closed: en.get(key('whatsapp.hours.closed')),
    }).toEqual({
      sunoFailure: 'Failed to analyze Suno AI content',
      sunoHint: 'Please check the URL and try again.',
      copied: '{{label}} copied!',
      copiedText: 'Successfully copied to clipboard',
      copyFailed: 'Copy Failed',
      copyFailedText: 'Failed to copy to clipboard',
      downloading: 'Downloading...',
      another: 'Download Another',
      found: '{{count}} items found',
      justNow: 'Just now',
      minutes: '{{count}}m ago',
      hours: '{{count}}h ago',
      downloadHd: 'Download HD',
      closed: 'Closed',
    });
  });

  it('is added to a running i18next, once, and counts read in the page language', () => {
    const i18n = createI18n('fa');
    addPlatformResultsResources(i18n);
    addPlatformResultsResources(i18n);
    expect(i18n.t(`${NS}:snapchat.itemsFound`, { count: 3 })).toBe('۳ مورد پیدا شد');
    i18n.changeLanguage('fr').catch(() => undefined);
    expect(i18n.t(`${NS}:snapchat.itemsFound`, { count: 3 })).toBe('3 éléments trouvés');
  });
});
