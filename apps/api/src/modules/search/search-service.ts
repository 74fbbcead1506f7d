/**
 * `POST /public/localities/{code}/search`: vendors and products of a locality whose name, in any
 * language it is written in, matches a keyword, typos, accents and spelling variants forgiven;
 * vendors also match by their categories and by what they sell. Products that cannot be ordered
 * now come after those that can, and say so in their DTO (`available`, `timeAvailabilityInfo`).
 * Vendors come from the catalogue's locality snapshot and products from its repository, mapped
 * by the catalogue's own mappers, so a search result looks like the same vendor or product
 * anywhere else; across the locality a product comes without its option groups (the list links
 * to the product dialog, which loads them), within one vendor whole (its list's quick add reads
 * them).
 *
 * Freshness is the catalogue's (decision 013): each search reads the catalogue version once, and
 * its answers, product records and name dictionaries are kept for that version only. A repeated
 * search answers from memory until a catalogue write; the next search after one sees it.
 * A new search ranks names in memory (the snapshot's vendor names and a dictionary of the
 * locality's product names), follows the best product names to the visible products carrying
 * them, and maps the product records. The names are followed in memory when the locality's links
 * held there are as fresh as the request (locality-postings.ts), else in the database, which
 * checks visibility against current rows; the answers are the same.
 */
import type { SearchResponse, VendorSearchResponse } from '@souk/contracts';
import type { WorkingHoursRow } from '#api/db/schema/index.ts';
import { resolveI18n } from '#api/http/i18n-text.ts';
import type { LanguagePicker } from '#api/modules/catalog/browsing-context.ts';
import { browsingContext } from '#api/modules/catalog/browsing-context.ts';
import type { CatalogFreshness } from '#api/modules/catalog/catalog-freshness.ts';
import type { CatalogSnapshots } from '#api/modules/catalog/catalog-snapshots.ts';
import type {
  ProductRecord,
  ProductSummaryRecord,
  VendorRecord,
} from '#api/modules/catalog/catalog-records.ts';
import type {
  ProductSummary,
  ProductTimeInfo,
  TextContext,
} from '#api/modules/catalog/product-mapper.ts';
import {
  productTimeInfo,
  toProductDto,
  toProductSummaryDto,
} from '#api/modules/catalog/product-mapper.ts';
import type { DirectoryVendor, LocalitySnapshot } from '#api/modules/catalog/vendor-directory.ts';
import type { VendorContext } from '#api/modules/catalog/vendor-mapper.ts';
import { isVendorOpen, toVendorDto } from '#api/modules/catalog/vendor-mapper.ts';
import { VersionedCache } from '#api/modules/catalog/versioned-cache.ts';
import { LruCache } from '#api/lib/lru-cache.ts';
import { SearchBody } from './search-body.ts';
import type { NameDictionary } from './name-ranking.ts';
import { normaliseName } from './name-ranking.ts';
import { foldForSearch } from './search-fold.ts';
import type { RankedProduct, SearchRepository, TermLinks } from './search-repository.ts';
import { SearchDictionaries } from './search-dictionaries.ts';
import type { CatalogRecordsLoader } from './search-records.ts';
import { ProductRecords } from './search-records.ts';
import type { HeldRead } from './locality-postings.ts';
import { LocalityPostings } from './locality-postings.ts';

const SEARCH_VENDOR_LIMIT = 20;
const SEARCH_PRODUCT_LIMIT = 50;
/** Names followed; more names than results, since a name may be hidden everywhere. */
const PRODUCT_TERMS = 120;
/**
 * Names ranked first: the sellers' lookup (25) and the first three batches (1 + 4 + 25), which
 * usually fill the page. The rest are ranked only when the fourth batch is needed: ranking the
 * first 30 of a city's names stops well before the first 120 would.
 */
