import type { TrackingLocation } from '@souk/contracts';
import { useEffect, useRef, useState } from 'react';
import type { CourierAppCalls } from './api/courier-app-calls.ts';

/** The courier app posts the device's position this often while it shares it. */
const POSITION_EVERY_MS = 4_000;

export type PositionSharing = 'off' | 'sharing' | 'denied';

/**
 * While `active` (online, or carrying a delivery), watches the browser's geolocation and posts
 * the latest fix every 4 s: dispatch needs it to find the nearest courier, and on a delivery it
 * moves the courier's dot on the customer's map.
 */
export function usePositionSharing(calls: CourierAppCalls | null, active: boolean) {
  const [sharing, setSharing] = useState<PositionSharing>('off');
  const [position, setPosition] = useState<TrackingLocation | null>(null);
  const latest = useRef<TrackingLocation | null>(null);

  useEffect(() => {
    if (!calls || !active || typeof navigator === 'undefined' || !navigator.geolocation) return;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const fix = { latitude: coords.latitude, longitude: coords.longitude };
        // The first fix goes out at once: an online courier is only offered work with a position.
        const first = latest.current === null;
        latest.current = fix;
        setPosition(fix);
        setSharing('sharing');
        if (first) void calls.report(fix).catch(() => undefined);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setSharing('denied');
      },
      { enableHighAccuracy: true, maximumAge: POSITION_EVERY_MS },
    );
    const timer = setInterval(() => {
      // A missed post is simply replaced by the next one 4 s later.
      if (latest.current) void calls.report(latest.current).catch(() => undefined);
    }, POSITION_EVERY_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      latest.current = null;
    };
  }, [calls, active]);

  // Not sharing now reads as off, whatever the last watch said.
  return { sharing: active ? sharing : 'off', position };
}
