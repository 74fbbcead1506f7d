import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { MapPoint } from '../map-point.ts';

export interface LeafletMapProps {
  center: MapPoint;
  pin: MapPoint | null;
  /** An XYZ template; without one the map has no pictures but still takes clicks. */
  tileUrl: string | null;
  attribution: string | null;
  label: string;
  /** The zoom buttons' names in the page's language (Leaflet's own are English). */
  zoomLabels: { zoomIn: string; zoomOut: string };
  onPick: (latitude: number, longitude: number) => void;
}

/** Leaflet's own marker is a PNG bundlers lose; an inline SVG in the brand colour needs no file. */
const PIN_ICON = L.divIcon({
  className: 'souk-map-pin',
  html: '<svg viewBox="0 0 24 32" width="32" height="40" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="var(--color-primary, #e4572e)"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [32, 40],
  iconAnchor: [16, 40],
});

const ZOOM = 16;

/** Loaded only with the address form (never part of a page's first JavaScript). */
export default function LeafletMap({
  center,
  pin,
  tileUrl,
  attribution,
  label,
  zoomLabels,
  onPick,
}: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  // The map opens on the first centre; later moves go through the pin effect below.
  const firstCenter = useRef(center);
  const { zoomIn, zoomOut } = zoomLabels;
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const { latitude, longitude } = firstCenter.current;
    const view = L.map(container, { attributionControl: false, zoomControl: false }).setView(
      [latitude, longitude],
      ZOOM,
    );
    // Without Leaflet's own "Leaflet" link: a link told apart from its text by colour alone
    // fails WCAG 1.4.1, and the tiles' attribution is what the map owes its sources.
    if (tileUrl) L.control.attribution({ prefix: false }).addTo(view);
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(view);
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: attribution ?? '' }).addTo(view);
    view.on('click', (event: L.LeafletMouseEvent) => {
      pick.current(event.latlng.lat, event.latlng.lng);
    });
    map.current = view;
    return () => {
      view.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution, zoomIn, zoomOut]);

  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    const view = map.current;
    if (!view) return;
    if (latitude === undefined || longitude === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setLatLng([latitude, longitude]);
    else
      marker.current = L.marker([latitude, longitude], { icon: PIN_ICON, keyboard: false }).addTo(
        view,
      );
    view.panTo([latitude, longitude]);
  }, [latitude, longitude]);

  return (
    <div
      ref={element}
      // Leaflet positions tiles with left/top: an RTL page must not mirror them.
      dir="ltr"
      role="application"
      aria-label={label}
      data-testid="address-map"
      // The attribution's links sit in a line of text: underlined, not told apart by colour only.
      className="h-64 w-full overflow-hidden rounded-2xl border border-line bg-canvas [&_.leaflet-control-attribution_a]:underline"
    />
  );
}