const FIRST_PRODUCT_TERMS = 30;
/**
 * Product names are followed in growing batches: the first few names usually fill the page,
 * and a popular name on a thousand menus costs no more than one on a single menu.
 */
const PRODUCT_TERM_BATCHES = [1, 4, 25, 90];
/** The best product names whose sellers are listed among the vendors. */
const VENDOR_PRODUCT_TERMS = 25;
/** Those names are followed in these batches, until the vendor list is full. */
const SELLER_TERM_BATCHES = [5, 20];
/** Answers kept: the most recent distinct searches, at most ~32 MB of them (~300 answers). */
const RESULT_ENTRIES = 2_000;
const RESULT_WEIGHT = 32 * 2 ** 20;

export interface SearchServiceOptions {
  search: SearchRepository;
  snapshots: CatalogSnapshots;
  freshness: CatalogFreshness;
  catalogRepository: CatalogRecordsLoader;
  /** Public origin for image URLs. */
  baseUrl: string;
  /** The clock availability is worked out against. */
  now?: () => Date;
  /**
   * Whether names are followed in memory when the links held there are fresh enough (true when
   * not given). The server holds them on PostgreSQL only: the embedded database runs on the
   * server's own thread, where reading a city's links would hold every request up for seconds.
   */
  holdLinks?: boolean;
  /** Told when reading a locality's name → product links into memory failed. */
  onPostingsError?: (error: unknown, localityId: string) => void;
  /** Told when a locality's links, read into memory, are used from now on. */
  onPostingsHeld?: (read: HeldRead) => void;
}

/**
 * What a search found: the vendors to list (serialised by `vendorJson`), the products as DTOs
 * (whole within one vendor, summaries across the locality), and the moment and language they
 * were worked out for.
 */
interface Found {
  vendors: readonly DirectoryVendor[];
  products: ReadonlyArray<(SearchResponse | VendorSearchResponse)['products'][number]>;
  context: VendorContext;
}

export interface SearchInput {
  keyword: string;
  vendorId?: string | undefined;
}

export class SearchService {
  private readonly repository: SearchRepository;
  private readonly snapshots: CatalogSnapshots;
  private readonly freshness: CatalogFreshness;
  private readonly baseUrl: string;
  private readonly now: () => Date;
  private readonly results: VersionedCache<SearchBody>;
  /** What a search across the locality lists: products without their option groups. */
  private readonly summaries: ProductRecords<ProductSummaryRecord>;
  /** What a search within one vendor lists: whole products, for its list's quick add. */
  private readonly wholeRecords: ProductRecords<ProductRecord>;
  private readonly dictionaries: SearchDictionaries;
  /** Names' links to products in memory, where they are as fresh as the request's version. */
  readonly postings: LocalityPostings | null;
  /** Vendors' JSON by language (vendorJson); a new catalogue version brings new records. */
  private readonly vendorJsons = new WeakMap<
    VendorRecord,
    Map<string, { minute: number; json: string }>
  >();
  private readonly menuOrders = new WeakMap<LocalitySnapshot, ReadonlyMap<string, number>>();
  /** Availability by hours list (held by a loaded vendor or product record) and minute. */
  private readonly timeInfos = new WeakMap<
    readonly WorkingHoursRow[],
    { minute: number; info: ProductTimeInfo }
  >();

  constructor(options: SearchServiceOptions) {
    this.repository = options.search;
    this.snapshots = options.snapshots;
    this.freshness = options.freshness;
    this.baseUrl = options.baseUrl;
    this.now = options.now ?? (() => new Date());
    this.results = new VersionedCache(
      new LruCache<SearchBody>({
        // Kept until the catalogue version moves on; only their number and weight are bounded.
        ttlMs: Number.POSITIVE_INFINITY,
        maxEntries: RESULT_ENTRIES,
        maxWeight: RESULT_WEIGHT,
        // The string and its bytes.
        weigh: (body) => body.json.length + body.bytes.length,
      }),
    );
    const loader = options.catalogRepository;
    this.summaries = new ProductRecords((ids) => loader.productSummariesByIds(ids));
    this.wholeRecords = new ProductRecords((ids) => loader.productRecordsByIds(ids));
    this.dictionaries = new SearchDictionaries(options.search);
    this.postings =
      options.holdLinks === false
        ? null
        : new LocalityPostings({
            read: (localityId) => this.repository.postingsSource(localityId),
            onError: options.onPostingsError,
            onHeld: options.onPostingsHeld,
          });
  }

