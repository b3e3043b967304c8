import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys with which a closed select browses its options, changing its value without a choice. */
const BROWSE_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export interface ChoiceSelectProps {
  readonly value: string;
  readonly onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  readonly onBlur: () => void;
}

/**
 * Props for a native <select> whose choice navigates (the language switch, the converter's formats;
 * D72). A closed select changes its value on a bare arrow key; that value is only browsed: Enter
 * chooses it, leaving the select drops it. A choice in the opened list, by pointer or keyboard, is
 * chosen at once: it does not arrive inside an arrow key's own default action, which is how the two
 * are told apart.
 */
export function useChoiceSelect(value: string, choose: (value: string) => void): ChoiceSelectProps {
  const [browsed, setBrowsed] = useState<string>();
  const browsing = useRef(false);
  const commit = (next: string) => {
    setBrowsed(undefined);
    if (next !== value) choose(next);
  };
  return {
    value: browsed ?? value,
    onKeyDown: (event) => {
      browsing.current = BROWSE_KEYS.has(event.key) && !event.altKey;
      // A closed select's change comes within this key's default action, before any timer runs.
      setTimeout(() => {
        browsing.current = false;
      }, 0);
      if (event.key === 'Enter' && browsed !== undefined) {
        event.preventDefault();
        commit(browsed);
      }
    },
    onChange: (event) => {
      if (browsing.current) setBrowsed(event.target.value);
      else commit(event.target.value);
    },
    onBlur: () => setBrowsed(undefined),
  };
}
