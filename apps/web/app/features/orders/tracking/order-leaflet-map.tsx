import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { CourierPoint } from '@souk/core';
import { useEffect, useRef } from 'react';
import { glidePoint } from './glide.ts';
import type { OrderMapProps } from './order-map-props.ts';

/** Inline SVG markers in the brand colours: Leaflet's own PNG markers get lost by bundlers. */
function icon(testId: string, svg: string, size: number, anchorY: number): L.DivIcon {
  return L.divIcon({
    className: 'souk-order-map-marker',
    html: `<span data-testid="${testId}" style="display:block">${svg}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, anchorY],
  });
}

const VENDOR_ICON = icon(
  'order-map-vendor',
  '<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true"><rect x="2" y="2" width="28" height="28" rx="8" fill="#1f2937"/><path d="M9 13h14l-1.5-4h-11zM10 14v9h12v-9M14 23v-5h4v5" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>',
  32,
  16,
);
const DESTINATION_ICON = icon(
  'order-map-destination',
  '<svg viewBox="0 0 24 32" width="32" height="40" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="var(--color-primary, #e4572e)"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  32,
  40,
);
const COURIER_ICON = icon(
  'order-map-courier',
  '<svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true"><circle cx="14" cy="14" r="12" fill="#2563eb" stroke="#fff" stroke-width="4"/></svg>',
  28,
  14,
);

const latLng = (point: CourierPoint): L.LatLngTuple => [point.latitude, point.longitude];
const pointOf = (position: L.LatLng): CourierPoint => ({
  latitude: position.lat,
  longitude: position.lng,
});

/** Loaded only by the order status page, in the browser (never in a page's first JavaScript). */
export default function OrderLeafletMap({
  vendor,
  destination,
  courier,
  tileUrl,
  attribution,
  labels,
}: OrderMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const courierMarker = useRef<L.Marker | null>(null);
  const glide = useRef<number | null>(null);
  const { zoomIn, zoomOut, vendor: vendorLabel, destination: destinationLabel } = labels;
  const vendorLat = vendor?.latitude;
  const vendorLng = vendor?.longitude;
  const destinationLat = destination?.latitude;
  const destinationLng = destination?.longitude;

  // The map, the vendor and the destination: they never move while the page is open.
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const view = L.map(container, {
      attributionControl: false,
      zoomControl: false,
      keyboard: false,
      scrollWheelZoom: false,
    });
    if (tileUrl) L.control.attribution({ prefix: false }).addTo(view);
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(view);
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: attribution ?? '' }).addTo(view);
    const points: L.LatLngTuple[] = [];
    if (vendorLat !== undefined && vendorLng !== undefined) {
      points.push([vendorLat, vendorLng]);
      L.marker([vendorLat, vendorLng], {
        icon: VENDOR_ICON,
        title: vendorLabel,
        keyboard: false,
        interactive: false,
      }).addTo(view);
    }
    if (destinationLat !== undefined && destinationLng !== undefined) {
      points.push([destinationLat, destinationLng]);
      L.marker([destinationLat, destinationLng], {
        icon: DESTINATION_ICON,
        title: destinationLabel,
        keyboard: false,
        interactive: false,
      }).addTo(view);
    }
    const [first] = points;
    if (points.length > 1) view.fitBounds(L.latLngBounds(points), { padding: [40, 40] });
    else if (first) view.setView(first, 15);
    map.current = view;
    return () => {
      if (glide.current !== null) cancelAnimationFrame(glide.current);
      view.remove();
      map.current = null;
      courierMarker.current = null;
    };
  }, [
    tileUrl,
    attribution,
    zoomIn,
    zoomOut,
    vendorLabel,
    destinationLabel,
    vendorLat,
    vendorLng,
    destinationLat,
    destinationLng,
  ]);

  // The courier: placed when first known, then glided to every new position.
  const courierLat = courier?.latitude;
  const courierLng = courier?.longitude;
  const courierLabel = labels.courier;
  useEffect(() => {
    const view = map.current;
    if (!view) return;
    if (glide.current !== null) cancelAnimationFrame(glide.current);
    glide.current = null;
    if (courierLat === undefined || courierLng === undefined) {
      courierMarker.current?.remove();
      courierMarker.current = null;
      return;
    }
    const target: CourierPoint = { latitude: courierLat, longitude: courierLng };
    const marker = courierMarker.current;
    if (!marker) {
      courierMarker.current = L.marker(latLng(target), {
        icon: COURIER_ICON,
        title: courierLabel,
        keyboard: false,
        interactive: false,
        zIndexOffset: 1000,
      }).addTo(view);
      view.panInside(latLng(target), { padding: [40, 40] });
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    view.panInside(latLng(target), { padding: [40, 40], animate: !reduced });
    if (reduced) {
      marker.setLatLng(latLng(target));
      return;
    }
    const from = pointOf(marker.getLatLng());
    let start: number | null = null;
    const step = (time: number) => {
      start ??= time;
      const point = glidePoint(from, target, time - start);
      marker.setLatLng(latLng(point));
      glide.current = point === target ? null : requestAnimationFrame(step);
    };
    glide.current = requestAnimationFrame(step);
  }, [courierLat, courierLng, courierLabel]);

  return (
    <div
      ref={element}
      // Leaflet positions tiles with left/top: an RTL page must not mirror them.
      dir="ltr"
      role="region"
      aria-label={labels.map}
      data-testid="order-map"
      data-courier={courierLat === undefined ? undefined : `${courierLat},${courierLng}`}
      className="border-line bg-canvas h-72 w-full overflow-hidden rounded-2xl border [&_.leaflet-control-attribution_a]:underline"
    />
  );
}
