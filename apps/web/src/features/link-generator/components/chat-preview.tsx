import { formatPhoneNational } from '@mediaforge/shared';
import { CheckCheck, Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ChatPreviewProps {
  readonly dialCode: string;
  /** The phone field's value (national digits). */
  readonly phone: string;
  readonly message: string;
}

/**
 * The live chat card (DL §2): a business name placeholder, the number in the display format of §5, a
 * status line, and the message as the visitor's bubble, or a placeholder while it is blank.
 */
export function ChatPreview({ dialCode, phone, message }: ChatPreviewProps) {
  const { t } = useTranslation('link-generator');
  const titleId = useId();
  // The number as it will be dialled: a national leading zero is not part of it (DL §5).
  const national = formatPhoneNational(dialCode, phone.replace(/\D/g, '').replace(/^0+/, ''));
  const blank = message.trim() === '';
  return (
    <section aria-labelledby={titleId} className="lg:sticky lg:top-6">
      <h2 id={titleId} className="text-sm font-semibold text-slate-700">
        {t('preview.title')}
      </h2>
      <div
        className="mt-2 overflow-hidden rounded-2xl border border-slate-200 shadow-sm"
        data-testid="chat-preview"
      >
        <div className="flex items-center gap-3 bg-emerald-700 px-4 py-3 text-white">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
            <Store aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{t('preview.businessName')}</p>
            <p className="truncate text-sm text-emerald-50" dir="ltr" data-testid="preview-number">
              {national === '' ? <span dir="auto">{t('preview.noNumber')}</span> : `${dialCode} ${national}`}
            </p>
            <p className="text-xs text-emerald-100">{t('preview.status')}</p>
          </div>
        </div>
        <div className="min-h-40 bg-[#efeae2] px-4 py-5">
          {blank ? (
            <p className="text-center text-sm text-slate-700 italic" data-testid="preview-placeholder">
              {t('preview.placeholder')}
            </p>
          ) : (
            <div
              className="ms-auto w-fit max-w-[85%] rounded-xl rounded-se-sm bg-[#d9fdd3] px-3 py-2 text-sm text-slate-900 shadow-sm"
              data-testid="preview-bubble"
            >
              <p dir="auto" className="break-words whitespace-pre-wrap">
                {message}
              </p>
              <CheckCheck aria-hidden="true" className="ms-auto mt-1 size-4 text-sky-600" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
