import { platformById } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { SubBar } from '../../components/ui/sub-bar';
import { DownloaderBar } from '../../features/downloader-bar/components/downloader-bar';
import { usePlatformEnabled } from '../../features/downloader-bar/hooks/use-visible-platforms';
import { parseDownloaderTool, subToolOf, type DownloaderTool } from '../../lib/tool-routes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DownloaderToolScreen } from './downloader-tool';
import { LinkGeneratorSlot } from './link-generator-lazy';
import { NotFoundPage } from './not-found-page';

/** /downloader, /downloader/{platform} and the platform's sub-tools; anything else is not found. */
export function DownloaderPage() {
  const { platform, tool: toolSegment } = useParams();
  const tool = platform === undefined ? undefined : parseDownloaderTool(platform, toolSegment);
  if (platform !== undefined && tool === undefined) return <NotFoundPage />;
  return <DownloaderScreen tool={tool} />;
}

/** The link generator has a screen of its own (DL §2 "Link generator screen"); every other tool the form. */
const isLinkGenerator = (tool: DownloaderTool) =>
  tool.platform === 'whatsapp' && tool.slug === 'link-generator';

function DownloaderScreen({ tool }: { readonly tool: DownloaderTool | undefined }) {
  const { t } = useTranslation('downloader');
  const enabled = usePlatformEnabled(tool?.platform);
  let title = t('title');
  let description = t('description');
  if (tool !== undefined) {
    const platform = platformById(tool.platform).name;
    const subTool = subToolOf(tool);
    // Platforms with sub-tools word each tool's heading; the others share one heading.
    const prefix = subTool === undefined ? undefined : `tools.${tool.platform}.${subTool.toolType}`;
    title = prefix === undefined ? t('platformHeading', { platform }) : t(`${prefix}.heading`, { platform });
    description = prefix === undefined ? t('platformDescription', { platform }) : t(`${prefix}.description`);
    // A platform the operator switched off keeps its heading but offers nothing (DL-2.05).
    if (!enabled) description = t('platformDisabled', { platform });
  }
  useDocumentTitle(title);

  return (
    <>
      <SubBar>
        <DownloaderBar active={tool} />
      </SubBar>
      <PageMain>
        <PageHeading title={title} subtitle={description} />
        {enabled &&
          tool !== undefined &&
          (isLinkGenerator(tool) ? <LinkGeneratorSlot /> : <DownloaderToolScreen tool={tool} />)}
      </PageMain>
    </>
  );
}
