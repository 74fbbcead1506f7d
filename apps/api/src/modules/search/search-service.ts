/**
 * `POST /public/localities/{code}/search`: vendors and products of a locality whose shown name
 * matches a keyword, typos included. The repository ranks; vendors come from the catalogue's
 * locality snapshot and products from its repository, mapped by the catalogue's own mappers, so
 * a search result looks exactly like the same vendor or product anywhere else.
 */
import type { SearchResponse } from '@souk/contracts';
import { resolveI18n } from '#api/http/i18n-text.ts';
import { isVendorOpen, toVendorDto } from '#api/modules/catalog/vendor-mapper.ts';
import { productTimeInfo, toProductDto } from '#api/modules/catalog/product-mapper.ts';
import type { CatalogRepository } from '#api/modules/catalog/catalog-repository.ts';
import type { CatalogService, LanguagePicker } from '#api/modules/catalog/catalog-service.ts';
import type { LocalitySnapshot } from '#api/modules/catalog/vendor-directory.ts';
import type { RankedProduct, SearchRepository } from './search-repository.ts';
import { normaliseKeyword } from './search-repository.ts';

export const SEARCH_VENDOR_LIMIT = 20;
export const SEARCH_PRODUCT_LIMIT = 50;
/** Names followed per kind; more names than results, since a name may be hidden everywhere. */
const VENDOR_TERMS = 60;
const PRODUCT_TERMS = 120;
/**
 * Product names are followed in growing batches: the first few names usually fill the page,
 * and a popular name on a thousand menus costs no more than one on a single menu.
 */
const PRODUCT_TERM_BATCHES = [5, 25, 90];

export interface SearchServiceOptions {
  search: SearchRepository;
  catalog: CatalogService;
  catalogRepository: CatalogRepository;
}

export interface SearchInput {
  keyword: string;
  vendorId?: string | undefined;
}

export class SearchService {
  constructor(private readonly options: SearchServiceOptions) {}

  async search(
    partnerId: string,
    localityCode: string,
    input: SearchInput,
    pickLang: LanguagePicker,
  ): Promise<SearchResponse> {
    const { catalog, search } = this.options;
    const snapshot = await catalog.localitySnapshot(partnerId, localityCode);
    const context = catalog.vendorContext(snapshot.locality, {}, pickLang);
    const keyword = normaliseKeyword(input.keyword);

    let vendorIds: string[] = [];
    let ranked: RankedProduct[];
    if (input.vendorId !== undefined) {
      // A hidden vendor, or one of another locality, has nothing to find.
      ranked = snapshot.byId.has(input.vendorId)
        ? await search.vendorProducts(input.vendorId, keyword, context.lang, SEARCH_PRODUCT_LIMIT)
        : [];
    } else {
      const terms = await search.rankTerms(snapshot.locality.id, keyword, {
        vendorTerms: VENDOR_TERMS,
        productTerms: PRODUCT_TERMS,
      });
      const [vendorHits, productHits] = await Promise.all([
        search.vendorsForTerms(terms.vendorTermIds, context.lang, SEARCH_VENDOR_LIMIT),
        this.productsInBatches(terms.productTermIds, context.lang),
      ]);
      vendorIds = unique(vendorHits.map((hit) => hit.vendorId)).filter((id) =>
        snapshot.byId.has(id),
      );
      ranked = productHits;
    }

    const vendors = vendorIds.slice(0, SEARCH_VENDOR_LIMIT).flatMap((id) => {
      const vendor = snapshot.byId.get(id);
      return vendor
        ? [toVendorDto(vendor.record, context, isVendorOpen(vendor.record, context.moment))]
        : [];
    });
    return { vendors, products: await this.products(ranked, snapshot, context) };
  }

  private async productsInBatches(termIds: readonly number[], lang: string) {
    const found: RankedProduct[] = [];
    let start = 0;
    for (const size of PRODUCT_TERM_BATCHES) {
      if (start >= termIds.length || found.length >= SEARCH_PRODUCT_LIMIT) break;
      const batch = termIds.slice(start, start + size);
      const hits = await this.options.search.productsForTerms(batch, lang, SEARCH_PRODUCT_LIMIT);
      found.push(...hits.map((hit) => ({ ...hit, rank: hit.rank + start })));
      start += size;
    }
    return found;
  }

  private async products(
    ranked: readonly RankedProduct[],
    snapshot: LocalitySnapshot,
    context: ReturnType<CatalogService['vendorContext']>,
  ): Promise<SearchResponse['products']> {
    const rankOf = new Map<string, number>();
    for (const hit of ranked) if (!rankOf.has(hit.productId)) rankOf.set(hit.productId, hit.rank);
    if (rankOf.size === 0) return [];
    const records = await this.options.catalogRepository.productRecordsByIds([...rankOf.keys()]);
    // Records come in vendor then menu order; a stable sort by rank keeps that order within a name.
    const inOrder = records
      .filter((record) => snapshot.byId.has(record.vendorId))
      .sort((a, b) => (rankOf.get(a.id) ?? 0) - (rankOf.get(b.id) ?? 0))
      .slice(0, SEARCH_PRODUCT_LIMIT);
    return inOrder.flatMap((record) => {
      const vendor = snapshot.byId.get(record.vendorId);
      if (!vendor) return [];
      const time = productTimeInfo(
        record.sectionWorkingHours,
        vendor.record.workingHours,
        context.moment,
      );
      return [
        {
          ...toProductDto(record, context, time),
          vendor: {
            id: vendor.record.id,
            name: resolveI18n(vendor.record.nameI18n, context.lang, vendor.record.name),
          },
        },
      ];
    });
  }
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
