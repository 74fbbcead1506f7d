/**
 * The browsing calls: locality snapshots (vendors, categories, banners) and vendor catalogues
 * are loaded into memory for a few seconds and every response is computed from there. The
 * hot responses are serialised once per data load, language, query and minute: a repeated
 * query (the locality home every visitor opens) costs one map lookup.
 */
import type {
  Banner,
  CatalogCategory,
  CategoriesResponse,
  MainPageQuery,
  MainPageResponse,
  Product,
  ProductResponse,
  Section,
  VendorDetail,
  VendorsPage,
  VendorsQuery,
} from '@souk/contracts';
import type { catalogueQuerySchema } from '@souk/contracts';
import { CATALOGUE_PART_PRODUCTS } from '@souk/contracts';
import type { LatLng } from '@souk/core/geo';
import type { z } from 'zod';
import type { WorkingHoursRow } from '#api/db/schema/index.ts';
import { resolveI18n } from '#api/http/i18n-text.ts';
import { TtlCache } from '#api/lib/ttl-cache.ts';
import type {
  LocalityRepository,
  LocalityRow,
} from '#api/modules/localities/locality-repository.ts';
import { localityNotFound } from '#api/modules/localities/locality-service.ts';
import { toBannerDto } from './banner-mapper.ts';
import { CachedBody } from './cached-body.ts';
import type { BrowsingMoment } from './browsing-moment.ts';
import {
  assertBrowsingQuery,
  browsingMoment,
  customerPoint,
  isOpenOnWall,
  orderableTime,
  timeAvailability,
  weeklyRanges,
} from './browsing-moment.ts';
import { productNotFound, vendorNotFound } from './catalog-errors.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { CatalogueRecord, ProductRecord, SectionRecord } from './catalog-records.ts';
import { partitionSections, partOutOfRange } from './catalogue-parts.ts';
import { buildCategoryTree, withDescendants } from './category-tree.ts';
import { POPULAR_SECTION_KEY, popularSectionName } from './popular-section.ts';
import type { ProductTimeInfo, TextContext } from './product-mapper.ts';
import { productTimeInfo, toProductDto } from './product-mapper.ts';
import { RefreshingCache } from './refreshing-cache.ts';
import type { ListedVendor, LocalitySnapshot } from './vendor-directory.ts';
import { buildSnapshot, listVendors, pageOf } from './vendor-directory.ts';
import type { VendorContext } from './vendor-mapper.ts';
import { isVendorOpen, toVendorDetailDto, toVendorDto } from './vendor-mapper.ts';

export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** Picks the response language; the locality's own language is the fallback. */
export type LanguagePicker = (localityLang: string) => string;

export interface CatalogServiceOptions {
  repository: CatalogRepository;
  localities: LocalityRepository;
  /** Public origin for image URLs. */
  baseUrl: string;
  now?: () => Date;
  /** How long loaded data is served before it is reloaded in the background. */
  cacheTtlMs?: number;
  onRefreshError?: (error: unknown) => void;
}

/** Popular products shown on a locality's main page, and kept per vendor detail. */
const POPULAR_LIMIT = 12;
/** How many popular products a locality snapshot samples for the main page. */
const POPULAR_SAMPLE = 200;
const VENDOR_GROUP_SIZE = 10;
/** Spec 1 §9: "Catalog optimization is enabled by the feature flag catalog-optimization." */
const CATALOG_OPTIMIZATION = 'catalog-optimization';

interface CatalogueEntry {
  catalogue: CatalogueRecord;
  locality: LocalityRow;
  products: Map<string, ProductRecord>;
  sections: Map<string, SectionRecord>;
  /** Serialised sections by language, minute and selection. */
  serialised: Map<string, string>;
  /** Tells loads apart in keys of responses that combine a snapshot and a catalogue. */
  serial: number;
}

/**
 * Loaded data with the fingerprint of the rows it came from. Past the TTL only the fingerprint
 * is read again; the data is reloaded when it changed, or after FULL_RELOAD_MS in any case
 * (popular products are not fingerprinted).
 */
interface Versioned<T> {
  value: T;
  version: string;
  loadedAt: number;
}
const FULL_RELOAD_MS = 5 * 60_000;

/** Most distinct responses kept per loaded snapshot or catalogue before starting over. */
const RESPONSES_PER_LOAD = 256;
let catalogueLoads = 0;

