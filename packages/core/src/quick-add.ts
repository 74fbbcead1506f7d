/**
 * Spec 1 §4 "Product quick-add": the add button on a product list item either adds one
 * plain unit straight away or sends the customer to the product modal to choose options.
 * Structural types keep core free of the contracts package (which depends on core).
 */

export interface QuickAddGroup {
  readonly required: boolean;
  readonly multiSelection: boolean;
  /** Most options that can be picked in the group; null means no limit. */
  readonly maxCount: number | null;
}

export interface QuickAddProduct {
  readonly componentGroups: readonly QuickAddGroup[];
}

/** Result codes of spec 1 §8 that the quick-add decision can produce. */
export type QuickAddDecision =
  | { readonly result: 'SUCCESS'; readonly quantity: 1; readonly componentIds: readonly [] }
  | { readonly result: 'DEFAULT_NOT_SELECTED' }
  | { readonly result: 'VALIDATION_FAILED' };

const ADD_ONE_PLAIN: QuickAddDecision = { result: 'SUCCESS', quantity: 1, componentIds: [] };

/**
 * Spec 1 §4:
 * - "If any component group is required: DEFAULT_NOT_SELECTED (open the product modal)."
 * - "If a group is multi-select with max 1: VALIDATION_FAILED."
 * - "Otherwise one is added with no components."
 *
 * The required check runs over every group before the multi-select check, so a product
 * with both kinds of group always opens the modal, whatever order its groups come in.
 * Both non-success results mean the customer has to choose in the product modal.
 */
export function decideQuickAdd(product: QuickAddProduct): QuickAddDecision {
  if (product.componentGroups.some((group) => group.required)) {
    return { result: 'DEFAULT_NOT_SELECTED' };
  }
  if (product.componentGroups.some((group) => group.multiSelection && group.maxCount === 1)) {
    return { result: 'VALIDATION_FAILED' };
  }
  return ADD_ONE_PLAIN;
}

/** True when the quick-add cannot add by itself and the product modal must open. */
export function quickAddNeedsModal(product: QuickAddProduct): boolean {
  return decideQuickAdd(product).result !== 'SUCCESS';
}
