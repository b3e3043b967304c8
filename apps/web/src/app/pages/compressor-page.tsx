import {
  COMPRESSOR_PRESETS,
  compressionSettingsFromSimple,
  compressorCategoryOf,
  KEEP_ORIGINAL,
  type CompressorOption,
} from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { SubBar } from '../../components/ui/sub-bar';
import { CompressorBar } from '../../features/compressor-bar/components/compressor-bar';
import { UploadSection } from '../../features/file-queue/components/upload-section';
import { screenKeyFor } from '../../lib/screen-key';
import { parseCompressorOption } from '../../lib/tool-routes';
import { anonymousAllowedFormats } from '../../lib/anonymous-session';
import { maxFileSize, maxFilesPerUpload, useVisitorLimits } from '../../lib/visitor-limits';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CreditPromptSlot } from './credit-prompt-slot';
import { compressorControlsRenderer } from './file-controls-lazy';
import { renderImportPicker } from './import-picker-lazy';
import { NotFoundPage } from './not-found-page';
import { useScreenFileCount, useScreenQueues } from '../screen-queues-context';

/** /compressor and /compressor/{option} for the 30 options; anything else is not found. */
export function CompressorPage() {
  const { option: segment } = useParams();
  const option = segment === undefined ? undefined : parseCompressorOption(segment);
  if (segment !== undefined && option === undefined) return <NotFoundPage />;
  return <CompressorScreen option={option} />;
}

function CompressorScreen({ option }: { readonly option: CompressorOption | undefined }) {
  const { t } = useTranslation('compressor');
  const { pathname } = useLocation();
  const screenKey = screenKeyFor(pathname) ?? 'compression:/compressor';
  const queues = useScreenQueues();
  const fileCount = useScreenFileCount(screenKey);
  const optionLabel = option === undefined ? '' : t(`options.${option}`);
  const title =
    option === undefined
      ? t('title')
      : t(`categories.${compressorCategoryOf(option).id}.heading`, { option: optionLabel });
  const description =
    option === undefined ? t('description') : t('optionDescription', { option: optionLabel });
  useDocumentTitle(title);
  // Renders again when the server's limits arrive, so the upload area shows them.
  useVisitorLimits();
  const presetLabel = option === undefined ? t('autoPreset') : optionLabel;

  const controller = queues.queueFor(
    screenKey,
    {
      mode: 'compression',
      // The preset's container, or the source's own without one (CC §9 keep_original).
      defaultFormat: option === undefined ? KEEP_ORIGINAL : COMPRESSOR_PRESETS[option].format,
      ...(option === undefined ? {} : { compressorOption: option }),
      // The visitor's tier limits as the server is configured (CC-6.09); the server checks too.
      maxFilesPerUpload,
      maxFileSize,
      // Anonymous visitors' formats (CC-6.04).
      allowedFormats: anonymousAllowedFormats,
    },
    compressionSettingsFromSimple,
  );

  return (
    <>
      <SubBar collapsed={fileCount > 0}>
        <CompressorBar activeOption={option} />
      </SubBar>
      <PageMain>
        <PageHeading title={title} subtitle={description} />
        <CreditPromptSlot />
        <UploadSection
          key={screenKey}
          controller={controller}
          presetLabel={presetLabel}
          renderFileControls={compressorControlsRenderer(presetLabel)}
          renderImportPicker={renderImportPicker}
        />
      </PageMain>
    </>
  );
}
