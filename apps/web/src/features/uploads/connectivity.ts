/** The browser's online/offline notifications, injectable so the uploader runs without a window. */
export interface Connectivity {
  /** Calls `listener(true)` on `online` and `listener(false)` on `offline`; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export const browserConnectivity: Connectivity = {
  subscribe(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => {
      listener(true);
    };
    const offline = () => {
      listener(false);
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};
