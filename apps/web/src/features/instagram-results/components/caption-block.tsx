import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';

/**
 * A post's caption with its copy button (§2.6): the caption-copier tool says "Copy Instagram Caption"
 * then "Caption Copied Successfully!", every other tool "Copy caption" then "Caption copied!".
 */
export function CaptionBlock({ caption, tool }: { readonly caption: string; readonly tool: string }) {
  const { t } = useTranslation('media-results');
  const copier = tool === 'caption-copier';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('caption.heading')}
        </h3>
        <CopyButton
          text={caption}
          label={t('caption.label')}
          idleText={copier ? t('caption.copyInstagram') : t('caption.copy')}
          copiedText={copier ? t('caption.copiedInstagram') : t('caption.copied')}
        />
      </div>
      <p
        dir="auto"
        data-testid="instagram-caption"
        className="mt-2 text-sm whitespace-pre-line text-slate-800"
      >
        {caption}
      </p>
    </section>
  );
}
