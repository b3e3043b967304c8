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

/**
 * Shows a toast. sonner is loaded on first use, so the first paint does not carry it; a toast raised
 * before the <AppToaster> has subscribed is replayed by sonner when it does.
 */
export function showToast(variant: ToastVariant, title: string, options: ToastOptions = {}): void {
  const [first, second] = options.actions ?? [];
  void import('sonner').then(({ toast }) => {
    toast[variant](title, {
      ...(options.description === undefined ? {} : { description: options.description }),
      ...(options.durationMs === undefined ? {} : { duration: options.durationMs }),
      ...(options.id === undefined ? {} : { id: options.id }),
      // sonner has one action and one cancel button; both dismiss the toast after their onClick.
      ...(first === undefined ? {} : { action: { label: first.label, onClick: first.onClick } }),
      ...(second === undefined ? {} : { cancel: { label: second.label, onClick: second.onClick } }),
    });
  });
}