type CatalogueSelection = 'all' | 'page';

/**
 * Vendors a typed query finds beyond their own names: by a typo-tolerant name match or by a
 * dish they sell. The search module provides it; the catalogue cannot import that module,
 * which itself reads the catalogue.
 */
export type VendorSearch = (
  snapshot: LocalitySnapshot,
  keyword: string,
  lang: string,
) => Promise<ReadonlySet<string>>;

export class CatalogService {
  private readonly repository: CatalogRepository;
  private readonly localities: LocalityRepository;
  private readonly baseUrl: string;
  private readonly now: () => Date;
  private readonly snapshots: RefreshingCache<Versioned<LocalitySnapshot>>;
  private readonly catalogues: RefreshingCache<Versioned<CatalogueEntry | null>>;
  private readonly categoryTrees = new WeakMap<LocalitySnapshot, Map<string, CategoriesResponse>>();
  /** Single-vendor sites open their catalogue by vendor code on every visit. */
  private readonly vendorIdsByCode: TtlCache<string | null>;
  /** Serialised responses by the data they were computed from; a reload starts afresh. */
  private readonly responses = new WeakMap<object, Map<string, CachedBody>>();
  private vendorSearch: VendorSearch | null = null;

  constructor(options: CatalogServiceOptions) {
    this.repository = options.repository;
    this.localities = options.localities;
    this.baseUrl = options.baseUrl;
    this.now = options.now ?? (() => new Date());
    const ttlMs = options.cacheTtlMs ?? 5_000;
    const onRefreshError = options.onRefreshError;
    this.vendorIdsByCode = new TtlCache(ttlMs);
    this.snapshots = new RefreshingCache({ ttlMs, maxEntries: 200, onRefreshError });
    this.catalogues = new RefreshingCache({ ttlMs, maxEntries: 2_000, onRefreshError });
  }

  /** Lets `searchString` also list the vendors the search finds (see `VendorSearch`). */
  useVendorSearch(search: VendorSearch): void {
    this.vendorSearch = search;
  }

  /** Vendor ids the search finds for the query's searchString, or null without a query. */
  private async searchedVendorIds(
    snapshot: LocalitySnapshot,
    query: { searchString?: string },
    lang: string,
  ): Promise<ReadonlySet<string> | null> {
    const keyword = query.searchString?.trim();
    if (!keyword || !this.vendorSearch) return null;
    return this.vendorSearch(snapshot, keyword, lang);
  }

  // --- locality calls ------------------------------------------------------------------------

  async banners(partnerId: string, code: string, pickLang: LanguagePicker): Promise<Banner[]> {
    const snapshot = await this.localitySnapshot(partnerId, code);
    const text = this.text(pickLang(snapshot.locality.lang));
    return snapshot.banners.map((banner) => toBannerDto(banner, text));
  }

  async categories(
    partnerId: string,
    code: string,
    pickLang: LanguagePicker,
  ): Promise<CategoriesResponse> {
    const snapshot = await this.localitySnapshot(partnerId, code);
    return this.categoryTree(snapshot, pickLang(snapshot.locality.lang));
  }

  async vendorsPageBody(
    partnerId: string,
    code: string,
    query: VendorsQuery,
    pickLang: LanguagePicker,
  ): Promise<CachedBody> {
    assertBrowsingQuery(query);
    const snapshot = await this.localitySnapshot(partnerId, code);
    const context = this.vendorContext(snapshot.locality, query, pickLang);
    const key = `vendors|${queryKey(context, query)}`;
    const found = this.isMemoised(snapshot, key)
      ? null
      : await this.searchedVendorIds(snapshot, query, context.lang);
    return this.memo(snapshot, key, () =>
      JSON.stringify(
        this.pageOfVendors(listVendors(snapshot, query, context, found), query.page, context),
      ),
    );
  }

  /** The main page, serialised: a single-vendor catalogue can be large and is cached as JSON. */
  async mainPageBody(
    partner: { id: string; textLogo: boolean },
    code: string,
    query: MainPageQuery,
    pickLang: LanguagePicker,
  ): Promise<CachedBody> {
    assertBrowsingQuery(query);
    const snapshot = await this.localitySnapshot(partner.id, code);
    const { locality } = snapshot;
    const context = this.vendorContext(locality, query, pickLang);
    const singleVendor = locality.uiFlow === 'SINGLE_VENDOR' ? snapshot.vendors[0] : undefined;
    const entry = singleVendor ? await this.catalogueEntry(singleVendor.record.id) : null;
    const key = `main|${entry?.serial ?? '-'}|${partner.textLogo}|${queryKey(context, query)}`;
    const found = this.isMemoised(snapshot, key)
      ? null
      : await this.searchedVendorIds(snapshot, query, context.lang);
    return this.memo(snapshot, key, () =>
      this.buildMainPage(snapshot, entry, partner, query, context, found),
    );
  }

