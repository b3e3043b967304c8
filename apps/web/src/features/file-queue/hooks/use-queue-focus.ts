import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { firstControl, handOffFocus } from '../../../components/ui/focus-handoff';
import type { QueuedFile } from '../queued-file';

/** What each row action leaves focus to (components/ui/focus-handoff.ts). */
export interface QueueFocus {
  /**
   * Rows were added (the drop zone that held focus goes): the first new row's format picker or method,
   * "n files added".
   */
  readonly added: (before: readonly QueuedFile[], after: readonly QueuedFile[]) => void;
  /** A row goes: the next row, else the previous one, else the add-files button or the drop zone. */
  readonly removed: (files: readonly QueuedFile[], id: string) => void;
  /** Start turns into "Converting…": the first running row's stop button once there. */
  readonly started: () => void;
  /** Stop, pause or resume replace themselves: the same row's next action (remove, resume, pause). */
  readonly replaced: (id: string, next: 'remove' | 'resume' | 'pause') => void;
}

/** The list's row-action focus hand-offs; `section` holds the rows, the footer and the drop zone. */
export function useQueueFocus(section: RefObject<HTMLElement | null>): QueueFocus {
  const { t } = useTranslation('queue');
  return useMemo(() => {
    const row = (id: string | undefined) =>
      id === undefined
        ? undefined
        : (section.current?.querySelector(`[data-row-key="${CSS.escape(id)}"]`) ?? undefined);
    const action = (id: string, name: string) => row(id)?.querySelector(`[data-row-action="${name}"]`);
    const addControl = () => section.current?.querySelector('[data-add-files] input');
    const from = () => document.activeElement;
    return {
      added(before, after) {
        const known = new Set(before.map((file) => file.id));
        const fresh = after.filter((file) => !known.has(file.id));
        if (fresh.length === 0) return;
        handOffFocus({
          from: from(),
          // The row's picker and settings (loaded on first use), else its first button.
          to: () => [firstControl(row(fresh[0]?.id)?.querySelector('[data-row-controls]'))],
          later: () => [firstControl(row(fresh[0]?.id))],
          message: t('announced.added', { count: fresh.length }),
        });
      },
      removed(files, id) {
        const index = files.findIndex((file) => file.id === id);
        const name = files[index]?.name ?? '';
        handOffFocus({
          from: from(),
          to: () => [
            firstControl(row(files[index + 1]?.id)),
            firstControl(row(files[index - 1]?.id)),
            addControl(),
            firstControl(section.current?.querySelector('[data-drop-zone]')),
          ],
          message: t('announced.removed', { name }),
        });
      },
      started() {
        handOffFocus({
          from: from(),
          to: () => [section.current?.querySelector('[data-row-action="stop"]')],
          timeoutMs: 15_000,
        });
      },
      replaced(id, next) {
        handOffFocus({ from: from(), to: () => [action(id, next), firstControl(row(id))] });
      },
    };
  }, [section, t]);
}
