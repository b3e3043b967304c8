import {
  CODEC_LABELS,
  codecInfoFor,
  formatLabel,
  normaliseSettings,
  settingsOnlyChangeContainer,
} from '@mediaforge/shared';
import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SettingsValues } from '../field-types';

/**
 * The lossless fast path (D60), as far as the settings decide it: when they change nothing but the
 * container, the server copies the streams if the file's own video and audio fit the format (it decides
 * from its probe of the file; the modal does not know the pixel format). Announced politely, so a
 * screen reader hears it appear or go as settings change.
 */
export function StreamCopyNote({
  format,
  values,
}: {
  readonly format: string;
  readonly values: SettingsValues;
}) {
  const { t } = useTranslation('settings');
  const parsed = normaliseSettings(format, values);
  const copies = parsed.kind === 'video' && settingsOnlyChangeContainer(format, parsed.settings);
  // A codec picked other than the format's default is copied only from a file already in it.
  const codec = parsed.kind === 'video' ? parsed.settings.video_codec : undefined;
  const named = codec !== undefined && codec !== 'copy' && codec !== codecInfoFor(format).defaultCodec;
  return (
    <div role="status" aria-live="polite" data-testid="stream-copy-note">
      {copies && (
        <p className="flex items-start gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
          <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {named
              ? t('streamCopy.noteCodec', { format: formatLabel(format), codec: CODEC_LABELS[codec] })
              : t('streamCopy.note', { format: formatLabel(format) })}
          </span>
        </p>
      )}
    </div>
  );
}
