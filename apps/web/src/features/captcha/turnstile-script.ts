/** The part of Cloudflare Turnstile's explicit-rendering API the widget uses. */
export interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Cloudflare's documented script URL for explicit rendering. */
const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** CC §9 "Script loading times out after 10 s" (the drives' rule, applied to this script as well). */
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<TurnstileApi> | undefined;

/** Loads the script once; a failure is forgotten so a later widget tries again. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile !== undefined) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('Turnstile timed out')), LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.turnstile === undefined) reject(new Error('Turnstile did not load'));
      else resolve(window.turnstile);
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      reject(new Error('Turnstile did not load'));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
