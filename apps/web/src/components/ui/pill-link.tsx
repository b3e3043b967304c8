import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/class-names';

interface PillLinkProps {
  readonly to: string;
  /** Drawn as selected. */
  readonly active?: boolean;
  /** 'page' when the link is the current page, 'true' when it is the current page's parent. */
  readonly current?: 'page' | 'true';
  readonly size?: 'md' | 'sm';
  readonly children: ReactNode;
}

/** A rounded link used in the sub-bars (compressor options, platforms, platform tools). */
export function PillLink({ to, active = false, current, size = 'md', children }: PillLinkProps) {
  return (
    <Link
      to={to}
      aria-current={current}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border font-medium whitespace-nowrap transition-colors',
        size === 'md' ? 'px-3.5 py-1.5 text-sm' : 'px-3 py-1 text-xs',
        active
          ? 'border-indigo-600 bg-indigo-600 text-white shadow-sm'
          : 'border-slate-200 bg-white text-slate-700 hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-800',
      )}
    >
      {children}
    </Link>
  );
}
