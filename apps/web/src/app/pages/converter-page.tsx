import { formatLabel } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { SubBar } from '../../components/ui/sub-bar';
import { ConverterBar } from '../../features/converter-bar/components/converter-bar';
import { UploadSection } from '../../features/file-queue/components/upload-section';
import { isSameFormat, parseConverterSlug, type ConverterSelection } from '../../lib/converter-route';
import { screenKeyFor } from '../../lib/screen-key';
import { anonymousAllowedFormats } from '../../lib/anonymous-session';
import { maxFileSize, maxFilesPerUpload, useVisitorLimits } from '../../lib/visitor-limits';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CreditPromptSlot } from './credit-prompt-slot';
import { renderConverterControls } from './file-controls-lazy';
import { renderImportPicker } from './import-picker-lazy';
import { NotFoundPage } from './not-found-page';
import { useScreenFileCount, useScreenQueues } from '../screen-queues-context';

/** /converter, /converter/{format}, /converter/{from}-to-{to}; other formats are not found. */
export function ConverterPage() {
  const { slug } = useParams();
  const selection = slug === undefined ? {} : parseConverterSlug(slug);
  return selection === undefined ? <NotFoundPage /> : <ConverterScreen selection={selection} />;
}

function ConverterScreen({ selection }: { readonly selection: ConverterSelection }) {
  const { t } = useTranslation('converter');
  const { pathname } = useLocation();
  const { from, to } = selection;
  const screenKey = screenKeyFor(pathname) ?? 'conversion:/converter';
  const queues = useScreenQueues();
  const fileCount = useScreenFileCount(screenKey);

  let title = t('title');
  let description = t('description');
  // The same format on both sides sets no pair (spec: CC-2.13), so the page keeps its general heading.
  if (from !== undefined && to !== undefined && !isSameFormat(selection)) {
    title = t('pairTitle', { from: formatLabel(from), to: formatLabel(to) });
    description = t('pairDescription', { from: formatLabel(from), to: formatLabel(to) });
  } else if (from === undefined && to !== undefined) {
    title = t('targetTitle', { to: formatLabel(to) });
    description = t('targetDescription', { to: formatLabel(to) });
  }
  useDocumentTitle(title);
  // Renders again when the server's limits arrive, so the upload area shows them.
  useVisitorLimits();

  const controller = queues.queueFor(screenKey, {
    mode: 'conversion',
    // The route's target, else MP4 (CC §3 outputFormat).
    defaultFormat: to ?? 'mp4',
    // The visitor's tier limits as the server is configured (CC-6.09); the server checks too.
    maxFilesPerUpload,
    maxFileSize,
    // Anonymous visitors' formats (CC-6.04).
    allowedFormats: anonymousAllowedFormats,
  });

  return (
    <>
      <SubBar collapsed={fileCount > 0}>
        <ConverterBar key={pathname} selection={selection} />
      </SubBar>
      <PageMain>
        <PageHeading title={title} subtitle={description} />
        <CreditPromptSlot />
        <UploadSection
          key={screenKey}
          controller={controller}
          renderFileControls={renderConverterControls}
          renderImportPicker={renderImportPicker}
        />
      </PageMain>
    </>
  );
}
