import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SubtitleFileInputProps {
  readonly a11y: {
    readonly id: string;
    readonly 'aria-describedby'?: string;
    readonly 'aria-invalid'?: boolean;
  };
  /** The uploaded subtitle's server file id (D27), when there is one. */
  readonly value: string | undefined;
  /**
   * Uploads the chosen file and answers its server file id; absent where the page cannot upload. A
   * rejection's Error message, when it has one, is shown as the reason.
   */
  readonly upload?: (file: File) => Promise<string>;
  readonly onChange: (fileId: string | undefined) => void;
}

type State =
  | { readonly phase: 'idle' }
  | { readonly phase: 'uploading' }
  | { readonly phase: 'done'; readonly name: string }
  /** `reason`: the uploader's words (the server's refusal), when it gave some. */
  | { readonly phase: 'failed'; readonly reason?: string };

/** add_subtitle "upload": a subtitle file (srt, ass, vtt) sent through the page's uploader. */
export function SubtitleFileInput({ a11y, value, upload, onChange }: SubtitleFileInputProps) {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<State>({ phase: 'idle' });
  if (!upload) return <p className="text-sm text-slate-600">{t('subtitleFile.unavailable')}</p>;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ phase: 'uploading' });
    try {
      onChange(await upload(file));
      setState({ phase: 'done', name: file.name });
    } catch (error) {
      onChange(undefined);
      const reason = error instanceof Error && error.message !== '' ? error.message : undefined;
      setState(reason === undefined ? { phase: 'failed' } : { phase: 'failed', reason });
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <input
        {...a11y}
        type="file"
        accept=".srt,.ass,.ssa,.vtt"
        disabled={state.phase === 'uploading'}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="text-sm text-slate-700 file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {state.phase === 'uploading' && t('subtitleFile.uploading')}
        {state.phase === 'done' && value !== undefined && t('subtitleFile.uploaded', { name: state.name })}
        {state.phase === 'failed' && (
          <span className="text-red-700">
            {state.reason === undefined
              ? t('subtitleFile.failed')
              : t('subtitleFile.failedWith', { reason: state.reason })}
          </span>
        )}
      </p>
    </div>
  );
}
