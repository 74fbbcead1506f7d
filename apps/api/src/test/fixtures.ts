import type { Db } from '#api/db/client.ts';
import type { LatLng } from '#api/db/schema/index.ts';
import * as factories from '#api/seed/factories.ts';

export { insertPartner } from '#api/seed/factories.ts';

type LocalityInput = Parameters<typeof factories.insertLocality>[1];

/** A locality around `center`, with the factory's default delivery zone (10 km) around it. */
export function insertLocality(db: Db, input: LocalityInput & { center: LatLng }) {
  const { center, ...rest } = input;
  return factories.insertLocality(db, {
    centerLatitude: center[0],
    centerLongitude: center[1],
    ...rest,
  });
}
