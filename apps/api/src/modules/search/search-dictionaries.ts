/**
 * The names a search ranks, held in memory: a locality's product names (loaded from
 * `search_terms`, where triggers keep them in step with the catalogue, once per catalogue
 * version), and the names and categories of the catalogue's locality snapshot's vendors. Every
 * language a name is written in is searched, whatever the customer reads the storefront in: a
 * visitor reading English in Riga still types "zupa" (issue 15 part 2).
 */
import type { I18nText } from '#api/db/schema/index.ts';
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
  /** Vendors by their names and by their categories' names, built once per loaded snapshot. */
  private readonly vendors = new WeakMap<LocalitySnapshot, VendorDictionaries>();

  constructor(private readonly repository: Pick<SearchRepository, 'productTerms'>) {}

  async productNames(localityId: string, version: number): Promise<NameDictionary<number>> {
    const loaded = await this.products.get(localityId, version, async () => {
      const terms = await this.repository.productTerms(localityId);
      // A name's row is never updated, only added or deleted: the same ids, the same names.
      const termIds = terms.map((term) => term.id).join(',');
      const previous = this.built.get(localityId);
      if (previous?.termIds === termIds) return previous;
      const dictionary = await NameDictionary.build(
        terms.map(({ id, term }) => ({ name: term, value: id })),
      );
      if (this.built.size >= LOCALITIES) this.built.clear();
      this.built.set(localityId, { termIds, dictionary });
      return { termIds, dictionary };
    });
    return loaded.dictionary;
  }

  /** The snapshot's vendors by each of their names, in every language; each name's in menu order. */
  vendorNames(snapshot: LocalitySnapshot): NameDictionary<DirectoryVendor[]> {
    return this.vendorDictionaries(snapshot).names;
  }

  /** The snapshot's vendors by the names of their categories, in every language. */
  vendorCategories(snapshot: LocalitySnapshot): NameDictionary<DirectoryVendor[]> {
    return this.vendorDictionaries(snapshot).categories;
  }

  private vendorDictionaries(snapshot: LocalitySnapshot): VendorDictionaries {
    let built = this.vendors.get(snapshot);
    if (!built) {
      const byName = new Map<string, DirectoryVendor[]>();
      const byCategory = new Map<string, DirectoryVendor[]>();
      for (const vendor of snapshot.vendors) {
        const { record } = vendor;
        for (const name of namesOf(record.name, record.nameI18n)) add(byName, name, vendor);
        const categoryNames = new Set(
          record.categories.flatMap((category) => [...namesOf(category.name, category.nameI18n)]),
        );
        for (const name of categoryNames) add(byCategory, name, vendor);
      }
      built = { names: dictionaryOf(byName), categories: dictionaryOf(byCategory) };
      this.vendors.set(snapshot, built);
    }
    return built;
  }
}

interface VendorDictionaries {
  names: NameDictionary<DirectoryVendor[]>;
  categories: NameDictionary<DirectoryVendor[]>;
}

/** A name and its translations, normalised, each once. */
function namesOf(name: string, translations: I18nText): Set<string> {
  const names = new Set<string>();
  for (const text of [name, ...Object.values(translations)]) {
    const normalised = normaliseName(text ?? '');
    if (normalised !== '') names.add(normalised);
  }
  return names;
}

function add(byName: Map<string, DirectoryVendor[]>, name: string, vendor: DirectoryVendor) {
  const list = byName.get(name);
  if (list) list.push(vendor);
  else byName.set(name, [vendor]);
}

function dictionaryOf(byName: Map<string, DirectoryVendor[]>): NameDictionary<DirectoryVendor[]> {
  return new NameDictionary(Array.from(byName, ([name, vendors]) => ({ name, value: vendors })));
}