  private buildMainPage(
    snapshot: LocalitySnapshot,
    entry: CatalogueEntry | null,
    partner: { textLogo: boolean },
    query: MainPageQuery,
    context: VendorContext,
    found: ReadonlySet<string> | null,
  ): string {
    const { locality } = snapshot;
    const listed = listVendors(snapshot, query, context, found);
    const categories = this.categoryTree(snapshot, context.lang);

    let vendor: VendorDetail | null = null;
    let catalogCategories: CatalogCategory[] = [];
    let catalogJson = '[]';
    let popular: Product[];
    if (entry) {
      const selection = selectSections(entry.catalogue, 'page', query.catalogCategoryId);
      vendor = this.vendorDetail(entry, context);
      catalogCategories = this.catalogCategories(entry.catalogue, context.lang);
      catalogJson = this.sectionsJson(entry, selection.sections, selection.key, context);
      popular = vendor.popularProducts;
    } else {
      popular = this.popularOfListed(snapshot, listed, context);
    }
    const body: Omit<MainPageResponse, 'catalog'> = {
      uiFlow: locality.uiFlow,
      banners: snapshot.banners.map((banner) => toBannerDto(banner, context)),
      categories,
      catalogCategories,
      computedSections:
        popular.length > 0
          ? [
              {
                key: POPULAR_SECTION_KEY,
                name: popularSectionName(context.lang),
                products: popular,
              },
            ]
          : [],
      featureFlags: catalogCategories.length > 1 ? [CATALOG_OPTIMIZATION] : [],
      uiComponents: {
        receiptTypes: locality.receiptTypes.length > 0 ? [...locality.receiptTypes] : ['DELIVERY'],
        textLogo: partner.textLogo,
      },
      vendor,
      vendorGroups: this.vendorGroups(snapshot, listed, categories),
      vendors: this.pageOfVendors(listed, query.page, context),
    };
    return `{"catalog":${catalogJson},${JSON.stringify(body).slice(1)}`;
  }

  // --- vendor calls --------------------------------------------------------------------------

  async vendor(
    partnerId: string,
    vendorId: string,
    query: CatalogueQuery,
    pickLang: LanguagePicker,
  ): Promise<VendorDetail> {
    assertBrowsingQuery(query);
    const entry = await this.partnerCatalogue(partnerId, vendorId);
    return this.vendorDetail(entry, this.vendorContext(entry.locality, query, pickLang));
  }

  async catalogueBody(
    partnerId: string,
    vendor: { id: string } | { code: string },
    query: CatalogueQuery,
    pickLang: LanguagePicker,
    mode: CatalogueSelection,
  ): Promise<CachedBody> {
    assertBrowsingQuery(query);
    const vendorId =
      'id' in vendor
        ? vendor.id
        : await this.vendorIdsByCode.getOrLoad(`${partnerId}:${vendor.code}`, () =>
            this.repository.partnerVendorIdByCode(partnerId, vendor.code),
          );
    if (!vendorId) throw vendorNotFound();
    const entry = await this.partnerCatalogue(partnerId, vendorId);
    const context = this.vendorContext(entry.locality, query, pickLang);
    return this.memo(entry, `catalogue|${mode}|${queryKey(context, query)}`, () => {
      const selection = selectSections(entry.catalogue, mode, query.catalogCategoryId);
      const part = query.part === undefined ? null : this.partOf(selection.sections, query.part);
      const head = JSON.stringify({
        vendor: this.vendorDetail(entry, context),
        catalogCategories: this.catalogCategories(entry.catalogue, context.lang),
        catalogCategoryId: selection.catalogCategoryId,
        parts: part && {
          part: query.part,
          totalParts: part.totalParts,
          outline: part.outline.map(({ section, part: sectionPart }) => ({
            id: section.id,
            name: resolveI18n(section.nameI18n, context.lang, section.name),
            catalogCategoryId: section.catalogCategoryId,
            productCount: section.products.length,
            part: sectionPart,
          })),
        },
      });
      const sections = part
        ? this.sectionsJson(entry, part.sections, `${selection.key}|part${query.part}`, context)
        : this.sectionsJson(entry, selection.sections, selection.key, context);
      return `${head.slice(0, -1)},"sections":${sections}}`;
    });
  }

