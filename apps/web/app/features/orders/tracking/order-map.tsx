import { lazy, Suspense } from 'react';
import { useInBrowser } from '#app/lib/use-in-browser.ts';
import type { OrderMapProps } from './order-map-props.ts';

const OrderLeafletMap = lazy(() => import('./order-leaflet-map.tsx'));

function MapPlaceholder() {
  return <div aria-hidden="true" className="bg-canvas h-72 w-full animate-pulse rounded-2xl" />;
}

/**
 * The order on a map: the vendor, where it goes and the courier (issue 13 part 3). Leaflet
 * touches `window` when imported and weighs more than a page's first load may: it is fetched in
 * the browser only, by the order status page alone.
 */
export function OrderMap(props: OrderMapProps) {
  if (!useInBrowser()) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <OrderLeafletMap {...props} />
    </Suspense>
  );
}
