import type { CourierPoint } from '@souk/core';

/** What the order map draws; its own file so the lazily loaded Leaflet part can share it. */
export interface OrderMapProps {
  vendor: CourierPoint | null;
  /** A delivery's address; null for a takeaway. */
  destination: CourierPoint | null;
  courier: CourierPoint | null;
  tileUrl: string | null;
  attribution: string | null;
  labels: {
    map: string;
    vendor: string;
    destination: string;
    courier: string;
    zoomIn: string;
    zoomOut: string;
  };
}
