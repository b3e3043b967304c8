/** Toast variants of the app (CC §8 "Toasts": error and warning, plus plain notes). */
export type ToastVariant = 'error' | 'warning' | 'success' | 'info';

export interface ToastAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface ToastOptions {
  readonly description?: string;
  readonly durationMs?: number;
  /** A toast with the same id replaces the one shown. */
  readonly id?: string;
  /** Up to two buttons (CC §8 "Error toast with actions"; DL-8.10 "Sign Up Free" and "Sign In"). */
  readonly actions?: readonly [ToastAction] | readonly [ToastAction, ToastAction];
}

export interface ToastEntry extends Omit<ToastOptions, 'id'> {
  readonly id: string;
  readonly variant: ToastVariant;
  readonly title: string;
  /** Bumped when a toast replaces one with the same id, so it is announced and timed afresh. */
  readonly version: number;
}

/** How long a toast without its own duration stays. */
export const DEFAULT_TOAST_MS = 5000;

type Listener = (toasts: readonly ToastEntry[]) => void;
let shown: readonly ToastEntry[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function publish(next: readonly ToastEntry[]): void {
  shown = next;
  for (const listener of listeners) listener(shown);
}

/** Shows a toast in the page's one <AppToaster>. */
export function showToast(variant: ToastVariant, title: string, options: ToastOptions = {}): void {
  counter += 1;
  const id = options.id ?? `toast-${String(counter)}`;
  const entry: ToastEntry = { ...options, id, variant, title, version: counter };
  publish([...shown.filter((toast) => toast.id !== id), entry]);
}

export function dismissToast(id: string): void {
  publish(shown.filter((toast) => toast.id !== id));
}

/** The toasts on screen now, then on every change; returns the unsubscribe. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(shown);
  return () => {
    listeners.delete(listener);
  };
}
