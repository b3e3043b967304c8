import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

/**
 * The strip under the tab bar that holds the active tool's bar (converter, compressor, platforms).
 * `collapsed` folds it to zero height while a converter/compressor screen lists files (CC-2.17); inert
 * and invisible keep its hidden links out of the tab order and the accessibility tree.
 */
export function SubBar({
  children,
  collapsed = false,
}: {
  readonly children: ReactNode;
  readonly collapsed?: boolean;
}) {
  return (
    <div
      className={cx('bg-white', collapsed ? 'invisible h-0 overflow-hidden' : 'border-b border-slate-200')}
      inert={collapsed}
      data-collapsed={collapsed ? '' : undefined}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-4 sm:px-6">{children}</div>
    </div>
  );
}
