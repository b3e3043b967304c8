import { MESSAGE_TEXTAREA_ROWS, WHATSAPP_MESSAGE_MAX_CHARS } from '@mediaforge/shared';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { insertAtCaret } from '../message-caret';
import { EmojiPicker } from './emoji-picker';
import { TemplatePicker } from './template-picker';

interface MessageFieldProps {
  readonly value: string;
  readonly onChange: (message: string) => void;
}

/** The message (DL §2, §5: free text, 4 rows) with the template and emoji pickers under it. */
export function MessageField({ value, onChange }: MessageFieldProps) {
  const { t } = useTranslation('link-generator');
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The caret as the textarea last had it: kept here because a textarea that has lost focus to the
  // picker does not keep a dependable selection once React rewrites its value.
  const caret = useRef<{ start: number; end: number } | undefined>(undefined);
  const remember = () => {
    const field = textarea.current;
    if (field !== null) caret.current = { start: field.selectionStart, end: field.selectionEnd };
  };

  useLayoutEffect(() => {
    const field = textarea.current;
    if (caret.current === undefined || field === null || document.activeElement === field) return;
    // Back in the field (the picker closed), typing goes on after the last insert.
    field.setSelectionRange(caret.current.start, caret.current.end);
  }, [value]);

  const insert = (emoji: string) => {
    const at = caret.current;
    const next = insertAtCaret(value, at?.start ?? null, at?.end ?? null, emoji);
    caret.current = { start: next.caret, end: next.caret };
    onChange(next.text);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('form.messageLabel')}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {t('form.messageHint')}
      </p>
      <textarea
        ref={textarea}
        id={id}
        rows={MESSAGE_TEXTAREA_ROWS}
        // The server's bound (a longer text would not fit in a QR code either).
        maxLength={WHATSAPP_MESSAGE_MAX_CHARS}
        dir="auto"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={remember}
        onSelect={remember}
        className="mt-2 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 sm:text-sm"
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <TemplatePicker onPick={onChange} />
        <EmojiPicker onInsert={insert} />
      </div>
    </div>
  );
}
