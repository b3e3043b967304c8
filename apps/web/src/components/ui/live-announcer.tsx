import { useEffect, useState } from 'react';

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/**
 * Says a short message through the page's one polite live region (<LiveAnnouncer> in the root layout):
 * "clip.mov removed", "2 files added". Changes a screen reader cannot see otherwise.
 */
export function announce(message: string): void {
  for (const listener of listeners) listener(message);
}

/** The live region behind announce(); rendered once, by the root layout. */
export function LiveAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener: Listener = (next) => {
      // Emptied first, so the same words said twice in a row are heard twice.
      setMessage('');
      clearTimeout(timer);
      timer = setTimeout(() => setMessage(next), 50);
    };
    listeners.add(listener);
    return () => {
      clearTimeout(timer);
      listeners.delete(listener);
    };
  }, []);
  return (
    <p role="status" aria-live="polite" data-live-announcer="" className="sr-only">
      {message}
    </p>
  );
}
