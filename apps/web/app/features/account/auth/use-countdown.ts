import { useEffect, useState } from 'react';
import { secondsUntil } from './pending-code.ts';

/** Seconds left until `resendAt`, ticking once a second, 0 when it has passed. */
export function useCountdown(resendAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (resendAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);
  return resendAt === null ? 0 : secondsUntil(resendAt, now);
}
