import type { SimpleKey } from '#app/i18n/types.ts';

export interface MenuFacts {
  /** Spec 1 §2: favorites are listed in the DEFAULT flow only; unknown (no locality) counts as DEFAULT. */
  uiFlow: 'DEFAULT' | 'SINGLE_VENDOR';
  addressCount: number | null;
  cardCount: number | null;
  storedCardsEnabled: boolean;
  promoCodeCount: number | null;
  referralEnabled: boolean;
  /** The current language's own name ("Latviešu"). */
  languageName: string;
}

export interface MenuItem {
  id: string;
  /** Path under `/{lang}/menu`. */
  path: string;
  label: SimpleKey;
  /** A count badge, or the current language's name; absent when there is nothing to show. */
  detail?: string | number;
  /** Opened as this modal over the menu on small screens (the page stays for wide ones). */
  smallScreenModal?: 'LanguagesList';
}

/**
 * Spec 1 §2 "Menu list", in its order and with its conditions: favorites only in the DEFAULT
 * flow, saved cards only when stored cards are enabled or the user has cards, the referral
 * program only when enabled; addresses, cards and promo codes show their counts.
 */
export function menuItems(facts: MenuFacts): MenuItem[] {
  const count = (value: number | null) => (value === null ? {} : { detail: value });
  const items: (MenuItem | false)[] = [
    { id: 'profile', path: 'profile', label: 'menu.personalInfo' },
    { id: 'orders', path: 'orders', label: 'menu.orders' },
    facts.uiFlow === 'DEFAULT' && { id: 'favorites', path: 'favorites', label: 'menu.favorites' },
    {
      id: 'addresses',
      path: 'address/address-list',
      label: 'menu.addresses',
      ...count(facts.addressCount),
    },
    (facts.storedCardsEnabled || (facts.cardCount ?? 0) > 0) && {
      id: 'cards',
      path: 'cards',
      label: 'menu.cards',
      ...count(facts.cardCount),
    },
    {
      id: 'promocodes',
      path: 'promocodes',
      label: 'menu.promoCodes',
      ...count(facts.promoCodeCount),
    },
    {
      id: 'languages',
      path: 'languages',
      label: 'menu.languages',
      detail: facts.languageName,
      smallScreenModal: 'LanguagesList',
    },
    { id: 'support', path: 'support', label: 'menu.support' },
    facts.referralEnabled && { id: 'referral', path: 'referral', label: 'menu.referral' },
    { id: 'about', path: 'about', label: 'menu.about' },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
