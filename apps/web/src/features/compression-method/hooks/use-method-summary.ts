import type { SimpleCompression } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';

/** The picker button's text: the method, and its target when it has one ("Target size (MB) · 10 MB"). */
export function useMethodSummary(value: SimpleCompression): string {
  const { t } = useTranslation(['pickers', 'settings']);
  const method = t(`settings:options.methods.${value.method}`);
  const detail = (() => {
    const v = value.target;
    switch (value.method) {
      case 'size_targeted_mb':
        return v === undefined ? undefined : t('method.summary.size', { value: v });
      case 'size_targeted_percentage':
        return v === undefined ? undefined : t('method.summary.percent', { value: v });
      case 'quality_targeted':
        return v === undefined ? undefined : t('method.summary.quality', { value: v });
      case 'bitrate_targeted':
        return v === undefined ? undefined : t('method.summary.bitrate', { value: v });
      case 'resolution_targeted': {
        const { resolutionWidth: width, resolutionHeight: height } = value;
        if (value.resolutionMethod === 'width') return t('method.summary.width', { width });
        if (value.resolutionMethod === 'height') return t('method.summary.height', { height });
        if (value.resolutionMethod === 'width-height') return t('method.summary.both', { width, height });
        return t('method.summary.preset', { preset: value.resolutionPreset ?? '1080p' });
      }
      case 'auto':
        return undefined;
    }
  })();
  return detail === undefined ? method : `${method} · ${detail}`;
}
