import { subToolsOf } from '@mediaforge/shared';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PillLink } from '../../../components/ui/pill-link';
import { downloaderPath, type DownloaderTool } from '../../../lib/tool-routes';
import { useLocalePath } from '../../../lib/use-locale-path';
import { useVisiblePlatforms, type BarPlatform } from '../hooks/use-visible-platforms';

interface DownloaderBarProps {
  /** The platform and tool of the current route, if any. */
  readonly active: DownloaderTool | undefined;
}

/** Server-enabled platforms in bar order, and the active platform's tools below (spec: DL §2). */
export function DownloaderBar({ active }: DownloaderBarProps) {
  const { t } = useTranslation('downloader');
  const { to } = useLocalePath();
  const platforms = useVisiblePlatforms();
  const activePlatform = platforms.find((platform) => platform.id === active?.platform);

  return (
    <>
      <nav aria-label={t('barLabel')}>
        <ul className="flex flex-wrap gap-2">
          {platforms.map((platform) => {
            const isActive = platform.id === active?.platform;
            return (
              <li key={platform.id}>
                <PillLink
                  to={to(downloaderPath(platform.id))}
                  active={isActive}
                  current={isActive ? (active.slug === '' ? 'page' : 'true') : undefined}
                >
                  {platform.name}
                  {platform.popular && <PopularMarker label={t('popular')} onDark={isActive} />}
                </PillLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {activePlatform !== undefined && active !== undefined && (
        <SubToolBar platform={activePlatform} activeSlug={active.slug} />
      )}
    </>
  );
}

function PopularMarker({ label, onDark }: { readonly label: string; readonly onDark: boolean }) {
  return (
    <>
      <Star
        aria-hidden="true"
        className={`size-3 fill-current ${onDark ? 'text-amber-300' : 'text-amber-500'}`}
      />
      <span className="sr-only"> {label}</span>
    </>
  );
}

function SubToolBar({
  platform,
  activeSlug,
}: {
  readonly platform: BarPlatform;
  readonly activeSlug: string;
}) {
  const { t } = useTranslation('downloader');
  const { to } = useLocalePath();
  const tools = subToolsOf(platform.id);
  if (tools.length === 0) return null;

  return (
    <nav aria-label={t('toolsLabel', { platform: platform.name })} className="border-t border-slate-100 pt-3">
      <ul className="flex flex-wrap gap-1.5">
        {tools.map((tool) => (
          <li key={tool.toolType}>
            <PillLink
              to={to(downloaderPath(platform.id, tool.slug))}
              size="sm"
              active={tool.slug === activeSlug}
              current={tool.slug === activeSlug ? 'page' : undefined}
            >
              {t(`tools.${platform.id}.${tool.toolType}.label`)}
            </PillLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
