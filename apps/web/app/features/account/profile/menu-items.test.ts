import { describe, expect, it } from 'vitest';
import { menuItems, type MenuFacts } from './menu-items.ts';

const base: MenuFacts = {
  uiFlow: 'DEFAULT',
  addressCount: 2,
  cardCount: 0,
  storedCardsEnabled: false,
  promoCodeCount: null,
  referralEnabled: false,
  languageName: 'English',
};

const ids = (facts: MenuFacts) => menuItems(facts).map((item) => item.id);

describe('menu list (spec 1 §2)', () => {
  it('lists the items in the spec order, conditional ones left out', () => {
    expect(ids(base)).toEqual([
      'profile',
      'orders',
      'favorites',
      'addresses',
      'promocodes',
      'languages',
      'support',
      'about',
    ]);
  });

  it('shows favorites in the DEFAULT flow only', () => {
    expect(ids({ ...base, uiFlow: 'SINGLE_VENDOR' })).not.toContain('favorites');
  });

  it('shows saved cards when stored cards are enabled or the user has cards', () => {
    expect(ids({ ...base, storedCardsEnabled: true })).toContain('cards');
    expect(ids({ ...base, cardCount: 1 })).toContain('cards');
    expect(ids({ ...base, cardCount: null })).not.toContain('cards');
  });

  it('shows the referral program only if enabled, before about', () => {
    expect(ids({ ...base, referralEnabled: true }).slice(-2)).toEqual(['referral', 'about']);
  });

  it('carries the counts and the current language name', () => {
    const items = menuItems({ ...base, cardCount: 3, promoCodeCount: 0, languageName: 'العربية' });
    const detail = Object.fromEntries(items.map((item) => [item.id, item.detail]));
    expect(detail).toMatchObject({ addresses: 2, cards: 3, promocodes: 0, languages: 'العربية' });
    expect(detail.profile).toBeUndefined();
  });

  it('shows no count while it is unknown', () => {
    const items = menuItems({ ...base, addressCount: null });
    expect(items.find((item) => item.id === 'addresses')?.detail).toBeUndefined();
  });

  it('the languages entry opens the LanguagesList modal on small screens (spec 1 §2)', () => {
    const withModal = menuItems(base).filter((item) => item.smallScreenModal);
    expect(withModal.map((item) => [item.id, item.smallScreenModal])).toEqual([
      ['languages', 'LanguagesList'],
    ]);
  });
});
