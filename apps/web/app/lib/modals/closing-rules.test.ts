import { describe, expect, it } from 'vitest';
import {
  closeNavigation,
  keysClearedOnClose,
  searchAfterClose,
  searchString,
  searchWithModal,
} from './closing-rules.ts';
import { isModalName, MODAL_NAMES } from './modal-names.ts';

const after = (search: string, name: Parameters<typeof searchAfterClose>[1]) =>
  searchString(searchAfterClose(new URLSearchParams(search), name));

// Spec 1 §2: "closing PopularProducts clears the query keys vendor and modal; closing
// OrdersHistoryOrderPreview clears order and modal; closing any other modal clears modal."
describe('closing rules', () => {
  it('PopularProducts clears vendor and modal, keeps the rest', () => {
    expect(after('?category=a&vendor=v1&modal=PopularProducts', 'PopularProducts')).toBe(
      '?category=a',
    );
  });

  it('OrdersHistoryOrderPreview clears order and modal, keeps vendor', () => {
    expect(
      after('?order=o1&modal=OrdersHistoryOrderPreview&vendor=v1', 'OrdersHistoryOrderPreview'),
    ).toBe('?vendor=v1');
  });

  it('EditAddressModal clears its own addressId with modal', () => {
    expect(after('?addressId=a1&modal=EditAddressModal&category=c', 'EditAddressModal')).toBe(
      '?category=c',
    );
    expect(
      closeNavigation('?modal=EditAddressModal&addressId=a1', 'EditAddressModal', {
        modalReturn: '',
      }),
    ).toEqual({ kind: 'back' });
  });

  it("closing the success screen or a card form takes its order's keys along", () => {
    expect(after('?orderId=o1&orderNumber=12&modal=SuccessScreenModal', 'SuccessScreenModal')).toBe(
      '',
    );
    expect(after('?paymentOrderId=o1&modal=IframeModal&category=c', 'IframeModal')).toBe(
      '?category=c',
    );
  });

  it('the phone previews of an order clear order with modal; the promo codes their currency', () => {
    for (const name of [
      'OrdersHistoryOrderStatusPreviewPopUp',
      'OrdersHistoryOrderDetailsPreviewPopUp',
    ] as const) {
      expect(after(`?order=o1&modal=${name}&vendor=v1`, name)).toBe('?vendor=v1');
    }
    expect(after('?currency=EUR&modal=PersonalPromoCodesPopUp', 'PersonalPromoCodesPopUp')).toBe(
      '',
    );
  });

  it('closing the time dialog takes its pickup key along (issue 17 item 7)', () => {
    expect(after('?receiptType=TAKEAWAY&pickup=1&modal=PreorderModal', 'PreorderModal')).toBe(
      '?receiptType=TAKEAWAY',
    );
  });

  const OWN_KEYS = [
    'PopularProducts',
    'OrdersHistoryOrderPreview',
    'OrdersHistoryOrderStatusPreviewPopUp',
    'OrdersHistoryOrderDetailsPreviewPopUp',
    'PersonalPromoCodesPopUp',
    'EditAddressModal',
    'SuccessScreenModal',
    'IframeModal',
    'PreorderModal',
  ];
  it.each(MODAL_NAMES.filter((n) => !OWN_KEYS.includes(n)))('%s clears only modal', (name) => {
    expect(keysClearedOnClose(name)).toEqual(['modal']);
    expect(after(`?vendor=v&order=o&productId=p&modal=${name}&rating=good`, name)).toBe(
      '?vendor=v&order=o&productId=p&rating=good',
    );
  });

  it('leaves an empty query when only the modal was there', () => {
    expect(after('?modal=MainFilter', 'MainFilter')).toBe('');
  });
});

describe('opening', () => {
  it('sets the modal and its params and keeps picked categories', () => {
    const search = searchWithModal(new URLSearchParams('category=a&category=b'), 'IframeModal', {
      bannerId: 'b1',
    });
    expect(search.getAll('category')).toEqual(['a', 'b']);
    expect(search.get('bannerId')).toBe('b1');
    expect(search.get('modal')).toBe('IframeModal');
  });

  it('replaces a modal already open', () => {
    const search = searchWithModal(new URLSearchParams('modal=MainFilter'), 'RatingFilter');
    expect(search.getAll('modal')).toEqual(['RatingFilter']);
  });

  it('drops a param given as undefined', () => {
    const search = searchWithModal(new URLSearchParams('q=pizza'), 'HeaderSearch', {
      q: undefined,
    });
    expect(search.has('q')).toBe(false);
  });
});

describe('close navigation', () => {
  it('goes back when the entry before is what the closing rule leaves', () => {
    expect(
      closeNavigation('?vendor=v1&modal=PopularProducts', 'PopularProducts', {
        modalReturn: '',
      }),
    ).toEqual({ kind: 'back' });
  });

  it('replaces when the modal came with the page (no in-app history)', () => {
    expect(closeNavigation('?category=a&modal=MainFilter', 'MainFilter', null)).toEqual({
      kind: 'replace',
      search: '?category=a',
    });
  });

  it('replaces when going back would not follow the rule', () => {
    // Opened from PopularProducts: back would reopen it, the rule only clears modal.
    expect(
      closeNavigation('?vendor=v1&productId=p1&modal=ProductModal', 'ProductModal', {
        modalReturn: '?vendor=v1&modal=PopularProducts',
      }),
    ).toEqual({ kind: 'replace', search: '?vendor=v1&productId=p1' });
  });
});

describe('names', () => {
  it('knows exactly the modal names of spec 1 §2 and the three popups opened the same way', () => {
    expect(MODAL_NAMES).toHaveLength(22 + 3);
    expect(isModalName('PersonalPromoCodesPopUp')).toBe(true);
    expect(isModalName('HeaderSearch')).toBe(true);
    expect(isModalName('headersearch')).toBe(false);
    expect(isModalName(null)).toBe(false);
  });
});
