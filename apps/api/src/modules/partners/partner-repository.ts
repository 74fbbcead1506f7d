import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { partners } from '#api/db/schema/index.ts';
import { TtlCache } from '#api/lib/ttl-cache.ts';

export type PartnerRow = typeof partners.$inferSelect;

/**
 * Partners change rarely and are read on every API call, so rows are kept for a few seconds:
 * a suspension takes effect within the TTL. Unknown codes are cached too, so a flood of bad
 * codes costs one query per code per TTL.
 */
export class PartnerRepository {
  private readonly cache: TtlCache<PartnerRow | null>;

  constructor(
    private readonly db: Db,
    ttlMs = 5_000,
  ) {
    this.cache = new TtlCache(ttlMs);
  }

  findByCode(code: string): Promise<PartnerRow | null> {
    return this.cache.getOrLoad(code, async () => {
      const [row] = await this.db.select().from(partners).where(eq(partners.code, code)).limit(1);
      return row ?? null;
    });
  }

  forget(code: string): void {
    this.cache.delete(code);
  }
}
