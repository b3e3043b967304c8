import type { PlatformId } from '@mediaforge/shared';
import { useEffect, useMemo } from 'react';
import { DownloaderForm } from '../../features/downloader-form/components/downloader-form';
import { useFormSession } from '../../features/downloader-form/hooks/use-form-session';
import { sessionKeyOf, toolShapeOf } from '../../features/downloader-form/tool-shape';
import { useEnabledPlatformIds } from '../../features/downloader-bar/hooks/use-visible-platforms';
import { subToolOf, type DownloaderTool as Tool } from '../../lib/tool-routes';
import { downloaderInput, downloaderSessions } from '../downloader-sessions';
import { renderFailureView, renderResultView } from '../result-views';
import { DownloaderCreditSlot } from './downloader-credit-slot';
import { renderCaptchaStep, renderPhoneField } from './downloader-lazy-parts';

/**
 * One downloader tool: the tab's form (kept while the app runs, app/downloader-sessions.ts), its captcha
 * step and phone field, the result list and the credit prompts. Entering it from another tab applies
 * DL §4's switching rule to the state it finds.
 */
export function DownloaderToolScreen({ tool }: { readonly tool: Tool }) {
  const toolType = subToolOf(tool)?.toolType;
  const shape = useMemo(() => toolShapeOf(tool.platform, toolType), [tool.platform, toolType]);
  const sessions = downloaderSessions();
  const session = sessions.sessionFor(shape);
  useEffect(() => sessions.enter(shape), [sessions, shape]);
  // A failed analysis (not a refused input) may have a platform's own card under the form (DR §2.9).
  const { error } = useFormSession(session);
  const analysisFailed = error !== undefined && !('key' in error && error.key.startsWith('validation.'));
  // Renders again when the server's platform list arrives (the detected-platform line follows it).
  const enabled = useEnabledPlatformIds();
  const input = useMemo(
    () => ({
      isEnabled: (platform: PlatformId) => enabled?.has(platform) ?? true,
      testPlatformOf: downloaderInput.testPlatformOf,
    }),
    [enabled],
  );

  return (
    <>
      <DownloaderCreditSlot />
      <DownloaderForm
        key={sessionKeyOf(shape)}
        session={session}
        input={input}
        renderCaptcha={renderCaptchaStep}
        renderPhoneInput={renderPhoneField}
        renderResult={(state) =>
          state.videoInfo === undefined
            ? null
            : renderResultView({
                info: state.videoInfo,
                toolType: shape.toolType,
                downloadType: state.downloadType,
                download: state.download,
                isDownloading: state.isDownloading,
                onDownload: (quality) => void session.download(quality),
                onStartOver: () => session.reset(),
              })
        }
      />
      {analysisFailed && renderFailureView(tool.platform, error)}
    </>
  );
}
