import type { ReactNode } from 'react';

interface PageHeadingProps {
  readonly title: string;
  readonly subtitle?: string;
  readonly children?: ReactNode;
}

/**
 * The page's one <h1> with an optional subtitle line. Focusable from script only: after a route or
 * language change focus lands here, so the new page says its name (components/ui/use-page-focus.ts).
 */
export function PageHeading({ title, subtitle, children }: PageHeadingProps) {
  return (
    <div className="max-w-3xl">
      <h1
        tabIndex={-1}
        data-page-heading=""
        className="text-3xl font-semibold tracking-tight text-balance text-slate-900 outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {subtitle !== undefined && <p className="mt-3 text-lg text-pretty text-slate-600">{subtitle}</p>}
      {children}
    </div>
  );
}
