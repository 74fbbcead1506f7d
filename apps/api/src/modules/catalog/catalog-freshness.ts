/**
 * The one rule for when catalogue data held in memory is stale (decision 013): it was loaded
 * under another `catalog_version`. Triggers bump that number in the same transaction as any write
 * to a catalogue table, so a request that reads version V sees every change committed before it,
 * and everything browsing, search and carts keep is kept per version.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { catalogVersion } from '#api/db/schema/index.ts';

/** The version as an SQL expression, for queries that read it along with other rows (carts). */
export const catalogVersionNow = sql<number>`coalesce((select ${catalogVersion.version} from ${catalogVersion} where ${catalogVersion.id} = 1), 0)`;

export class CatalogFreshness {
  private readonly read: () => Promise<number>;
  /** The read on its way to the database, and the one queued to follow it. */
  private sent: Promise<number> | null = null;
  private queued: Promise<number> | null = null;

  constructor(db: Db) {
    const query = db
      .select({ version: catalogVersion.version })
      .from(catalogVersion)
      .where(eq(catalogVersion.id, 1))
      .prepare('catalog_version_now');
    this.read = async () => Number((await query.execute())[0]?.version ?? 0);
  }

  /**
   * The version as of a read sent after this call. Concurrent callers share reads: a caller
   * arriving while one is on its way waits for the next, because the one already sent may have
   * been answered before a write this caller knows was committed.
   */
  version(): Promise<number> {
    if (!this.sent) return this.send();
    this.queued ??= this.sent
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.send();
      });
    return this.queued;
  }

  private send(): Promise<number> {
    const sent = this.read().finally(() => {
      if (this.sent === sent) this.sent = null;
    });
    this.sent = sent;
    return sent;
  }
}
