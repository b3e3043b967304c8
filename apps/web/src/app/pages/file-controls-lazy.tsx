import { lazy, Suspense } from 'react';
import { getI18n } from 'react-i18next';
import type { RenderFileControls } from '../../features/file-queue/file-controls';

/**
 * The rows' pickers and settings modal are loaded when the first row appears, not with the page: they
 * bring Radix, vaul, the settings schemas and their texts (lib/i18n-deferred.ts), which the
 * converter's first paint does not need (bench/web budget). Until loaded, the row shows nothing in
 * their place for a moment.
 */
export async function withTexts<T>(load: Promise<T>): Promise<T> {
  const [module, { addDeferredResources }] = await Promise.all([load, import('../../lib/i18n-deferred')]);
  addDeferredResources(getI18n());
  return module;
}

const ConverterFileControls = lazy(async () => ({
  default: (await withTexts(import('./converter-file-controls'))).ConverterFileControls,
}));
const CompressorFileControls = lazy(async () => ({
  default: (await withTexts(import('./compressor-file-controls'))).CompressorFileControls,
}));

export const renderConverterControls: RenderFileControls = (file, actions) => (
  <Suspense fallback={null}>
    <ConverterFileControls file={file} actions={actions} />
  </Suspense>
);

export function compressorControlsRenderer(presetLabel: string): RenderFileControls {
  return function renderCompressorControls(file, actions) {
    return (
      <Suspense fallback={null}>
        <CompressorFileControls file={file} actions={actions} presetLabel={presetLabel} />
      </Suspense>
    );
  };
}
