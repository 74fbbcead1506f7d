/**
 * Option rules of the product modal (spec 1 §3 "componentGroups (each with required,
 * multiSelection, maxCount)", §4 "Counter"): what may be picked, whether the choice is
 * complete, and what it costs. The web modal enforces them as the customer taps; the cart
 * API will run the same `selectionProblems` on what it receives, so both agree.
 *
 * Structural types keep core free of the contracts package (which depends on core).
 */

export interface OptionComponent {
  readonly id: string;
  /** Minor units added to the unit price per picked unit. */
  readonly price: number;
  readonly available: boolean;
  /** Most units of this one component (a multi-select group only). */
  readonly maxCount: number;
}

export interface OptionGroup {
  readonly id: string;
  readonly required: boolean;
  readonly multiSelection: boolean;
  /** Most units picked across the group; null means no limit. */
  readonly maxCount: number | null;
  readonly components: readonly OptionComponent[];
}

export interface OptionProduct {
  /** Minor units for one unit without options (the discount price when one runs). */
  readonly price: number;
  /** Most units of the product in one line; null means no limit. */
  readonly maxCount: number | null;
  readonly componentGroups: readonly OptionGroup[];
}

/** Picked units by group id, then by component id. Absent means zero. */
export type OptionSelection = Readonly<Record<string, Readonly<Record<string, number>>>>;

export const EMPTY_SELECTION: OptionSelection = Object.freeze({});

export function pickedUnits(
  selection: OptionSelection,
  groupId: string,
  componentId: string,
): number {
  return selection[groupId]?.[componentId] ?? 0;
}

export function groupUnits(selection: OptionSelection, groupId: string): number {
  return Object.values(selection[groupId] ?? {}).reduce((sum, units) => sum + units, 0);
}

/** A single-selection group takes exactly one pick; a multi-select group its maxCount. */
export function groupLimit(group: OptionGroup): number | null {
  return group.multiSelection ? group.maxCount : 1;
}

/**
 * Units of one component the group allows. A component with a maxCount below 1 still
 * reads as 1: a listed, available option that could never be picked would only confuse.
 */
export function componentLimit(group: OptionGroup, component: OptionComponent): number {
  if (!group.multiSelection) return 1;
  const own = Math.max(1, component.maxCount);
  return group.maxCount === null ? own : Math.min(own, group.maxCount);
}

export interface ComponentControls {
  readonly units: number;
  /** False for an unavailable component: shown, never pickable. */
  readonly pickable: boolean;
  readonly canAdd: boolean;
  readonly canRemove: boolean;
}

/** What the modal may offer for one component right now. */
export function componentControls(
  group: OptionGroup,
  component: OptionComponent,
  selection: OptionSelection,
): ComponentControls {
  const units = pickedUnits(selection, group.id, component.id);
  const limit = groupLimit(group);
  // Picking in a single-selection group replaces the pick, so a full group is no obstacle.
  const groupHasRoom =
    !group.multiSelection || limit === null || groupUnits(selection, group.id) < limit;
  const canAdd = component.available && units < componentLimit(group, component) && groupHasRoom;
  return { units, pickable: component.available, canAdd, canRemove: units > 0 };
}

function withGroup(
  selection: OptionSelection,
  groupId: string,
  picks: Readonly<Record<string, number>>,
): OptionSelection {
  const rest = Object.fromEntries(Object.entries(selection).filter(([id]) => id !== groupId));
  return Object.keys(picks).length === 0 ? rest : { ...rest, [groupId]: picks };
}

function findComponent(group: OptionGroup, componentId: string): OptionComponent | undefined {
  return group.components.find((component) => component.id === componentId);
}

/**
 * One more unit of a component. In a single-selection group this is "choose this one"
 * and replaces the earlier pick. A move the rules forbid returns the same selection
 * object, so callers can no-op on reference equality.
 */
export function addUnit(
  group: OptionGroup,
  selection: OptionSelection,
  componentId: string,
): OptionSelection {
  const component = findComponent(group, componentId);
  if (!component || !componentControls(group, component, selection).canAdd) return selection;
  if (!group.multiSelection) return withGroup(selection, group.id, { [componentId]: 1 });
  const current = selection[group.id] ?? {};
  return withGroup(selection, group.id, {
    ...current,
    [componentId]: (current[componentId] ?? 0) + 1,
  });
}

/** One unit fewer; the last unit removes the pick. */
export function removeUnit(
  group: OptionGroup,
  selection: OptionSelection,
  componentId: string,
): OptionSelection {
  const units = pickedUnits(selection, group.id, componentId);
  if (units === 0) return selection;
  const current = selection[group.id] ?? {};
  const rest = Object.fromEntries(Object.entries(current).filter(([id]) => id !== componentId));
  return withGroup(selection, group.id, units > 1 ? { ...rest, [componentId]: units - 1 } : rest);
}

/** A checkbox or radio tap: picked → unpicked, unpicked → one unit (when allowed). */
export function togglePick(
  group: OptionGroup,
  selection: OptionSelection,
  componentId: string,
): OptionSelection {
  if (pickedUnits(selection, group.id, componentId) > 0) {
    const current = selection[group.id] ?? {};
    return withGroup(
      selection,
      group.id,
      Object.fromEntries(Object.entries(current).filter(([id]) => id !== componentId)),
    );
  }
  return addUnit(group, selection, componentId);
}

/** Drops every pick of a group ("No, thanks" on an optional single choice). */
export function clearGroup(group: OptionGroup, selection: OptionSelection): OptionSelection {
  return selection[group.id] === undefined ? selection : withGroup(selection, group.id, {});
}

