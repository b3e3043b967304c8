import { AUDIO_INPUT_EXTENSIONS, VIDEO_INPUT_EXTENSIONS } from '@mediaforge/shared';
import { useId, type Ref } from 'react';
import { cx } from '../../../lib/class-names';
import type { UploadMode } from '../file-screening';

/** The file dialog's filter; the list is still checked on selection (drops and "all files" bypass it). */
function acceptFor(mode: UploadMode): string {
  const extensions =
    mode === 'conversion' ? [...VIDEO_INPUT_EXTENSIONS, ...AUDIO_INPUT_EXTENSIONS] : VIDEO_INPUT_EXTENSIONS;
  return [mode === 'conversion' ? 'video/*,audio/*' : 'video/*', ...extensions.map((ext) => `.${ext}`)].join(
    ',',
  );
}

interface FilePickerProps {
  readonly label: string;
  readonly mode: UploadMode;
  readonly onFiles: (files: File[]) => void;
  readonly variant?: 'primary' | 'secondary';
  /** The input itself, for another control that opens the same chooser (the import entries' "device"). */
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A real, labelled file input (multiple selection) drawn as a button; keyboard focus shows on the label. */
export function FilePicker({ label, mode, onFiles, variant = 'primary', inputRef }: FilePickerProps) {
  const id = useId();
  return (
    <span className="relative inline-flex">
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={acceptFor(mode)}
        className="peer sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again (to resume it) fires another change.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className={cx(
          'inline-flex cursor-pointer items-center rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600',
          variant === 'primary'
            ? 'bg-indigo-600 text-white hover:bg-indigo-700'
            : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        )}
      >
        {label}
      </label>
    </span>
  );
}