  /** One part of a selection of sections, and the outline of all of them. */
  private partOf(sections: readonly SectionRecord[], part: number) {
    const parts = partitionSections(sections, CATALOGUE_PART_PRODUCTS);
    const chosen = parts[part - 1];
    if (!chosen) throw partOutOfRange(parts.length);
    return {
      sections: chosen,
      totalParts: parts.length,
      outline: parts.flatMap((partSections, index) =>
        partSections.map((section) => ({ section, part: index + 1 })),
      ),
    };
  }

  async product(
    partnerId: string,
    productId: string,
    pickLang: LanguagePicker,
  ): Promise<ProductResponse> {
    const vendorId = await this.repository.partnerProductVendorId(partnerId, productId);
    const entry = vendorId ? await this.catalogueEntry(vendorId) : null;
    const record = entry?.products.get(productId);
    if (!entry || !record || entry.locality.partnerId !== partnerId) throw productNotFound();
    const lang = pickLang(entry.locality.lang);
    const moment = browsingMoment(entry.locality.timeZone, this.now(), undefined);
    const vendor = entry.catalogue.vendor;
    return {
      ...toProductDto(
        record,
        this.text(lang),
        productTimeInfo(record.sectionWorkingHours, vendor.workingHours, moment),
      ),
      vendor: {
        id: vendor.id,
        name: resolveI18n(vendor.nameI18n, lang, vendor.name),
        working: isVendorOpen(vendor, moment),
      },
    };
  }

  // --- loading -------------------------------------------------------------------------------

  /**
   * The locality's vendors, categories and banners in memory (also read by search, which
   * ranks within the same vendor set). Unknown code → 404 LocalityNotFoundException.
   */
  async localitySnapshot(partnerId: string, code: string): Promise<LocalitySnapshot> {
    const loaded = await this.snapshots.get(`${partnerId}:${code}`, async (previous) => {
      if (previous && Date.now() - previous.loadedAt < FULL_RELOAD_MS) {
        const version = await this.repository.localityVersion(previous.value.locality.id);
        if (version === previous.version) return previous;
      }
      const locality = await this.localities.findByCode(partnerId, code);
      if (!locality) throw localityNotFound(code);
      // Read first: a change made while loading shows up as a new version next time.
      const version = await this.repository.localityVersion(locality.id);
      const [vendors, categories, banners, popularProducts] = await Promise.all([
        this.repository.localityVendors(locality.id),
        this.repository.categories(locality.id),
        this.repository.banners(locality.id),
        this.repository.popularProducts(locality.id, POPULAR_SAMPLE),
      ]);
      const snapshot = buildSnapshot({ locality, vendors, categories, banners, popularProducts });
      return { value: snapshot, version, loadedAt: Date.now() };
    });
    return loaded.value;
  }

  private async catalogueEntry(vendorId: string): Promise<CatalogueEntry | null> {
    const loaded = await this.catalogues.get(vendorId, async (previous) => {
      if (previous?.value && Date.now() - previous.loadedAt < FULL_RELOAD_MS) {
        const version = await this.repository.catalogueVersion(vendorId);
        if (version === previous.version) return previous;
      }
      const version = await this.repository.catalogueVersion(vendorId);
      return { value: await this.loadCatalogueEntry(vendorId), version, loadedAt: Date.now() };
    });
    return loaded.value;
  }

  private async loadCatalogueEntry(vendorId: string): Promise<CatalogueEntry | null> {
    const catalogue = await this.repository.catalogue(vendorId);
    if (!catalogue) return null;
    const locality = await this.repository.locality(catalogue.vendor.localityId);
    if (!locality) return null;
    const products = new Map<string, ProductRecord>();
    const sections = new Map<string, SectionRecord>();
    for (const section of catalogue.sections) {
      sections.set(section.id, section);
      for (const product of section.products) products.set(product.id, product);
    }
    catalogueLoads += 1;
    return {
      catalogue,
      locality,
      products,
      sections,
      serialised: new Map(),
      serial: catalogueLoads,
    };
  }

