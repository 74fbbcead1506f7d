/**
 * What the catalogue is loaded into before it is mapped to DTOs: database rows plus what was
 * joined to them (image kinds, categories, option groups). Mappers work on these, so the search
 * module and the browsing calls map the same records the same way.
 */
import type {
  catalogCategories,
  categories,
  componentGroups,
  components,
  products,
  sections,
  vendors,
} from '#api/db/schema/index.ts';
import type { I18nText, WorkingHoursRow } from '#api/db/schema/index.ts';
import type { ImageKind } from '#api/modules/images/image-variants.ts';

/** An image row's id and kind: enough to describe its variants without loading the row. */
export interface ImageRef {
  id: string;
  kind: ImageKind;
}

export type VendorRow = typeof vendors.$inferSelect;
type SectionRow = typeof sections.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
type ComponentGroupRow = typeof componentGroups.$inferSelect;
type ComponentRow = typeof components.$inferSelect;
type CatalogCategoryRow = typeof catalogCategories.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

export interface VendorCategoryRef {
  id: string;
  name: string;
  nameI18n: I18nText;
}

export interface VendorRecord extends VendorRow {
  image: ImageRef | null;
  avatar: ImageRef | null;
  categories: VendorCategoryRef[];
}

export interface ComponentGroupRecord extends ComponentGroupRow {
  components: ComponentRow[];
}

/** A product as a list shows it: everything but its option groups. */
export interface ProductSummaryRecord extends ProductRow {
  image: ImageRef | null;
  /** The section's own hours; null when the section follows the vendor's. */
  sectionWorkingHours: WorkingHoursRow[] | null;
}

export interface ProductRecord extends ProductSummaryRecord {
  componentGroups: ComponentGroupRecord[];
}

export interface SectionRecord extends SectionRow {
  /** Visible products only, in menu order. */
  products: ProductRecord[];
}

/** One vendor's whole visible menu. */
export interface CatalogRecord {
  vendor: VendorRecord;
  /** Catalog categories (menu tabs) that have at least one non-empty visible section. */
  catalogCategories: CatalogCategoryRow[];
  /** Visible sections that have visible products, in menu order. */
  sections: SectionRecord[];
}

export interface CategoryRecord extends CategoryRow {
  image: ImageRef | null;
}
