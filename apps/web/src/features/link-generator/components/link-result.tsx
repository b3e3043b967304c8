import { QR_SIZE_PX, qrFileName } from '@mediaforge/shared';
import { Check, Copy, Download, ExternalLink, RotateCcw } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';
import { useQrCode } from '../hooks/use-qr-code';
import { saveBlobAs } from '../../../lib/save-blob';
import { dataUrlToBlob } from '../qr-image';

export interface GeneratedLink {
  readonly link: string;
  /** The number's digits, for the QR file's name (whatsapp-qr-{digits}.png). */
  readonly digits: string;
}

interface LinkResultProps {
  readonly result: GeneratedLink;
  readonly onReset: () => void;
  /** The heading, which takes focus when the result replaces the form. */
  readonly headingRef: Ref<HTMLHeadingElement>;
}

const LINK_BUTTON =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';

/** The result screen (DL §2): the link in a box, Copy Link, Go to Link, the QR code, Download QR, Reset Form. */
export function LinkResult({ result, onReset, headingRef }: LinkResultProps) {
  const { t } = useTranslation('link-generator');
  const titleId = useId();
  const [copied, markCopied] = useCopyFeedback();
  const qr = useQrCode(result.link);

  const copy = async () => {
    try {
      // Rejected without permission or outside a secure context (no clipboard object at all).
      await navigator.clipboard.writeText(result.link);
      markCopied();
      showToast('success', t('toasts.copiedTitle', { label: t('result.linkLabel') }), {
        description: t('toasts.copiedText'),
      });
    } catch {
      showToast('error', t('toasts.copyFailedTitle'), { description: t('toasts.copyFailedText') });
    }
  };

  const downloadQr = async () => {
    try {
      saveBlobAs(dataUrlToBlob(await qr.png()), qrFileName(result.digits));
      showToast('success', t('toasts.qrSavedTitle'), { description: t('toasts.qrSavedText') });
    } catch {
      showToast('error', t('toasts.qrFailedTitle'), { description: t('toasts.qrFailedText') });
    }
  };

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        {t('result.title')}
      </h2>
      <p className="mt-4 text-sm font-medium text-slate-700">{t('result.linkLabel')}</p>
      <p
        dir="ltr"
        data-testid="generated-link"
        className="mt-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
      >
        {result.link}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('result.copied') : t('result.copy')}
        </Button>
        <a href={result.link} target="_blank" rel="noopener noreferrer" className={LINK_BUTTON}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('result.open')}
          <span className="sr-only">{t('result.newTab')}</span>
        </a>
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-700">{t('result.qrTitle')}</h3>
      <div className="mt-2 flex flex-col items-start gap-3">
        {qr.dataUrl !== undefined ? (
          <img
            src={qr.dataUrl}
            alt={t('result.qrAlt')}
            width={QR_SIZE_PX}
            height={QR_SIZE_PX}
            data-testid="qr-image"
            className="max-w-full rounded-lg border border-slate-200"
          />
        ) : (
          <div
            className="flex max-w-full items-center justify-center rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600"
            style={{ width: QR_SIZE_PX, height: QR_SIZE_PX }}
          >
            {qr.failed ? t('result.qrFailed') : null}
          </div>
        )}
        <Button onClick={() => void downloadQr()}>
          <Download aria-hidden="true" className="size-4" />
          {t('result.downloadQr')}
        </Button>
      </div>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <Button variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('result.resetForm')}
        </Button>
      </div>
    </section>
  );
}