  /** A vendor of another partner is as unknown as a vendor that does not exist. */
  private async partnerCatalogue(partnerId: string, vendorId: string): Promise<CatalogueEntry> {
    const entry = await this.catalogueEntry(vendorId);
    if (!entry || entry.locality.partnerId !== partnerId) throw vendorNotFound();
    return entry;
  }

  // --- mapping -------------------------------------------------------------------------------

  private isMemoised(owner: object, key: string): boolean {
    return this.responses.get(owner)?.has(key) ?? false;
  }

  private memo(owner: object, key: string, build: () => string): CachedBody {
    let byKey = this.responses.get(owner);
    if (!byKey) {
      byKey = new Map();
      this.responses.set(owner, byKey);
    }
    let body = byKey.get(key);
    if (body === undefined) {
      body = new CachedBody(build());
      if (byKey.size >= RESPONSES_PER_LOAD) byKey.clear();
      byKey.set(key, body);
    }
    return body;
  }

  private text(lang: string): TextContext {
    return { lang, baseUrl: this.baseUrl };
  }

  /** Language, moment and point of a request, as the vendor and product mappers take them. */
  vendorContext(
    locality: LocalityRow,
    query: { latitude?: number; longitude?: number; preorderDateTime?: string },
    pickLang: LanguagePicker,
  ): VendorContext & { point: LatLng | null } {
    return {
      ...this.text(pickLang(locality.lang)),
      moment: browsingMoment(locality.timeZone, this.now(), query.preorderDateTime),
      point: customerPoint(query),
      minOrderPrice: locality.minOrderPrice,
    };
  }

  private pageOfVendors(
    listed: readonly ListedVendor[],
    page: number,
    context: VendorContext,
  ): VendorsPage {
    const slice = pageOf(listed, page);
    return {
      vendors: slice.items.map(({ vendor, open }) => toVendorDto(vendor.record, context, open)),
      page: slice.page,
      totalPages: slice.totalPages,
      total: slice.total,
    };
  }

  private categoryTree(snapshot: LocalitySnapshot, lang: string): CategoriesResponse {
    let byLang = this.categoryTrees.get(snapshot);
    if (!byLang) {
      byLang = new Map();
      this.categoryTrees.set(snapshot, byLang);
    }
    let tree = byLang.get(lang);
    if (!tree) {
      tree = buildCategoryTree(snapshot.categories, snapshot.usedCategoryIds, this.text(lang));
      byLang.set(lang, tree);
    }
    return tree;
  }

  /** One group per top category, with the first matching vendors of the current list. */
  private vendorGroups(
    snapshot: LocalitySnapshot,
    listed: readonly ListedVendor[],
    categories: CategoriesResponse,
  ): MainPageResponse['vendorGroups'] {
    return categories.top
      .map((category) => {
        const ids = withDescendants(snapshot.categories, [category.id]);
        const vendorIds: string[] = [];
        for (const { vendor } of listed) {
          if (vendorIds.length >= VENDOR_GROUP_SIZE) break;
          for (const id of vendor.categoryIds) {
            if (ids.has(id)) {
              vendorIds.push(vendor.record.id);
              break;
            }
          }
        }
        return { key: category.id, name: category.name, vendorIds };
      })
      .filter((group) => group.vendorIds.length > 0);
  }

  /** Popular products of vendors in the current list (so of vendors that deliver here). */
  private popularOfListed(
    snapshot: LocalitySnapshot,
    listed: readonly ListedVendor[],
    context: VendorContext,
  ): Product[] {
    const listedIds = new Set(listed.map(({ vendor }) => vendor.record.id));
    const result: Product[] = [];
    for (const record of snapshot.popularProducts) {
      if (result.length >= POPULAR_LIMIT) break;
      const vendor = snapshot.byId.get(record.vendorId);
      if (!vendor || !listedIds.has(record.vendorId)) continue;
      result.push(
        toProductDto(
          record,
          context,
          productTimeInfo(record.sectionWorkingHours, vendor.record.workingHours, context.moment),
        ),
      );
    }
    return result;
  }

