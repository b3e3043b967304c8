import { abbreviateCount } from '@mediaforge/shared';
import { Check, Copy, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';
import type { SunoView } from '../suno-answer';
import { CoverPreview } from './cover-preview';

/**
 * DR §2.9's header: the cover (a playlist's; a song's is on its music card), the model version and
 * playlist badges, the author with avatar and handle, the counts, and a copy button for the link.
 */
export function SunoHeader({ view, headingId }: { readonly view: SunoView; readonly headingId: string }) {
  const { t } = useTranslation('platform-results');
  const [preview, setPreview] = useState(false);
  const [copied, markCopied] = useCopyFeedback();
  const playlist = view.kind === 'playlist';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(view.source);
      markCopied();
      showToast('success', t('common.copiedTitle', { label: t('suno.linkLabel') }), {
        description: t('common.copiedText'),
      });
    } catch {
      showToast('error', t('common.copyFailedTitle'), { description: t('common.copyFailedText') });
    }
  };

  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {playlist && view.cover !== null && (
        <button
          type="button"
          data-cover-preview
          aria-label={t('suno.previewCover')}
          onClick={() => setPreview(true)}
          className="size-28 shrink-0 self-start overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <img src={view.cover} alt="" className="size-full object-cover" />
        </button>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          {playlist && (
            <span data-badge="playlist" className="rounded bg-fuchsia-100 px-2 py-0.5 text-fuchsia-900">
              {t('suno.playlistBadge')}
            </span>
          )}
          {view.modelVersion !== null && (
            <span data-badge="model" className="rounded bg-slate-200 px-2 py-0.5 text-slate-800">
              {t('suno.modelBadge', { version: view.modelVersion })}
            </span>
          )}
        </p>
        <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
          {view.title}
        </h2>
        {view.author !== null && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            {view.authorAvatar !== null ? (
              <img src={view.authorAvatar} alt="" className="size-7 rounded-full object-cover" />
            ) : (
              <UserRound aria-hidden="true" className="size-5 text-slate-500" />
            )}
            <span data-author>{view.author}</span>
            {view.authorHandle !== null && (
              <span data-handle className="text-slate-600" dir="ltr">
                @{view.authorHandle}
              </span>
            )}
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 text-sm text-slate-600">
          {playlist && <span>{t('suno.songCount', { count: view.songs.length })}</span>}
          {view.playCount !== null && (
            <span>{t('suno.plays', { plays: abbreviateCount(view.playCount) })}</span>
          )}
          {view.likeCount !== null && (
            <span>{t('suno.likes', { likes: abbreviateCount(view.likeCount) })}</span>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void copyLink()}
        className="inline-flex h-9 shrink-0 items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? t('suno.linkCopied') : t('suno.copyLink')}
      </button>
      {playlist && view.cover !== null && (
        <CoverPreview open={preview} onOpenChange={setPreview} src={view.cover} title={view.title} />
      )}
    </header>
  );
}