  /** The answer serialised, shared by every identical search until the catalogue changes. */
  async search(
    partnerId: string,
    localityCode: string,
    input: SearchInput,
    pickLang: LanguagePicker,
  ): Promise<SearchBody> {
    const version = await this.freshness.version();
    const snapshot = await this.snapshots.locality(partnerId, localityCode, version);
    const lang = pickLang(snapshot.locality.lang);
    const keyword = normaliseName(input.keyword);
    // Spellings that search alike share one answer. An answer says which products can be
    // ordered now and ranks them by it, so it is good for the minute it was made in.
    const minute = Math.floor(this.now().getTime() / 60_000);
    const key = `${snapshot.locality.id}|${lang}|${input.vendorId ?? ''}|${minute}|${foldForSearch(keyword)}`;
    return this.results.get(key, version, async () => {
      const found = await this.find(snapshot, lang, keyword, input.vendorId, version);
      const vendors = found.vendors.map((vendor) => this.vendorJson(vendor.record, found.context));
      // The JSON of `{ vendors, products }`, each vendor's part made once a minute.
      return new SearchBody(
        `{"vendors":[${vendors.join(',')}],"products":${JSON.stringify(found.products)}}`,
      );
    });
  }

  /**
   * A vendor as a search lists it, serialised once per language for the minute it was made in
   * (whether it is open, and when it delivers, are good for that minute, as the answer is). A
   * city's searches list its few thousand vendors over and over: two hundred searches a second
   * list four thousand, each of which cost a DTO and its JSON.
   */
  private vendorJson(record: VendorRecord, context: VendorContext): string {
    const minute = Math.floor(context.moment.at.getTime() / 60_000);
    let byLang = this.vendorJsons.get(record);
    if (!byLang) {
      byLang = new Map();
      this.vendorJsons.set(record, byLang);
    }
    const known = byLang.get(context.lang);
    if (known?.minute === minute) return known.json;
    const json = JSON.stringify(toVendorDto(record, context, isVendorOpen(record, context.moment)));
    byLang.set(context.lang, { minute, json });
    return json;
  }

  /**
   * Vendors the search finds for a keyword: by their names (typos included) or by the products
   * they sell. It narrows the locality's vendor list when a query is typed (`searchString`).
   */
  async vendorIds(
    snapshot: LocalitySnapshot,
    keyword: string,
    lang: string,
    version: number,
  ): Promise<ReadonlySet<string>> {
    const found = await this.find(snapshot, lang, normaliseName(keyword), undefined, version);
    return new Set([
      ...found.vendors.map((vendor) => vendor.record.id),
      ...found.products.map((product) => product.vendor.id),
    ]);
  }

