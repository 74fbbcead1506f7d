/**
 * Loading: a locality's vendors, categories, banners and popular products, and a vendor's whole
 * menu, read from the database in a few set-based queries and kept for one catalogue version
 * (catalog-freshness.ts). Every browsing answer and every search is computed from these.
 */
import type {
  LocalityRepository,
  LocalityRow,
} from '#api/modules/localities/locality-repository.ts';
import { localityNotFound } from '#api/modules/localities/locality-service.ts';
import { vendorNotFound } from './catalog-errors.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { CatalogRecord, ProductRecord, SectionRecord } from './catalog-records.ts';
import { VersionedCache } from './versioned-cache.ts';
import type { LocalitySnapshot } from './vendor-directory.ts';
import { buildSnapshot } from './vendor-directory.ts';

/** How many popular products a locality snapshot samples for the main page. */
const POPULAR_SAMPLE = 200;

/** A vendor's menu as loaded, with lookups by id. */
export interface CatalogEntry {
  catalog: CatalogRecord;
  locality: LocalityRow;
  products: ReadonlyMap<string, ProductRecord>;
  sections: ReadonlyMap<string, SectionRecord>;
  /** Tells loads apart in keys of answers that combine a snapshot and a catalogue. */
  serial: number;
}

let catalogLoads = 0;

export class CatalogSnapshots {
  private readonly localities = new VersionedCache<LocalitySnapshot>(200);
  private readonly catalogs = new VersionedCache<CatalogEntry | null>(2_000);
  /** Single-vendor sites open their catalogue by vendor code on every visit. */
  private readonly vendorIdsByCode = new VersionedCache<string | null>(2_000);

  constructor(
    private readonly repository: CatalogRepository,
    private readonly localityRepository: LocalityRepository,
  ) {}

  /** The locality's visible vendors, categories and banners. Unknown code → 404. */
  locality(partnerId: string, code: string, version: number): Promise<LocalitySnapshot> {
    return this.localities.get(`${partnerId}:${code}`, version, async () => {
      const locality = await this.localityRepository.findByCode(partnerId, code);
      if (!locality) throw localityNotFound(code);
      const [vendors, categories, banners, popularProducts] = await Promise.all([
        this.repository.localityVendors(locality.id),
        this.repository.categories(locality.id),
        this.repository.banners(locality.id),
        this.repository.popularProducts(locality.id, POPULAR_SAMPLE),
      ]);
      return buildSnapshot({ locality, vendors, categories, banners, popularProducts });
    });
  }

  /** A visible vendor's menu; null when the vendor is hidden or gone. */
  catalog(vendorId: string, version: number): Promise<CatalogEntry | null> {
    return this.catalogs.get(vendorId, version, () => this.loadCatalog(vendorId));
  }

  /** A vendor of another partner is as unknown as a vendor that does not exist. */
  async partnerCatalog(
    partnerId: string,
    vendorId: string,
    version: number,
  ): Promise<CatalogEntry> {
    const entry = await this.catalog(vendorId, version);
    if (!entry || entry.locality.partnerId !== partnerId) throw vendorNotFound();
    return entry;
  }

  vendorIdByCode(partnerId: string, code: string, version: number): Promise<string | null> {
    return this.vendorIdsByCode.get(`${partnerId}:${code}`, version, () =>
      this.repository.partnerVendorIdByCode(partnerId, code),
    );
  }

  private async loadCatalog(vendorId: string): Promise<CatalogEntry | null> {
    const catalog = await this.repository.catalog(vendorId);
    if (!catalog) return null;
    const locality = await this.repository.locality(catalog.vendor.localityId);
    if (!locality) return null;
    const products = new Map<string, ProductRecord>();
    const sections = new Map<string, SectionRecord>();
    for (const section of catalog.sections) {
      sections.set(section.id, section);
      for (const product of section.products) products.set(product.id, product);
    }
    catalogLoads += 1;
    return { catalog, locality, products, sections, serial: catalogLoads };
  }
}
