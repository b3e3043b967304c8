import type { ReactNode } from 'react';

/** The strip under the tab bar that holds the active tool's bar (converter, compressor, platforms). */
export function SubBar({ children }: { readonly children: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-4 sm:px-6">{children}</div>
    </div>
  );
}
