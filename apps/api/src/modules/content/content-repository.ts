import { asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { contentPages } from '#api/db/schema/index.ts';
import { TtlCache } from '#api/lib/ttl-cache.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;

/**
 * A partner's content pages: a few short texts read on every footer and info page view, so the
 * whole set is kept for a few seconds and looked up in memory.
 */
export class ContentRepository {
  private readonly cache = new TtlCache<ContentPageRow[]>(5_000);

  constructor(private readonly db: Db) {}

  pages(partnerId: string): Promise<ContentPageRow[]> {
    return this.cache.getOrLoad(partnerId, () =>
      this.db
        .select()
        .from(contentPages)
        .where(eq(contentPages.partnerId, partnerId))
        .orderBy(asc(contentPages.sortOrder), asc(contentPages.slug)),
    );
  }

  /** By id or by slug: a `cms-slug` page needs one call. */
  async find(partnerId: string, idOrSlug: string): Promise<ContentPageRow | null> {
    const pages = await this.pages(partnerId);
    const key = idOrSlug.toLowerCase();
    return pages.find((page) => page.id === key || page.slug === idOrSlug) ?? null;
  }
}
