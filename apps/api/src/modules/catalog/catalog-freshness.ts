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
  /** The read the requests of this turn of the event loop share, until it is sent. */
  private next: Promise<number> | null = null;

  constructor(db: Db) {
    const query = db
      .select({ version: catalogVersion.version })
      .from(catalogVersion)
      .where(eq(catalogVersion.id, 1))
      .prepare('catalog_version_now');
    this.read = async () => Number((await query.execute())[0]?.version ?? 0);
  }

  /**
   * The version as of a read sent after this call. The read waits for the end of the current
   * turn of the event loop, so every request that came in during it shares one read. PGlite runs
   * a query on this thread, so a read sent at once would be over before the next request is even
   * parsed, and each request would pay for its own. A caller never joins a read already sent:
   * it may have been answered before a write this caller knows was committed.
   */
  version(): Promise<number> {
    this.next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.next = null;
      return this.read();
    });
    return this.next;
  }
}
