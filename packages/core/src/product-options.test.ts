import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  addUnit,
  clampCount,
  clearGroup,
  componentControls,
  componentLimit,
  counterState,
  groupLimit,
  groupUnits,
  isSelectionComplete,
  linePriceWithOptions,
  pickedUnits,
  productQuantityBounds,
  removeUnit,
  selectionProblems,
  togglePick,
  unitPriceWithOptions,
  type OptionComponent,
  type OptionGroup,
  type OptionProduct,
  type OptionSelection,
} from './product-options.ts';

const component = (id: string, overrides: Partial<OptionComponent> = {}): OptionComponent => ({
  id,
  price: 0,
  available: true,
  maxCount: 1,
  ...overrides,
});

/** The demo seed's pizza: a required size and up to three toppings (extra mozzarella ×2). */
const size: OptionGroup = {
  id: 'size',
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    component('small'),
    component('medium', { price: 200 }),
    component('large', { price: 450 }),
  ],
};
const toppings: OptionGroup = {
  id: 'toppings',
  required: false,
  multiSelection: true,
  maxCount: 3,
  components: [
    component('mozzarella', { price: 150, maxCount: 2 }),
    component('mushrooms', { price: 100 }),
    component('olives', { price: 100 }),
    component('sweetcorn', { price: 80, available: false }),
  ],
};
const extras: OptionGroup = {
  id: 'extras',
  required: false,
  multiSelection: true,
  maxCount: null,
  components: [component('bread', { price: 50, maxCount: 5 }), component('lemon', { price: 20 })],
};
const pizza: OptionProduct = { price: 890, maxCount: 10, componentGroups: [size, toppings] };

const pick = (group: OptionGroup, selection: OptionSelection, ...ids: string[]): OptionSelection =>
  ids.reduce((current, id) => addUnit(group, current, id), selection);

describe('limits', () => {
  it('"single-selection groups take one"; multi-select groups take maxCount, null is no limit', () => {
    expect(groupLimit(size)).toBe(1);
    expect(groupLimit({ ...size, maxCount: 5 })).toBe(1);
    expect(groupLimit(toppings)).toBe(3);
    expect(groupLimit(extras)).toBeNull();
  });

  it('each component goes up to its own maxCount, never past the group maximum', () => {
    expect(componentLimit(toppings, toppings.components[0]!)).toBe(2);
    expect(componentLimit(toppings, component('x', { maxCount: 9 }))).toBe(3);
    expect(componentLimit(extras, extras.components[0]!)).toBe(5);
    expect(componentLimit(size, component('x', { maxCount: 4 }))).toBe(1);
  });

  it('a component maxCount below 1 still allows one unit', () => {
    expect(componentLimit(toppings, component('x', { maxCount: 0 }))).toBe(1);
  });
});

describe('single-selection group (radio)', () => {
  it('choosing replaces the earlier pick', () => {
    const small = addUnit(size, EMPTY_SELECTION, 'small');
    expect(small).toEqual({ size: { small: 1 } });
    expect(addUnit(size, small, 'large')).toEqual({ size: { large: 1 } });
  });

  it('choosing the picked one again keeps one unit', () => {
    const small = addUnit(size, EMPTY_SELECTION, 'small');
    expect(addUnit(size, small, 'small')).toBe(small);
  });

  it('an unavailable or unknown component cannot be chosen', () => {
    const group: OptionGroup = { ...size, components: [component('gone', { available: false })] };
    expect(addUnit(group, EMPTY_SELECTION, 'gone')).toBe(EMPTY_SELECTION);
    expect(addUnit(size, EMPTY_SELECTION, 'nope')).toBe(EMPTY_SELECTION);
  });

  it('clearGroup empties an optional choice and leaves other groups alone', () => {
    const selection = pick(toppings, pick(size, EMPTY_SELECTION, 'small'), 'olives');
    expect(clearGroup(size, selection)).toEqual({ toppings: { olives: 1 } });
    expect(clearGroup(extras, selection)).toBe(selection);
  });
});

