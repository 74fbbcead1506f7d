/**
 * The browsing calls: each request reads the catalogue version once (catalog-freshness.ts), takes
 * the locality snapshot or vendor catalogue loaded for that version (catalog-snapshots.ts) and
 * answers from memory. The hot answers are serialised once per loaded object, language, query
 * and minute (answer-memo.ts): a repeated query, such as the locality home every visitor opens,
 * costs the version read and a map lookup.
 */
import type {
  Banner,
  CategoriesResponse,
  MainPageQuery,
  ProductResponse,
  VendorDetail,
  VendorsQuery,
} from '@souk/contracts';
import type { catalogQuerySchema } from '@souk/contracts';
import type { z } from 'zod';
import type { LocalityRow } from '#api/modules/localities/locality-repository.ts';
import { toBannerDto } from './banner-mapper.ts';
import { AnswerMemo } from './answer-memo.ts';
import type { BrowsingQuery, LanguagePicker } from './browsing-context.ts';
import { browsingContext, queryKey } from './browsing-context.ts';
import { assertBrowsingQuery, browsingMoment } from './browsing-moment.ts';
import { CachedBody } from './cached-body.ts';
import { productNotFound, vendorNotFound } from './catalog-errors.ts';
import type { CatalogFreshness } from './catalog-freshness.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { SectionRecord } from './catalog-records.ts';
import type { CatalogSnapshots, CatalogEntry } from './catalog-snapshots.ts';
import type { CatalogSelection } from './vendor-response.ts';
import {
  catalogHead,
  partOf,
  productResponse,
  sectionDtos,
  selectSections,
  vendorDetail,
  withSerialisedMember,
} from './vendor-response.ts';
import { buildCategoryTree } from './category-tree.ts';
import { mainPageJson, pageOfVendors } from './locality-response.ts';
import type { LocalitySnapshot } from './vendor-directory.ts';
import { listVendors } from './vendor-directory.ts';
import type { VendorContext } from './vendor-mapper.ts';

export type { LanguagePicker } from './browsing-context.ts';
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

/**
 * Vendors a typed query (`searchString`) finds beyond their own names: by a typo-tolerant name
 * match or by a dish they sell. The search module provides it, handed over by app.ts, so the
 * catalogue never imports search (which reads the catalogue's snapshots).
 */
export interface VendorFinder {
  vendorIds(
    snapshot: LocalitySnapshot,
    keyword: string,
    lang: string,
    version: number,
  ): Promise<ReadonlySet<string>>;
}

export interface CatalogServiceOptions {
  snapshots: CatalogSnapshots;
  freshness: CatalogFreshness;
  repository: Pick<CatalogRepository, 'partnerProductVendorId'>;
  /** Public origin for image URLs. */
  baseUrl: string;
  now?: () => Date;
  vendorFinder?: VendorFinder;
}

export class CatalogService {
  private readonly snapshots: CatalogSnapshots;
  private readonly freshness: CatalogFreshness;
  private readonly repository: Pick<CatalogRepository, 'partnerProductVendorId'>;
  private readonly baseUrl: string;
  private readonly now: () => Date;
  private readonly vendorFinder: VendorFinder | null;
  /** Serialised answers by the snapshot or catalogue they were computed from. */
  private readonly answers = new AnswerMemo<CachedBody>(256);
  /** Sections as JSON by catalogue, language, minute and selection; preorders make many. */
  private readonly sections = new AnswerMemo<string>(64);
  private readonly categoryTrees = new AnswerMemo<CategoriesResponse>(64);

  constructor(options: CatalogServiceOptions) {
    this.snapshots = options.snapshots;
    this.freshness = options.freshness;
    this.repository = options.repository;
    this.baseUrl = options.baseUrl;
    this.now = options.now ?? (() => new Date());
    this.vendorFinder = options.vendorFinder ?? null;
  }

  // --- locality calls ------------------------------------------------------------------------

  /** The locality's vendors, categories and banners as of now. Unknown code → 404. */
  async localitySnapshot(partnerId: string, code: string): Promise<LocalitySnapshot> {
    return this.snapshots.locality(partnerId, code, await this.freshness.version());
  }

  async banners(partnerId: string, code: string, pickLang: LanguagePicker): Promise<Banner[]> {
    const snapshot = await this.localitySnapshot(partnerId, code);
    const text = { lang: pickLang(snapshot.locality.lang), baseUrl: this.baseUrl };
    return snapshot.banners.map((banner) => toBannerDto(banner, text, snapshot.locality.lang));
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
    const version = await this.freshness.version();
    const snapshot = await this.snapshots.locality(partnerId, code, version);
    const context = this.vendorContext(snapshot.locality, query, pickLang);
    const key = `vendors|${queryKey(context, query)}`;
    const found = this.answers.has(snapshot, key)
      ? null
      : await this.searchedVendorIds(snapshot, query, context.lang, version);
    return this.answers.get(snapshot, key, () => {
      const listed = listVendors(snapshot, query, context, found);
      return new CachedBody(JSON.stringify(pageOfVendors(listed, query.page, context)));
    });
  }

