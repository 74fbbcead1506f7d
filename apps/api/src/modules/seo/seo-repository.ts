import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { contentPages, localities, partners, vendors } from '#api/db/schema/index.ts';

export interface SitemapSource {
  localities: { code: string; lang: string; vendorIds: string[] }[];
  contentSlugs: string[];
  defaultLocale: string;
}

/** What the sitemap lists: public localities, their visible vendors and the content pages. */
export class SeoRepository {
  constructor(private readonly db: Db) {}

  async sitemapSource(partnerCode: string): Promise<SitemapSource | null> {
    const [partner] = await this.db
      .select({ id: partners.id, defaultLocale: partners.defaultLocale })
      .from(partners)
      .where(eq(partners.code, partnerCode))
      .limit(1);
    if (!partner) return null;
    const [localityRows, vendorRows, pageRows] = await Promise.all([
      this.db
        .select({ id: localities.id, code: localities.code, lang: localities.lang })
        .from(localities)
        .where(and(eq(localities.partnerId, partner.id), eq(localities.isPublic, true)))
        .orderBy(asc(localities.sortOrder), asc(localities.code)),
      this.db
        .select({ id: vendors.id, localityId: vendors.localityId })
        .from(vendors)
        .innerJoin(localities, eq(localities.id, vendors.localityId))
        .where(
          and(
            eq(localities.partnerId, partner.id),
            eq(localities.isPublic, true),
            eq(vendors.visible, true),
          ),
        )
        .orderBy(asc(vendors.sortOrder), asc(vendors.id)),
      this.db
        .select({ slug: contentPages.slug })
        .from(contentPages)
        .where(eq(contentPages.partnerId, partner.id))
        .orderBy(asc(contentPages.sortOrder), asc(contentPages.slug)),
    ]);
    const vendorIdsByLocality = new Map<string, string[]>();
    for (const vendor of vendorRows) {
      const list = vendorIdsByLocality.get(vendor.localityId);
      if (list) list.push(vendor.id);
      else vendorIdsByLocality.set(vendor.localityId, [vendor.id]);
    }
    return {
      localities: localityRows.map((row) => ({
        code: row.code,
        lang: row.lang,
        vendorIds: vendorIdsByLocality.get(row.id) ?? [],
      })),
      contentSlugs: pageRows.map((row) => row.slug),
      defaultLocale: partner.defaultLocale,
    };
  }
}