describe('multi-select group (checkboxes and steppers)', () => {
  it('picks several components up to the group maxCount', () => {
    const three = pick(toppings, EMPTY_SELECTION, 'mushrooms', 'olives', 'mozzarella');
    expect(groupUnits(three, 'toppings')).toBe(3);
    expect(addUnit(toppings, three, 'mozzarella')).toBe(three);
  });

  it('a component goes up to its own maxCount', () => {
    const two = pick(toppings, EMPTY_SELECTION, 'mozzarella', 'mozzarella');
    expect(pickedUnits(two, 'toppings', 'mozzarella')).toBe(2);
    expect(addUnit(toppings, two, 'mozzarella')).toBe(two);
    expect(pickedUnits(addUnit(toppings, two, 'olives'), 'toppings', 'olives')).toBe(1);
  });

  it('"unavailable components not pickable"', () => {
    expect(addUnit(toppings, EMPTY_SELECTION, 'sweetcorn')).toBe(EMPTY_SELECTION);
    expect(componentControls(toppings, toppings.components[3]!, EMPTY_SELECTION)).toEqual({
      units: 0,
      pickable: false,
      canAdd: false,
      canRemove: false,
    });
  });

  it('a group without a maxCount has no group limit', () => {
    const many = pick(
      extras,
      EMPTY_SELECTION,
      'bread',
      'bread',
      'bread',
      'bread',
      'bread',
      'lemon',
    );
    expect(groupUnits(many, 'extras')).toBe(6);
    expect(addUnit(extras, many, 'bread')).toBe(many);
  });

  it('removeUnit steps down and drops the pick, then the group, at zero', () => {
    const two = pick(toppings, EMPTY_SELECTION, 'mozzarella', 'mozzarella');
    const one = removeUnit(toppings, two, 'mozzarella');
    expect(one).toEqual({ toppings: { mozzarella: 1 } });
    expect(removeUnit(toppings, one, 'mozzarella')).toEqual({});
    expect(removeUnit(toppings, EMPTY_SELECTION, 'mozzarella')).toBe(EMPTY_SELECTION);
  });

  it('togglePick picks one unit or drops every unit of the component', () => {
    const on = togglePick(toppings, EMPTY_SELECTION, 'olives');
    expect(on).toEqual({ toppings: { olives: 1 } });
    const twoMozzarella = pick(toppings, on, 'mozzarella', 'mozzarella');
    expect(togglePick(toppings, twoMozzarella, 'mozzarella')).toEqual(on);
    expect(togglePick(toppings, on, 'olives')).toEqual({});
  });

  it('togglePick does not pick past the group limit', () => {
    const full = pick(toppings, EMPTY_SELECTION, 'mozzarella', 'mozzarella', 'olives');
    expect(togglePick(toppings, full, 'mushrooms')).toBe(full);
  });

  it('componentControls tells the stepper what it may do', () => {
    const mozzarella = toppings.components[0]!;
    expect(componentControls(toppings, mozzarella, EMPTY_SELECTION)).toEqual({
      units: 0,
      pickable: true,
      canAdd: true,
      canRemove: false,
    });
    const two = pick(toppings, EMPTY_SELECTION, 'mozzarella', 'mozzarella');
    expect(componentControls(toppings, mozzarella, two)).toMatchObject({
      units: 2,
      canAdd: false,
      canRemove: true,
    });
    const full = pick(toppings, two, 'olives');
    expect(componentControls(toppings, toppings.components[1]!, full).canAdd).toBe(false);
  });

  it('in a single-selection group another component stays choosable once one is chosen', () => {
    const small = addUnit(size, EMPTY_SELECTION, 'small');
    expect(componentControls(size, size.components[2]!, small).canAdd).toBe(true);
    expect(componentControls(size, size.components[0]!, small)).toMatchObject({
      units: 1,
      canAdd: false,
      canRemove: true,
    });
  });

  it('does not mutate the selection it is given', () => {
    const before = pick(toppings, EMPTY_SELECTION, 'olives');
    const frozen = JSON.stringify(before);
    addUnit(toppings, before, 'mushrooms');
    removeUnit(toppings, before, 'olives');
    togglePick(toppings, before, 'olives');
    expect(JSON.stringify(before)).toBe(frozen);
  });
});

describe('selectionProblems: what keeps the add button disabled', () => {
  it('"required groups need a pick"', () => {
    expect(selectionProblems(pizza, EMPTY_SELECTION)).toEqual([
      { kind: 'REQUIRED_GROUP_EMPTY', groupId: 'size' },
    ]);
    expect(isSelectionComplete(pizza, EMPTY_SELECTION)).toBe(false);
    expect(isSelectionComplete(pizza, pick(size, EMPTY_SELECTION, 'medium'))).toBe(true);
  });

  it('a required multi-select group needs at least one pick', () => {
    const product: OptionProduct = {
      price: 100,
      maxCount: null,
      componentGroups: [{ ...toppings, required: true }],
    };
    expect(isSelectionComplete(product, EMPTY_SELECTION)).toBe(false);
    expect(isSelectionComplete(product, { toppings: { olives: 1 } })).toBe(true);
  });

  it('optional groups may stay empty', () => {
    const product: OptionProduct = {
      price: 100,
      maxCount: null,
      componentGroups: [toppings, extras],
    };
    expect(selectionProblems(product, EMPTY_SELECTION)).toEqual([]);
  });

  it('rejects two picks in a single-selection group', () => {
    expect(selectionProblems(pizza, { size: { small: 1, large: 1 } })).toEqual([
      { kind: 'GROUP_OVER_LIMIT', groupId: 'size', limit: 1 },
    ]);
  });

  it('rejects more units than the group or the component allows', () => {
    const selection = { size: { small: 1 }, toppings: { mozzarella: 3, olives: 1 } };
    expect(selectionProblems(pizza, selection)).toEqual([
      { kind: 'COMPONENT_OVER_LIMIT', groupId: 'toppings', componentId: 'mozzarella', limit: 2 },
      { kind: 'GROUP_OVER_LIMIT', groupId: 'toppings', limit: 3 },
    ]);
  });

  it('rejects unavailable, unknown and non-positive picks, and unknown groups', () => {
    const selection = {
      size: { small: 1, giant: 1 },
      toppings: { sweetcorn: 1, olives: 0, mushrooms: 1.5 },
      sides: { fries: 1 },
    };
    expect(selectionProblems(pizza, selection)).toEqual([
      { kind: 'UNKNOWN_COMPONENT', groupId: 'size', componentId: 'giant' },
      { kind: 'GROUP_OVER_LIMIT', groupId: 'size', limit: 1 },
      { kind: 'COMPONENT_UNAVAILABLE', groupId: 'toppings', componentId: 'sweetcorn' },
      { kind: 'INVALID_UNITS', groupId: 'toppings', componentId: 'olives', units: 0 },
      { kind: 'INVALID_UNITS', groupId: 'toppings', componentId: 'mushrooms', units: 1.5 },
      { kind: 'UNKNOWN_GROUP', groupId: 'sides' },
    ]);
  });

  it('a product without groups is always complete', () => {
    expect(isSelectionComplete({ price: 100, maxCount: null, componentGroups: [] }, {})).toBe(true);
  });
});

