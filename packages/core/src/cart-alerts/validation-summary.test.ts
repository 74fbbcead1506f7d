import { describe, expect, it } from 'vitest';
import { lineAvailability, maxCountSnackbar, summarizeValidation } from './validation-summary.ts';
import type { CartValidationInput } from './validation-summary.ts';

const result: CartValidationInput = {
  invalidProducts: [
    { cartProductId: 'removed', status: 'PRODUCT_REMOVED' },
    { cartProductId: 'hidden', status: 'PRODUCT_HIDDEN' },
    { cartProductId: 'sold-out', status: 'PRODUCT_NOT_AVAILABLE' },
    { cartProductId: 'closed-section', status: 'PRODUCT_INVALID_DELIVERY_INTERVAL' },
    { cartProductId: 'too-many', status: 'PRODUCT_MAX_COUNT' },
    {
      cartProductId: 'bad-options',
      status: 'PRODUCT_NOT_AVAILABLE',
      optionReasons: ['COMPONENTS_NOT_AVAILABLE', 'OPTIONS_REMOVED'],
    },
  ],
  invalidVendors: [],
  invalidDeliveryTime: null,
};

describe('spec 2 §3 "the derived invalid, unavailable and excess product ids"', () => {
  it('splits the invalid lines into unavailable and excess', () => {
    expect(summarizeValidation(result)).toEqual({
      invalidIds: ['removed', 'hidden', 'sold-out', 'closed-section', 'too-many', 'bad-options'],
      unavailableIds: ['removed', 'hidden', 'sold-out', 'closed-section', 'bad-options'],
      excessIds: ['too-many'],
    });
  });

  it('a line named twice counts once, as unavailable when either entry says so', () => {
    const twice = summarizeValidation({
      invalidProducts: [
        { cartProductId: 'x', status: 'PRODUCT_MAX_COUNT' },
        { cartProductId: 'x', status: 'PRODUCT_HIDDEN' },
      ],
      invalidVendors: [],
    });
    expect(twice).toEqual({ invalidIds: ['x'], unavailableIds: ['x'], excessIds: [] });
  });

  it('nothing for no result', () => {
    expect(summarizeValidation(null)).toEqual({
      invalidIds: [],
      unavailableIds: [],
      excessIds: [],
    });
  });
});

describe('spec 2 §8 "The label \'Inaccessible\' marks unavailable lines."', () => {
  const summary = summarizeValidation(result);
  it.each([
    ['removed', 'inaccessible'],
    ['bad-options', 'inaccessible'],
    ['too-many', 'excess'],
    ['fine', 'available'],
  ] as const)('%s is %s', (id, expected) => {
    expect(lineAvailability(summary, id)).toBe(expected);
  });
});

describe('spec 2 §5 "PRODUCT_MAX_COUNT: a snackbar \'Error adding item\' plus the max-count message."', () => {
  it('names the lines over their limit', () => {
    expect(maxCountSnackbar(result)).toEqual({
      texts: ['ERROR_ADDING_ITEM', 'PRODUCT_MAX_COUNT'],
      cartProductIds: ['too-many'],
    });
  });

  it('is not shown without a max-count line', () => {
    expect(
      maxCountSnackbar({
        invalidProducts: [{ cartProductId: 'a', status: 'PRODUCT_HIDDEN' }],
        invalidVendors: [],
      }),
    ).toBeNull();
    expect(maxCountSnackbar(null)).toBeNull();
  });
});
