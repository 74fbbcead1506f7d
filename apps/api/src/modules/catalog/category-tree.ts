/**
 * The locality's category tree as the storefront shows it (spec 1 §4): "The category list is
 * filtered to those vendors actually use" and "Categories with no children are dropped".
 */
import type { CategoriesResponse, Category } from '@souk/contracts';
import { resolveI18n } from '#api/http/i18n-text.ts';
import { toImageDto } from '#api/modules/images/image-variants.ts';
import type { CategoryRecord } from './catalog-records.ts';
import type { TextContext } from './product-mapper.ts';

/**
 * A leaf survives when a vendor uses it, an inner category when something below it survives,
 * and a root only with surviving children. `top` lists used categories flagged as top.
 */
export function buildCategoryTree(
  records: readonly CategoryRecord[],
  usedIds: ReadonlySet<string>,
  text: TextContext,
): CategoriesResponse {
  const childrenOf = new Map<string | null, CategoryRecord[]>();
  for (const record of records) {
    const list = childrenOf.get(record.parentId);
    if (list) list.push(record);
    else childrenOf.set(record.parentId, [record]);
  }
  const toDto = (record: CategoryRecord, children: Category[]): Category => ({
    id: record.id,
    name: resolveI18n(record.nameI18n, text.lang, record.name),
    image: record.image ? toImageDto(text.baseUrl, record.image) : null,
    children,
  });
  const prune = (record: CategoryRecord, seen: Set<string>): Category | null => {
    // A parent loop in bad data must not hang the request.
    if (seen.has(record.id)) return null;
    seen.add(record.id);
    const kids = (childrenOf.get(record.id) ?? [])
      .map((child) => prune(child, seen))
      .filter((child): child is Category => child !== null);
    if (kids.length > 0 || usedIds.has(record.id)) return toDto(record, kids);
    return null;
  };
  const tree = (childrenOf.get(null) ?? [])
    .map((root) => prune(root, new Set()))
    .filter((root): root is Category => root !== null && root.children.length > 0);
  const top = records
    .filter((record) => record.isTop && usedIds.has(record.id))
    .map((record) => toDto(record, []));
  return { tree, top };
}

/** The picked ids plus everything below them: picking "Food" means any kind of food. */
export function withDescendants(
  records: readonly CategoryRecord[],
  picked: readonly string[],
): Set<string> {
  const result = new Set(picked);
  let grew = true;
  while (grew) {
    grew = false;
    for (const record of records) {
      if (record.parentId && result.has(record.parentId) && !result.has(record.id)) {
        result.add(record.id);
        grew = true;
      }
    }
  }
  return result;
}
