import {
  CANCELLED_BY_USER,
  JOB_ERROR_MESSAGES,
  MODE_CANCELLED_MESSAGES,
  MODE_FAILED_MESSAGES,
  type Locale,
} from '@mediaforge/shared';
import enCommon from '../locales/en/common.json';
import enCompressor from '../locales/en/compressor.json';
import enConverter from '../locales/en/converter.json';
import enPages from '../locales/en/pages.json';
import enUpload from '../locales/en/upload.json';
import enQueue from '../locales/en/queue.json';
import faCommon from '../locales/fa/common.json';
import faCompressor from '../locales/fa/compressor.json';
import faConverter from '../locales/fa/converter.json';
import faPages from '../locales/fa/pages.json';
import faUpload from '../locales/fa/upload.json';
import faQueue from '../locales/fa/queue.json';
import frCommon from '../locales/fr/common.json';
import frCompressor from '../locales/fr/compressor.json';
import frConverter from '../locales/fr/converter.json';
import frPages from '../locales/fr/pages.json';
import frUpload from '../locales/fr/upload.json';
import frQueue from '../locales/fr/queue.json';

/**
 * One namespace per file in locales/{lng}/; the app bundles all three languages (they are small). The
 * downloader's texts come with its page (i18n-downloader.ts).
 */
export const NAMESPACES = ['common', 'pages', 'converter', 'compressor', 'upload', 'queue'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Nested translation strings as read from a JSON file. */
export interface ResourceTree {
  readonly [key: string]: string | ResourceTree;
}

/**
 * English texts that packages/shared states for the spec (its constants are the one source): they are
 * the English resource and the key fa and fr translate.
 */
const enQueueWithSpecTexts: ResourceTree = {
  ...enQueue,
  messages: {
    ...enQueue.messages,
    cancelledByUser: CANCELLED_BY_USER,
    modeFailed_conversion: MODE_FAILED_MESSAGES.conversion,
    modeFailed_compression: MODE_FAILED_MESSAGES.compression,
  },
  jobErrors: {
    modeCancelled_conversion: MODE_CANCELLED_MESSAGES.conversion,
    modeCancelled_compression: MODE_CANCELLED_MESSAGES.compression,
    ...JOB_ERROR_MESSAGES,
  },
};

export const resources: Readonly<Record<Locale, Readonly<Record<Namespace, ResourceTree>>>> = {
  en: {
    common: enCommon,
    pages: enPages,
    converter: enConverter,
    compressor: enCompressor,
    upload: enUpload,
    queue: enQueueWithSpecTexts,
  },
  fa: {
    common: faCommon,
    pages: faPages,
    converter: faConverter,
    compressor: faCompressor,
    upload: faUpload,
    queue: faQueue,
  },
  fr: {
    common: frCommon,
    pages: frPages,
    converter: frConverter,
    compressor: frCompressor,
    upload: frUpload,
    queue: frQueue,
  },
};
