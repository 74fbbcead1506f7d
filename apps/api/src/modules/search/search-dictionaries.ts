/**
 * The names a search ranks, held in memory: a locality's product names (loaded from
 * `search_terms`, where triggers keep them in step with the catalogue, once per catalogue
 * version) and the vendor names the catalogue's locality snapshot shows in each language.
 */
import { resolveI18n } from '#api/http/i18n-text.ts';
import { VersionedCache } from '#api/modules/catalog/versioned-cache.ts';
import type { DirectoryVendor, LocalitySnapshot } from '#api/modules/catalog/vendor-directory.ts';
import { NameDictionary, normaliseName } from './name-ranking.ts';
import type { SearchRepository } from './search-repository.ts';

interface ProductNames {
  /** The `search_terms` ids the dictionary was built from, in id order. */
  termIds: string;
  dictionary: NameDictionary<number>;
}

/** Localities whose product names are kept. */
const LOCALITIES = 500;

export class SearchDictionaries {
  /** Product names by locality id, each name carrying its `search_terms` id. */
  private readonly products = new VersionedCache<ProductNames>(LOCALITIES);
  /**
   * The last dictionary built per locality: a new catalogue version mostly leaves a locality's
   * names as they were, and then the dictionary is not built again.
   */
  private readonly built = new Map<string, ProductNames>();
  /** Vendor names shown in a language, built once per loaded snapshot. */
  private readonly vendors = new WeakMap<
    LocalitySnapshot,
    Map<string, NameDictionary<DirectoryVendor[]>>
  >();

  constructor(private readonly repository: Pick<SearchRepository, 'productTerms'>) {}

  async productNames(localityId: string, version: number): Promise<NameDictionary<number>> {
    const loaded = await this.products.get(localityId, version, async () => {
      const terms = await this.repository.productTerms(localityId);
      // A name's row is never updated, only added or deleted: the same ids, the same names.
      const termIds = terms.map((term) => term.id).join(',');
      const previous = this.built.get(localityId);
      if (previous?.termIds === termIds) return previous;
      const dictionary = new NameDictionary(
        terms.map(({ id, term }) => ({ name: term, value: id })),
      );
      if (this.built.size >= LOCALITIES) this.built.clear();
      this.built.set(localityId, { termIds, dictionary });
      return { termIds, dictionary };
    });
    return loaded.dictionary;
  }

  /** The snapshot's vendors by the name they show in `lang`; each name's in menu order. */
  vendorNames(snapshot: LocalitySnapshot, lang: string): NameDictionary<DirectoryVendor[]> {
    let byLang = this.vendors.get(snapshot);
    if (!byLang) {
      byLang = new Map();
      this.vendors.set(snapshot, byLang);
    }
    let dictionary = byLang.get(lang);
    if (!dictionary) {
      const byName = new Map<string, DirectoryVendor[]>();
      for (const vendor of snapshot.vendors) {
        const { record } = vendor;
        const name = normaliseName(resolveI18n(record.nameI18n, lang, record.name));
        if (name === '') continue;
        const list = byName.get(name);
        if (list) list.push(vendor);
        else byName.set(name, [vendor]);
      }
      dictionary = new NameDictionary(
        Array.from(byName, ([name, vendors]) => ({ name, value: vendors })),
      );
      byLang.set(lang, dictionary);
    }
    return dictionary;
  }
}
