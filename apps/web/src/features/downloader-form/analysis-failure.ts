import { normaliseToolType } from '@mediaforge/shared';
import { isApiError } from '../../lib/api-client';
import type { Notice } from '../../lib/downloader-notice';
import type { ToolShape } from './tool-shape';

/**
 * What a failed analysis says (downloader.md §8 "Analysis"): the server's words when it gave any; an
 * answer that is not an analysis reads as the spec's default ("The content might be private…"); no
 * answer at all is the call's fallback (WhatsApp, stories, or "Failed to get/analyze {kind}").
 */
export function analysisFailure(error: unknown, shape: ToolShape): Notice {
  if (isApiError(error) && error.serverMessage !== undefined) return { text: error.serverMessage };
  if (isApiError(error, 'parse') || isApiError(error, 'rejected')) {
    return { key: 'serverMessages.contentUnavailable' };
  }
  if (shape.call === 'whatsapp') return { key: 'analysis.whatsappFailed' };
  if (shape.call === 'instagram-story') return { key: 'analysis.storiesFailed' };
  return {
    key: shape.profileLookup ? 'analysis.failedToGet' : 'analysis.failedToAnalyze',
    kindOf: normaliseToolType(shape.toolType ?? ''),
    shortKind: true,
  };
}