  /** The main page, serialised: a single-vendor catalogue can be large and is kept as JSON. */
  async mainPageBody(
    partner: { id: string; textLogo: boolean },
    code: string,
    query: MainPageQuery,
    pickLang: LanguagePicker,
  ): Promise<CachedBody> {
    assertBrowsingQuery(query);
    const version = await this.freshness.version();
    const snapshot = await this.snapshots.locality(partner.id, code, version);
    const context = this.vendorContext(snapshot.locality, query, pickLang);
    const singleVendor =
      snapshot.locality.uiFlow === 'SINGLE_VENDOR' ? snapshot.vendors[0] : undefined;
    const entry = singleVendor
      ? await this.snapshots.catalog(singleVendor.record.id, version)
      : null;
    const key = `main|${entry?.serial ?? '-'}|${partner.textLogo}|${queryKey(context, query)}`;
    const found = this.answers.has(snapshot, key)
      ? null
      : await this.searchedVendorIds(snapshot, query, context.lang, version);
    return this.answers.get(snapshot, key, () => {
      let single: { entry: CatalogEntry; sectionsJson: string } | null = null;
      if (entry) {
        const selection = selectSections(entry.catalog, 'page', query.catalogCategoryId);
        const json = this.sectionsJson(entry, selection.sections, selection.key, context);
        single = { entry, sectionsJson: json };
      }
      const json = mainPageJson({
        snapshot,
        single,
        partner,
        listed: listVendors(snapshot, query, context, found),
        categories: this.categoryTree(snapshot, context.lang),
        page: query.page,
        context,
      });
      return new CachedBody(json);
    });
  }

  // --- vendor calls --------------------------------------------------------------------------

  async vendor(
    partnerId: string,
    vendorId: string,
    query: CatalogQuery,
    pickLang: LanguagePicker,
  ): Promise<VendorDetail> {
    assertBrowsingQuery(query);
    const version = await this.freshness.version();
    const entry = await this.snapshots.partnerCatalog(partnerId, vendorId, version);
    return vendorDetail(entry, this.vendorContext(entry.locality, query, pickLang));
  }

  async catalogBody(
    partnerId: string,
    vendor: { id: string } | { code: string },
    query: CatalogQuery,
    pickLang: LanguagePicker,
    mode: CatalogSelection,
  ): Promise<CachedBody> {
    assertBrowsingQuery(query);
    const version = await this.freshness.version();
    const vendorId =
      'id' in vendor
        ? vendor.id
        : await this.snapshots.vendorIdByCode(partnerId, vendor.code, version);
    if (!vendorId) throw vendorNotFound();
    const entry = await this.snapshots.partnerCatalog(partnerId, vendorId, version);
    const context = this.vendorContext(entry.locality, query, pickLang);
    return this.answers.get(entry, `catalogue|${mode}|${queryKey(context, query)}`, () => {
      const selection = selectSections(entry.catalog, mode, query.catalogCategoryId);
      const part = query.part === undefined ? null : partOf(selection.sections, query.part);
      const head = catalogHead(
        entry,
        selection,
        part && query.part !== undefined ? { number: query.part, of: part } : null,
        context,
      );
      const sections = part
        ? this.sectionsJson(entry, part.sections, `${selection.key}|part${query.part}`, context)
        : this.sectionsJson(entry, selection.sections, selection.key, context);
      return new CachedBody(
        withSerialisedMember(head, { name: 'sections', json: sections, at: 'end' }),
      );
    });
  }

  async product(
    partnerId: string,
    productId: string,
    pickLang: LanguagePicker,
  ): Promise<ProductResponse> {
    const [version, vendorId] = await Promise.all([
      this.freshness.version(),
      this.repository.partnerProductVendorId(partnerId, productId),
    ]);
    const entry = vendorId ? await this.snapshots.catalog(vendorId, version) : null;
    const record = entry?.products.get(productId);
    if (!entry || !record || entry.locality.partnerId !== partnerId) throw productNotFound();
    const text = { lang: pickLang(entry.locality.lang), baseUrl: this.baseUrl };
    const moment = browsingMoment(entry.locality.timeZone, this.now(), undefined);
    return productResponse(entry, record, text, moment);
  }

  /** Language, moment and point of a request, as the vendor and product mappers take them. */
  vendorContext(
    locality: LocalityRow,
    query: BrowsingQuery,
    pickLang: LanguagePicker,
  ): VendorContext {
    const lang = pickLang(locality.lang);
    return browsingContext(locality, query, lang, { now: this.now(), baseUrl: this.baseUrl });
  }

  /** Vendor ids the search finds for the query's searchString, or null without a query. */
  private async searchedVendorIds(
    snapshot: LocalitySnapshot,
    query: { searchString?: string },
    lang: string,
    version: number,
  ): Promise<ReadonlySet<string> | null> {
    const keyword = query.searchString?.trim();
    if (!keyword || !this.vendorFinder) return null;
    return this.vendorFinder.vendorIds(snapshot, keyword, lang, version);
  }

  private categoryTree(snapshot: LocalitySnapshot, lang: string): CategoriesResponse {
    return this.categoryTrees.get(snapshot, lang, () =>
      buildCategoryTree(snapshot.categories, snapshot.usedCategoryIds, {
        lang,
        baseUrl: this.baseUrl,
      }),
    );
  }

  /** Sections as JSON, built once per catalogue load, language, minute and selection. */
  private sectionsJson(
    entry: CatalogEntry,
    sections: readonly SectionRecord[],
    selectionKey: string,
    context: VendorContext,
  ): string {
    const minute = Math.floor(context.moment.at.getTime() / 60_000);
    return this.sections.get(entry, `${context.lang}|${minute}|${selectionKey}`, () =>
      JSON.stringify(sectionDtos(entry, sections, context)),
    );
  }
}
