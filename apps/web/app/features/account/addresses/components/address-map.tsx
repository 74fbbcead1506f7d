import { lazy, Suspense } from 'react';
import { useInBrowser } from '#app/lib/use-in-browser.ts';
import type { MapPoint } from '../map-point.ts';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

interface AddressMapProps {
  center: MapPoint;
  pin: MapPoint | null;
  tileUrl: string | null;
  attribution: string | null;
  label: string;
  zoomLabels: { zoomIn: string; zoomOut: string };
  onPick: (latitude: number, longitude: number) => void;
}

function MapPlaceholder() {
  return <div aria-hidden="true" className="h-64 w-full animate-pulse rounded-2xl bg-canvas" />;
}

/**
 * Leaflet touches `window` when imported: it loads in the browser only, after the form has
 * rendered, and never on the server.
 */
export function AddressMap(props: AddressMapProps) {
  if (!useInBrowser()) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
