/**
 * A line's picked components: one canonical form (so the same choice always compares equal),
 * and the option reasons of spec 2 §3 from core's option rules, the same rules the product
 * modal applies.
 */
import type { OptionInvalidReason } from '@souk/contracts';
import type { OptionProduct, OptionSelection, SelectionProblem } from '@souk/core/product-options';
import { selectionProblems } from '@souk/core/product-options';
import type { CartLineComponentRow } from '#api/db/schema/index.ts';
import type { CartProduct } from './cart-catalog.ts';

/** Repeated picks of one component add up; sorted by group, then component. */
export function canonicalComponents(
  picks: readonly CartLineComponentRow[],
): CartLineComponentRow[] {
  const byKey = new Map<string, CartLineComponentRow>();
  for (const pick of picks) {
    const key = `${pick.groupId}:${pick.componentId}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, count: seen.count + pick.count } : { ...pick });
  }
  return [...byKey.values()].sort(
    (a, b) => a.groupId.localeCompare(b.groupId) || a.componentId.localeCompare(b.componentId),
  );
}

export function componentsKey(picks: readonly CartLineComponentRow[]): string {
  return picks.map((pick) => `${pick.groupId}:${pick.componentId}:${pick.count}`).join('|');
}

function toSelection(picks: readonly CartLineComponentRow[]): OptionSelection {
  const selection: Record<string, Record<string, number>> = {};
  for (const pick of picks) {
    const group = (selection[pick.groupId] ??= {});
    group[pick.componentId] = (group[pick.componentId] ?? 0) + pick.count;
  }
  return selection;
}

function optionProduct(product: CartProduct): OptionProduct {
  return {
    price: product.discountPrice ?? product.price,
    maxCount: product.maxCount,
    componentGroups: product.componentGroups.map((group) => ({
      id: group.id,
      required: group.required,
      multiSelection: group.multiSelection,
      maxCount: group.maxCount,
      components: group.components.map((component) => ({
        id: component.id,
        price: component.price,
        available: component.available,
        maxCount: component.maxCount,
      })),
    })),
  };
}

const REASON_OF: Record<SelectionProblem['kind'], OptionInvalidReason> = {
  UNKNOWN_GROUP: 'OPTIONS_REMOVED',
  UNKNOWN_COMPONENT: 'REMOVED',
  COMPONENT_UNAVAILABLE: 'COMPONENTS_NOT_AVAILABLE',
  REQUIRED_GROUP_EMPTY: 'INVALID_REQUIRED',
  GROUP_OVER_LIMIT: 'INVALID_MULTI_SELECTION',
  COMPONENT_OVER_LIMIT: 'INVALID_MULTI_SELECTION',
  INVALID_UNITS: 'INVALID_MULTI_SELECTION',
};

export interface OptionCheck {
  reasons: OptionInvalidReason[];
  problems: SelectionProblem[];
}

/** What is wrong with these picks for the product as it is now; empty when nothing. */
export function checkOptions(
  product: CartProduct,
  picks: readonly CartLineComponentRow[],
): OptionCheck {
  const problems = selectionProblems(optionProduct(product), toSelection(picks));
  const reasons = [...new Set(problems.map((problem) => REASON_OF[problem.kind]))];
  return { reasons, problems };
}
