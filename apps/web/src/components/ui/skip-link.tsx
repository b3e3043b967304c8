import type { ReactNode } from 'react';

interface SkipLinkProps {
  readonly targetId: string;
  readonly children: ReactNode;
}

/** First focusable element on every page; visible only while focused (WCAG 2.4.1 bypass blocks). */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-indigo-700 focus:shadow-lg"
    >
      {children}
    </a>
  );
}