  private vendorDetail(entry: CatalogueEntry, context: VendorContext): VendorDetail {
    const vendor = entry.catalogue.vendor;
    const popular: Product[] = [];
    for (const section of entry.catalogue.sections) {
      const products = section.products.filter((product) => product.popular);
      if (products.length === 0) continue;
      const time = sectionTime(section, vendor.workingHours, context.moment);
      for (const product of products) {
        if (popular.length >= POPULAR_LIMIT) break;
        popular.push(toProductDto(product, context, time.product));
      }
    }
    return toVendorDetailDto(vendor, context, popular);
  }

  private catalogCategories(catalogue: CatalogueRecord, lang: string): CatalogCategory[] {
    return catalogue.catalogCategories.map((tab) => ({
      id: tab.id,
      name: resolveI18n(tab.nameI18n, lang, tab.name),
      order: tab.sortOrder,
    }));
  }

  /** Sections as JSON, built once per catalogue load, language, minute and selection. */
  private sectionsJson(
    entry: CatalogueEntry,
    sections: readonly SectionRecord[],
    selectionKey: string,
    context: VendorContext,
  ): string {
    const minute = Math.floor(context.moment.at.getTime() / 60_000);
    const key = `${context.lang}|${minute}|${selectionKey}`;
    const cached = entry.serialised.get(key);
    if (cached !== undefined) return cached;
    const vendorHours = entry.catalogue.vendor.workingHours;
    const dtos = sections.map((section): Section => {
      const time = sectionTime(section, vendorHours, context.moment);
      return {
        id: section.id,
        name: resolveI18n(section.nameI18n, context.lang, section.name),
        order: section.sortOrder,
        cookingTime: section.cookingTime,
        imageOrientation: section.imageOrientation,
        catalogCategoryId: section.catalogCategoryId,
        workingHours: section.workingHours ? [...section.workingHours] : null,
        timeAvailability: time.section,
        products: section.products.map((product) => toProductDto(product, context, time.product)),
      };
    });
    const json = JSON.stringify(dtos);
    // Preorder times make many distinct minutes; the map is dropped rather than grown.
    if (entry.serialised.size >= 64) entry.serialised.clear();
    entry.serialised.set(key, json);
    return json;
  }
}

/**
 * Everything a browsing response depends on besides the loaded data: language, the minute asked
 * about (availability changes by the minute), whether it is a preorder, point and filters.
 * `cartId` changes nothing yet, so it is left out.
 */
function queryKey(
  context: VendorContext,
  query: Partial<MainPageQuery> & { catalogCategoryId?: string; part?: number },
): string {
  const { moment, point } = context;
  return [
    context.lang,
    Math.floor(moment.at.getTime() / 60_000),
    moment.preorder ? 'preorder' : 'now',
    point ? point.join(',') : '',
    query.page ?? '',
    query.categories ? [...query.categories].sort().join(',') : '',
    query.searchString ?? '',
    query.receiptType ?? '',
    query.rating ?? '',
    query.catalogCategoryId ?? '',
    query.part ?? '',
  ].join('|');
}

/** A section keeps its own hours when it has them, else the vendor's. */
function sectionTime(
  section: SectionRecord,
  vendorHours: readonly WorkingHoursRow[],
  moment: BrowsingMoment,
): { section: Section['timeAvailability']; product: ProductTimeInfo } {
  const hours = section.workingHours ?? vendorHours;
  const open = isOpenOnWall(weeklyRanges(hours), moment.wall);
  return {
    section: timeAvailability(hours, moment, open),
    product: orderableTime(hours, moment, open),
  };
}

/**
 * Which sections a catalogue call shows. `page` shows one catalog category (the one asked
 * for, else the first; sections without a category go with the first); `all` shows every
 * section unless a category is asked for.
 */
export function selectSections(
  catalogue: CatalogueRecord,
  mode: CatalogueSelection,
  asked: string | undefined,
): { catalogCategoryId: string | null; sections: SectionRecord[]; key: string } {
  const tabs = catalogue.catalogCategories;
  const askedTab = asked ? tabs.find((tab) => tab.id === asked) : undefined;
  const tab = askedTab ?? (mode === 'page' ? tabs[0] : undefined);
  if (!tab) return { catalogCategoryId: null, sections: [...catalogue.sections], key: 'all' };
  const first = tab.id === tabs[0]?.id;
  return {
    catalogCategoryId: tab.id,
    sections: catalogue.sections.filter(
      (section) =>
        section.catalogCategoryId === tab.id || (first && section.catalogCategoryId === null),
    ),
    key: tab.id,
  };
}