  private async find(
    snapshot: LocalitySnapshot,
    lang: string,
    keyword: string,
    vendorId: string | undefined,
    version: number,
  ): Promise<Found> {
    const context = browsingContext(snapshot.locality, {}, lang, {
      now: this.now(),
      baseUrl: this.baseUrl,
    });
    if (vendorId !== undefined) {
      // A hidden vendor, or one of another locality, has nothing to find.
      if (!snapshot.byId.has(vendorId)) return { vendors: [], products: [], context };
      const names = await this.dictionaries.productNames(snapshot.locality.id, version);
      const ranked = await this.repository.vendorProducts(
        vendorId,
        names.rank(keyword),
        SEARCH_PRODUCT_LIMIT,
      );
      const listed = { records: this.wholeRecords, toDto: toProductDto };
      return {
        vendors: [],
        products: await this.products(ranked, snapshot, context, version, listed),
        context,
      };
    }
    const names = await this.dictionaries.productNames(snapshot.locality.id, version);
    const links = this.postings?.current(snapshot.locality.id, version) ?? this.repository;
    const firstTerms = names.rank(keyword, FIRST_PRODUCT_TERMS);
    // The sellers' lookup and the product batches read the database independently: they wait
    // side by side, not one after the other. (Ranking never awaits, so the two cannot interleave
    // inside the dictionary's scratch space.) The first n names of a ranking are the same
    // whatever the limit: ranking again for 120 only adds names after the first 30.
    const [matched, ranked] = await Promise.all([
      this.matchingVendors(snapshot, keyword, firstTerms, links),
      this.productsInBatches(firstTerms, () => names.rank(keyword, PRODUCT_TERMS), links),
    ]);
    const listed = { records: this.summaries, toDto: toProductSummaryDto };
    const products = await this.products(ranked, snapshot, context, version, listed);
    return { vendors: matched, products, context };
  }

  /**
   * Visible vendors whose own name matches, best name first, then menu order; then those whose
   * category matches; then those selling a product whose name matches, by the best such name:
   * "pizza" lists every pizzeria, whatever it is called.
   */
  private async matchingVendors(
    snapshot: LocalitySnapshot,
    keyword: string,
    productTerms: readonly number[],
    links: TermLinks,
  ): Promise<DirectoryVendor[]> {
    const found = new Map<string, DirectoryVendor>();
    const take = (vendors: readonly DirectoryVendor[]) => {
      for (const vendor of vendors) {
        if (found.size >= SEARCH_VENDOR_LIMIT) return;
        found.set(vendor.record.id, vendor);
      }
    };
    const full = () => found.size >= SEARCH_VENDOR_LIMIT;
    takeRanked(this.dictionaries.vendorNames(snapshot), keyword, take, full);
    takeRanked(this.dictionaries.vendorCategories(snapshot), keyword, take, full);
    // Sellers come by their best name, then in menu order. Names are followed in rank order a
    // batch at a time: once the list is full, every seller still to come has a worse best name
    // than those listed, so the rest are never read (a name is on up to a few dozen menus, and
    // the first few names usually fill the list).
    const terms = productTerms.slice(0, VENDOR_PRODUCT_TERMS);
    const menuOrder = this.menuOrderOf(snapshot);
    let start = 0;
    for (const size of SELLER_TERM_BATCHES) {
      if (found.size >= SEARCH_VENDOR_LIMIT || start >= terms.length) break;
      const sellers = await links.vendorsSelling(terms.slice(start, start + size));
      const shown = sellers.filter((seller) => menuOrder.has(seller.vendorId));
      shown.sort(
        (a, b) =>
          a.rank - b.rank ||
          (menuOrder.get(a.vendorId) as number) - (menuOrder.get(b.vendorId) as number),
      );
      take(shown.map((seller) => snapshot.byId.get(seller.vendorId) as DirectoryVendor));
      start += size;
    }
    return [...found.values()];
  }

  /** Each vendor's place in the snapshot's list: a city's 3 000, mapped once a snapshot. */
  private menuOrderOf(snapshot: LocalitySnapshot): ReadonlyMap<string, number> {
    let order = this.menuOrders.get(snapshot);
    if (!order) {
      order = new Map(snapshot.vendors.map((vendor, index) => [vendor.record.id, index]));
      this.menuOrders.set(snapshot, order);
    }
    return order;
  }

