import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';

/**
 * The header's address selector (spec 1 §2). Server-rendered in full; its code, and the
 * address selection rules it runs, arrive once the page is idle (the home's first-load budget).
 */
export const AddressButton = lazyHydrated(() =>
  import('#app/features/account/addresses/components/address-selector.tsx').then(
    (m) => m.AddressSelector,
  ),
);
