import { lazy, Suspense } from 'react';
import type { RenderImportPicker } from '../../features/file-queue/import-picker';
import { withTexts } from './file-controls-lazy';

/**
 * The external file picker (Radix tabs, the dialog or sheet, its texts) loads when an import entry is
 * first chosen, not with the page (bench/web budget of /converter). Until then nothing is shown.
 */
const ExternalPicker = lazy(async () => ({
  default: (await withTexts(import('../../features/external-picker/components/external-picker')))
    .ExternalPicker,
}));

export const renderImportPicker: RenderImportPicker = (props) => (
  <Suspense fallback={null}>
    <ExternalPicker {...props} />
  </Suspense>
);
