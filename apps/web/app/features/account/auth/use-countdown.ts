import { useEffect, useState } from 'react';
import { secondsUntil } from './pending-code.ts';

/** Seconds left until `resendAt`, ticking once a second, 0 when it has passed. */
export function useCountdown(resendAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (resendAt === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAt) window.clearInterval(timer);
    };
    // A new deadline is counted from now at once (the clock may have moved since the last tick).
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [resendAt]);
  return resendAt === null ? 0 : secondsUntil(resendAt, now);
}
