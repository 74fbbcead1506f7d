import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { CourierRow } from '#api/db/schema/index.ts';
import { couriers } from '#api/db/schema/index.ts';

export class CourierRepository {
  constructor(private readonly db: Db) {}

  /** An active courier of the partner with this phone; with a locality, one who works there. */
  async findActive(
    partnerId: string,
    phone: string,
    localityId?: string,
  ): Promise<CourierRow | null> {
    const [row] = await this.db
      .select()
      .from(couriers)
      .where(
        and(
          eq(couriers.partnerId, partnerId),
          eq(couriers.phone, phone),
          eq(couriers.active, true),
        ),
      );
    if (!row) return null;
    if (localityId && row.localityId && row.localityId !== localityId) return null;
    return row;
  }

  async find(partnerId: string, id: string): Promise<CourierRow | null> {
    const [row] = await this.db
      .select()
      .from(couriers)
      .where(and(eq(couriers.partnerId, partnerId), eq(couriers.id, id)));
    return row ?? null;
  }
}