export type SelectionProblem =
  | { readonly kind: 'REQUIRED_GROUP_EMPTY'; readonly groupId: string }
  | { readonly kind: 'GROUP_OVER_LIMIT'; readonly groupId: string; readonly limit: number }
  | {
      readonly kind: 'COMPONENT_OVER_LIMIT';
      readonly groupId: string;
      readonly componentId: string;
      readonly limit: number;
    }
  | {
      readonly kind: 'COMPONENT_UNAVAILABLE';
      readonly groupId: string;
      readonly componentId: string;
    }
  | { readonly kind: 'UNKNOWN_GROUP'; readonly groupId: string }
  | { readonly kind: 'UNKNOWN_COMPONENT'; readonly groupId: string; readonly componentId: string }
  | {
      readonly kind: 'INVALID_UNITS';
      readonly groupId: string;
      readonly componentId: string;
      readonly units: number;
    };

function componentProblems(
  group: OptionGroup,
  componentId: string,
  units: number,
): SelectionProblem[] {
  const groupId = group.id;
  if (!Number.isSafeInteger(units) || units < 1) {
    return [{ kind: 'INVALID_UNITS', groupId, componentId, units }];
  }
  const component = findComponent(group, componentId);
  if (!component) return [{ kind: 'UNKNOWN_COMPONENT', groupId, componentId }];
  const problems: SelectionProblem[] = [];
  if (!component.available) problems.push({ kind: 'COMPONENT_UNAVAILABLE', groupId, componentId });
  const limit = componentLimit(group, component);
  if (units > limit) problems.push({ kind: 'COMPONENT_OVER_LIMIT', groupId, componentId, limit });
  return problems;
}

function groupProblems(group: OptionGroup, selection: OptionSelection): SelectionProblem[] {
  const picks = Object.entries(selection[group.id] ?? {});
  const problems = picks.flatMap(([componentId, units]) =>
    componentProblems(group, componentId, units),
  );
  const total = picks.reduce((sum, [, units]) => sum + Math.max(0, units), 0);
  if (group.required && total === 0) {
    problems.push({ kind: 'REQUIRED_GROUP_EMPTY', groupId: group.id });
  }
  const limit = groupLimit(group);
  if (limit !== null && total > limit) {
    problems.push({ kind: 'GROUP_OVER_LIMIT', groupId: group.id, limit });
  }
  return problems;
}

/** Every rule the selection breaks, in group order; empty when it can go to the cart. */
export function selectionProblems(
  product: OptionProduct,
  selection: OptionSelection,
): SelectionProblem[] {
  const known = new Set(product.componentGroups.map((group) => group.id));
  const unknown: SelectionProblem[] = Object.keys(selection)
    .filter((groupId) => !known.has(groupId))
    .map((groupId) => ({ kind: 'UNKNOWN_GROUP', groupId }));
  return [
    ...product.componentGroups.flatMap((group) => groupProblems(group, selection)),
    ...unknown,
  ];
}

export function isSelectionComplete(product: OptionProduct, selection: OptionSelection): boolean {
  return selectionProblems(product, selection).length === 0;
}

function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be an integer number of minor units, got ${value}`);
  }
}

/**
 * One unit with its options: the product price plus each picked component's price times
 * its units, in integer minor units. Picks of unknown groups or components add nothing;
 * `selectionProblems` is what rejects them.
 */
export function unitPriceWithOptions(product: OptionProduct, selection: OptionSelection): number {
  assertMinorUnits(product.price, 'A product price');
  return product.componentGroups.reduce((sum, group) => {
    return group.components.reduce((groupSum, component) => {
      assertMinorUnits(component.price, 'A component price');
      return groupSum + component.price * pickedUnits(selection, group.id, component.id);
    }, sum);
  }, product.price);
}

/** The line price: the unit price with options times the quantity. */
export function linePriceWithOptions(
  product: OptionProduct,
  selection: OptionSelection,
  quantity: number,
): number {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`A quantity must be a non-negative integer, got ${quantity}`);
  }
  const total = unitPriceWithOptions(product, selection) * quantity;
  assertMinorUnits(total, 'A line price');
  return total;
}

export interface CounterBounds {
  /** Spec 1 §4: "minus is disabled at the minimum (default 0)". */
  readonly min?: number;
  /** Spec 1 §4: "Plus is disabled when a maximum is set and reached"; null or absent: none. */
  readonly max?: number | null;
}

export interface CounterState {
  readonly minusDisabled: boolean;
  readonly plusDisabled: boolean;
}

export function counterState(value: number, bounds: CounterBounds = {}): CounterState {
  const min = bounds.min ?? 0;
  const max = bounds.max ?? null;
  return { minusDisabled: value <= min, plusDisabled: max !== null && value >= max };
}

/** Keeps a typed or stepped value inside the bounds. */
export function clampCount(value: number, bounds: CounterBounds = {}): number {
  const min = bounds.min ?? 0;
  const max = bounds.max ?? null;
  const atLeastMin = Math.max(min, Math.trunc(value));
  return max === null ? atLeastMin : Math.min(atLeastMin, Math.max(min, max));
}

/**
 * The product modal's quantity counter: a line holds at least one unit, and at most the
 * product's maxCount when it has one.
 */
export function productQuantityBounds(product: Pick<OptionProduct, 'maxCount'>): CounterBounds {
  return { min: 1, max: product.maxCount };
}
