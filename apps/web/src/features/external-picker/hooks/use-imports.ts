import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { jobSocket } from '../../../lib/job-socket';
import { getImportStatus, startImport } from '../api/start-import';
import { failureText } from '../drive-texts';
import { followImport } from '../import-follow';
import { runImports, type ImportedFile, type ImportItem, type ImportRun } from '../import-runner';
import type { BannerControls } from './use-banner';

export interface ImportControls {
  /** The average percent of the imports under way, or undefined when none runs. */
  readonly percent: number | undefined;
  readonly run: (items: readonly ImportItem[], service: string) => Promise<ImportRun>;
}

/**
 * Runs imports for the picker and tells how they went (CC §2 "Banners"): all done → the success
 * banner, after which the picker closes; any failed → the error banner naming how many (CC-2.50) and
 * the picker stays open. Imports go on when the picker is closed meanwhile; their failures are then the
 * 'Import Failed' toast (CC §8). Imported files join the list as they are (CC-4.03).
 */
export function useImports(
  open: boolean,
  banner: BannerControls,
  onImported: (files: readonly ImportedFile[]) => void,
): ImportControls {
  const { t } = useTranslation('external-picker');
  const [percent, setPercent] = useState<number>();
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const run = useCallback(
    async (items: readonly ImportItem[], service: string) => {
      const progress = new Map(items.map((item) => [item.key, 0]));
      setPercent(0);
      const report = () =>
        setPercent([...progress.values()].reduce((sum, p) => sum + p, 0) / Math.max(1, progress.size));
      const result = await runImports(
        items,
        {
          start: (item, signal) => startImport(item.source, item.body, signal),
          follow: (jobId, onProgress, signal) =>
            followImport(jobId, { feed: jobSocket, status: getImportStatus }, onProgress, signal),
          messageOf: (error) => failureText(error, service, t),
        },
        (key, p) => {
          progress.set(key, p);
          report();
        },
        new AbortController().signal,
      );
      setPercent(undefined);
      if (result.imported.length > 0) onImported(result.imported);
      const { failures } = result;
      if (failures.length === 0) {
        banner.show('success', t('banners.importSuccess', { count: result.imported.length }));
        return result;
      }
      const text =
        items.length === 1
          ? (failures[0]?.message ?? t('banners.importFailedText'))
          : t('banners.importFailures', { count: failures.length, total: items.length });
      if (openRef.current) banner.show('error', text, t('banners.importFailed'));
      else showToast('error', t('banners.importFailed'), { description: text });
      return result;
    },
    [banner, onImported, t],
  );
  return { percent, run };
}
