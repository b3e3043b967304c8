import type { ReactNode } from 'react';

/** The id the skip link jumps to. */
export const MAIN_CONTENT_ID = 'main-content';

/** The page's single <main> landmark; focusable so the skip link moves keyboard focus into it. */
export function PageMain({ children }: { readonly children: ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 outline-none sm:px-6 sm:py-14"
    >
      {children}
    </main>
  );
}
