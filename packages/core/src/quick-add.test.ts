import { describe, expect, it } from 'vitest';
import { decideQuickAdd, quickAddNeedsModal, type QuickAddGroup } from './quick-add.ts';

const group = (overrides: Partial<QuickAddGroup> = {}): QuickAddGroup => ({
  required: false,
  multiSelection: false,
  maxCount: 1,
  ...overrides,
});

describe('decideQuickAdd: spec 1 §4 "Product quick-add"', () => {
  it('"If any component group is required: DEFAULT_NOT_SELECTED (open the product modal)."', () => {
    expect(decideQuickAdd({ componentGroups: [group({ required: true })] })).toEqual({
      result: 'DEFAULT_NOT_SELECTED',
    });
    expect(
      decideQuickAdd({
        componentGroups: [group(), group({ required: true, multiSelection: true, maxCount: 3 })],
      }).result,
    ).toBe('DEFAULT_NOT_SELECTED');
  });

  it('"If a group is multi-select with max 1: VALIDATION_FAILED."', () => {
    expect(
      decideQuickAdd({ componentGroups: [group({ multiSelection: true, maxCount: 1 })] }),
    ).toEqual({ result: 'VALIDATION_FAILED' });
    expect(
      decideQuickAdd({
        componentGroups: [
          group({ multiSelection: true, maxCount: 3 }),
          group({ multiSelection: true, maxCount: 1 }),
        ],
      }).result,
    ).toBe('VALIDATION_FAILED');
  });

  it('a required group wins over a multi-select group with max 1, whatever their order', () => {
    const requiredGroup = group({ required: true });
    const multiMaxOne = group({ multiSelection: true, maxCount: 1 });
    expect(decideQuickAdd({ componentGroups: [multiMaxOne, requiredGroup] }).result).toBe(
      'DEFAULT_NOT_SELECTED',
    );
    expect(decideQuickAdd({ componentGroups: [requiredGroup, multiMaxOne] }).result).toBe(
      'DEFAULT_NOT_SELECTED',
    );
  });

  it('"Otherwise one is added with no components."', () => {
    const addOne = { result: 'SUCCESS', quantity: 1, componentIds: [] };
    expect(decideQuickAdd({ componentGroups: [] })).toEqual(addOne);
    expect(
      decideQuickAdd({
        componentGroups: [
          group(),
          group({ multiSelection: true, maxCount: 3 }),
          group({ multiSelection: true, maxCount: null }),
          group({ multiSelection: true, maxCount: 2 }),
        ],
      }),
    ).toEqual(addOne);
  });

  it('a single-selection optional group with max 1 is not the multi-select case', () => {
    expect(decideQuickAdd({ componentGroups: [group({ maxCount: 1 })] }).result).toBe('SUCCESS');
  });
});

describe('quickAddNeedsModal', () => {
  it('is true for both non-success results and false for a plain add', () => {
    expect(quickAddNeedsModal({ componentGroups: [group({ required: true })] })).toBe(true);
    expect(
      quickAddNeedsModal({ componentGroups: [group({ multiSelection: true, maxCount: 1 })] }),
    ).toBe(true);
    expect(quickAddNeedsModal({ componentGroups: [group()] })).toBe(false);
  });
});
