/** The default geocoder: the partner's own places, from the database, no network. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { localities, vendors } from '#api/db/schema/index.ts';
import { TtlCache } from '#api/lib/ttl-cache.ts';
import { Gazetteer } from './gazetteer.ts';
import type { GeocodeReverse, GeocodeSearch, Geocoder } from './geocoder.ts';

export class GazetteerGeocoder implements Geocoder {
  /** Places change when the seed or an operator changes them: a minute stale is fine. */
  private readonly indexes: TtlCache<Gazetteer>;

  constructor(
    private readonly db: Db,
    ttlMs = 60_000,
  ) {
    this.indexes = new TtlCache(ttlMs, 100);
  }

  async search(request: GeocodeSearch) {
    const gazetteer = await this.gazetteer(request.partnerId);
    return gazetteer.search(request);
  }

  async reverse(request: GeocodeReverse) {
    const gazetteer = await this.gazetteer(request.partnerId);
    return gazetteer.reverse(request.point, request.lang);
  }

  private gazetteer(partnerId: string): Promise<Gazetteer> {
    return this.indexes.getOrLoad(partnerId, async () => {
      const [localityRows, vendorRows] = await Promise.all([
        this.db
          .select({
            id: localities.id,
            name: localities.name,
            nameI18n: localities.nameI18n,
            countryCode: localities.countryCode,
            latitude: localities.centerLatitude,
            longitude: localities.centerLongitude,
            deliveryZone: localities.deliveryZone,
          })
          .from(localities)
          .where(and(eq(localities.partnerId, partnerId), eq(localities.isPublic, true))),
        this.db
          .select({
            localityId: vendors.localityId,
            street: vendors.street,
            streetI18n: vendors.streetI18n,
            houseNumber: vendors.houseNumber,
            latitude: vendors.latitude,
            longitude: vendors.longitude,
          })
          .from(vendors)
          .innerJoin(localities, eq(localities.id, vendors.localityId))
          .where(
            and(
              eq(localities.partnerId, partnerId),
              eq(localities.isPublic, true),
              eq(vendors.visible, true),
              ne(vendors.street, ''),
            ),
          ),
      ]);
      return new Gazetteer(
        localityRows.map((row) => ({
          id: row.id,
          name: row.name,
          nameI18n: row.nameI18n,
          countryCode: row.countryCode.toUpperCase(),
          center: [row.latitude, row.longitude] as const,
          deliveryZone: row.deliveryZone,
        })),
        vendorRows.map((row) => ({
          localityId: row.localityId,
          street: row.street,
          streetI18n: row.streetI18n,
          houseNumber: row.houseNumber,
          point: [row.latitude, row.longitude] as const,
        })),
      );
    });
  }
}