describe('price that follows the chosen options (integer minor units)', () => {
  it('unit price is the product price plus each component price times its units', () => {
    expect(unitPriceWithOptions(pizza, EMPTY_SELECTION)).toBe(890);
    expect(unitPriceWithOptions(pizza, { size: { large: 1 } })).toBe(1340);
    expect(
      unitPriceWithOptions(pizza, { size: { medium: 1 }, toppings: { mozzarella: 2, olives: 1 } }),
    ).toBe(890 + 200 + 2 * 150 + 100);
  });

  it('the line price multiplies by the quantity', () => {
    const selection = { size: { medium: 1 }, toppings: { mozzarella: 2 } };
    expect(linePriceWithOptions(pizza, selection, 3)).toBe(3 * (890 + 200 + 300));
    expect(linePriceWithOptions(pizza, selection, 0)).toBe(0);
  });

  it('picks of unknown groups or components add nothing', () => {
    expect(unitPriceWithOptions(pizza, { size: { giant: 1 }, sides: { fries: 2 } })).toBe(890);
  });

  it('rejects fractional prices and quantities instead of drifting', () => {
    expect(() => unitPriceWithOptions({ ...pizza, price: 8.9 }, {})).toThrow(RangeError);
    const fractional: OptionGroup = { ...size, components: [component('small', { price: 0.5 })] };
    expect(() =>
      unitPriceWithOptions({ ...pizza, componentGroups: [fractional] }, { size: { small: 1 } }),
    ).toThrow(RangeError);
    expect(() => linePriceWithOptions(pizza, {}, 1.5)).toThrow(RangeError);
    expect(() => linePriceWithOptions(pizza, {}, -1)).toThrow(RangeError);
  });
});

describe('counter: spec 1 §4 "minus is disabled at the minimum (default 0). Plus is disabled when a maximum is set and reached."', () => {
  it('minus is disabled at the minimum, which defaults to 0', () => {
    expect(counterState(0)).toEqual({ minusDisabled: true, plusDisabled: false });
    expect(counterState(1)).toEqual({ minusDisabled: false, plusDisabled: false });
    expect(counterState(1, { min: 1 }).minusDisabled).toBe(true);
    expect(counterState(2, { min: 1 }).minusDisabled).toBe(false);
  });

  it('plus is disabled only when a maximum is set and reached', () => {
    expect(counterState(99, { max: null }).plusDisabled).toBe(false);
    expect(counterState(2, { max: 3 }).plusDisabled).toBe(false);
    expect(counterState(3, { max: 3 }).plusDisabled).toBe(true);
    expect(counterState(4, { max: 3 }).plusDisabled).toBe(true);
  });

  it('clampCount keeps values within the bounds', () => {
    expect(clampCount(-2)).toBe(0);
    expect(clampCount(5, { min: 1, max: 3 })).toBe(3);
    expect(clampCount(0, { min: 1, max: 3 })).toBe(1);
    expect(clampCount(2.7, { min: 1 })).toBe(2);
    expect(clampCount(7, { min: 1, max: null })).toBe(7);
  });

  it('the product quantity runs from 1 to the product maxCount', () => {
    expect(productQuantityBounds(pizza)).toEqual({ min: 1, max: 10 });
    expect(productQuantityBounds({ maxCount: null })).toEqual({ min: 1, max: null });
    expect(counterState(1, productQuantityBounds(pizza))).toEqual({
      minusDisabled: true,
      plusDisabled: false,
    });
    expect(counterState(10, productQuantityBounds(pizza)).plusDisabled).toBe(true);
  });
});
