import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

interface AppToasterProps {
  readonly dir: 'ltr' | 'rtl';
  /** The landmark's accessible name ("Notifications"). */
  readonly label: string;
}

/**
 * The one place toasts appear (sonner: a polite live region, so screen readers hear them). Loaded
 * after the first paint; rich colours keep error red and warning amber; the close button makes every
 * toast dismissible by keyboard.
 */
export function AppToaster({ dir, label }: AppToasterProps) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        dir={dir}
        position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
        richColors
        closeButton
        containerAriaLabel={label}
      />
    </Suspense>
  );
}
