import { useEffect, useRef } from 'react';

/** Spec 2 §2: the floating cart button "animates briefly when the cart total changes". */
export function useBump<T extends HTMLElement>(value: number) {
  const ref = useRef<T>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    ref.current?.animate(
      [{ transform: 'scale(1)' }, { transform: 'scale(1.12)' }, { transform: 'scale(1)' }],
      { duration: 350, easing: 'ease-out' },
    );
  }, [value]);
  return ref;
}
