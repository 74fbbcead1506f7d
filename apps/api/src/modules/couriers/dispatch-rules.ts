/**
 * Which orders dispatch looks after and which belong to a courier's day, from the order status
 * rules: a delivery needs a courier once its vendor has accepted it and until it leaves the
 * kitchen; takeaway orders never do (they go READY, then COMPLETED at the counter).
 */
import type { OrderStatus } from '@souk/core';

/** A delivery in these statuses without a courier is offered to one. */
export const DISPATCHABLE_STATUSES = ['APPROVED', 'PREPARING'] as const satisfies OrderStatus[];

/** A courier holding an order in these statuses is busy and is offered nothing else. */
export const CARRIED_STATUSES = [
  'APPROVED',
  'PREPARING',
  'ON_DELIVERY',
  'ARRIVED',
] as const satisfies OrderStatus[];

const EARTH_RADIUS_M = 6_371_000;

/**
 * Great-circle metres between two points, as SQL: dispatch sorts couriers by it inside the
 * query that locks them. Straight-line distance is a fair proxy in a city; no road router needed.
 */
export const haversineSql = (lat1: string, lng1: string, lat2: string, lng2: string) =>
  `(2 * ${EARTH_RADIUS_M} * asin(sqrt(` +
  `power(sin(radians(${lat2} - ${lat1}) / 2), 2) + ` +
  `cos(radians(${lat1})) * cos(radians(${lat2})) * ` +
  `power(sin(radians(${lng2} - ${lng1}) / 2), 2))))`;