  private async productsInBatches(
    firstTerms: readonly number[],
    rankAll: () => readonly number[],
    links: TermLinks,
  ) {
    const found: RankedProduct[] = [];
    let termIds = firstTerms;
    // Fewer than asked for: the ranking has no more names.
    let complete = firstTerms.length < FIRST_PRODUCT_TERMS;
    let start = 0;
    for (const size of PRODUCT_TERM_BATCHES) {
      if (found.length >= SEARCH_PRODUCT_LIMIT) break;
      if (!complete && start + size > termIds.length) {
        termIds = rankAll();
        complete = true;
      }
      if (start >= termIds.length) break;
      const batch = termIds.slice(start, start + size);
      const hits = await links.productsForTerms(batch, SEARCH_PRODUCT_LIMIT - found.length);
      found.push(...hits.map((hit) => ({ ...hit, rank: hit.rank + start })));
      start += size;
    }
    return found;
  }

  /**
   * When products with these hours (a section's, else the vendor's) can be ordered, worked out
   * once a minute per hours list: a result lists products of up to 50 vendors, and parsing
   * their hours on every search was the largest cost of an uncached one.
   */
  private timeInfo(hours: readonly WorkingHoursRow[], context: VendorContext): ProductTimeInfo {
    const minute = Math.floor(context.moment.at.getTime() / 60_000);
    const known = this.timeInfos.get(hours);
    if (known?.minute === minute) return known.info;
    const info = productTimeInfo(null, hours, context.moment);
    this.timeInfos.set(hours, { minute, info });
    return info;
  }

  /**
   * Ranked products (already in name then menu order) as DTOs with their vendor: those that can
   * be ordered now, then those that can be ordered later (outside their hours), then sold-out
   * ones, so a sold-out pizza is never the first answer.
   */
  private async products<R extends ProductSummaryRecord, P extends ProductSummary>(
    ranked: readonly RankedProduct[],
    snapshot: LocalitySnapshot,
    context: VendorContext,
    version: number,
    listed: {
      records: ProductRecords<R>;
      toDto: (record: R, text: TextContext, time: ProductTimeInfo) => P;
    },
  ): Promise<Array<P & { vendor: { id: string; name: string } }>> {
    const ids = [...new Set(ranked.map((hit) => hit.productId))];
    if (ids.length === 0) return [];
    const records = await listed.records.byIds(ids, version);
    type Listed = P & { vendor: { id: string; name: string } };
    const orderable: Listed[] = [];
    const later: Listed[] = [];
    const soldOut: Listed[] = [];
    let count = 0;
    for (const id of ids) {
      if (count >= SEARCH_PRODUCT_LIMIT) break;
      const record = records.get(id);
      const vendor = record && snapshot.byId.get(record.vendorId);
      if (!record || !vendor) continue;
      const time = this.timeInfo(record.sectionWorkingHours ?? vendor.record.workingHours, context);
      const product = {
        ...listed.toDto(record, context, time),
        vendor: {
          id: vendor.record.id,
          name: resolveI18n(vendor.record.nameI18n, context.lang, vendor.record.name),
        },
      };
      const tier = !product.available
        ? soldOut
        : product.timeAvailabilityInfo.available
          ? orderable
          : later;
      tier.push(product);
      count += 1;
    }
    return [...orderable, ...later, ...soldOut];
  }
}

/**
 * Hands `take` a dictionary's matches best first until `full`: the first few ranked, and more
 * only while the list is not full (a vendor named in two languages comes twice, so how many
 * are needed is known only as they are taken). The first n of a ranking are the same whatever
 * the limit, so ranking again for more only adds matches after those taken.
 */
function takeRanked<T>(
  dictionary: NameDictionary<T>,
  keyword: string,
  take: (value: T) => void,
  full: () => boolean,
): void {
  let taken = 0;
  for (let limit = SEARCH_VENDOR_LIMIT; !full(); limit *= 4) {
    const ranked = dictionary.rank(keyword, limit);
    for (; taken < ranked.length && !full(); taken += 1) take(ranked[taken] as T);
    if (ranked.length < limit) return;
  }
}
