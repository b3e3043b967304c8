import { lazy, Suspense, type CSSProperties } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * sonner's rich text colours reach 3.1–4.4 : 1 on their pale backgrounds; these darker ones of the same
 * hues pass WCAG AA (4.5 : 1) for the toasts' small text: 6.0, 5.7, 6.1 and 5.8 : 1.
 */
const READABLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

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
        style={READABLE_COLOURS}
      />
    </Suspense>
  );
}
