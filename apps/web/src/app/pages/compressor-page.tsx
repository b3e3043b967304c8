import { compressorCategoryOf, type CompressorOption } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { SubBar } from '../../components/ui/sub-bar';
import { CompressorBar } from '../../features/compressor-bar/components/compressor-bar';
import { UploadSection } from '../../features/upload/components/upload-section';
import { parseCompressorOption } from '../../lib/tool-routes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';

/** /compressor and /compressor/{option} for the 30 options; anything else is not found. */
export function CompressorPage() {
  const { option: segment } = useParams();
  const option = segment === undefined ? undefined : parseCompressorOption(segment);
  if (segment !== undefined && option === undefined) return <NotFoundPage />;
  return <CompressorScreen option={option} />;
}

function CompressorScreen({ option }: { readonly option: CompressorOption | undefined }) {
  const { t } = useTranslation('compressor');
  const optionLabel = option === undefined ? '' : t(`options.${option}`);
  const title =
    option === undefined
      ? t('title')
      : t(`categories.${compressorCategoryOf(option).id}.heading`, { option: optionLabel });
  const description =
    option === undefined ? t('description') : t('optionDescription', { option: optionLabel });
  useDocumentTitle(title);

  return (
    <>
      <SubBar>
        <CompressorBar activeOption={option} />
      </SubBar>
      <PageMain>
        <PageHeading title={title} subtitle={description} />
        <UploadSection mode="compression" />
      </PageMain>
    </>
  );
}
