import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page lives under `/:lang`; each `/:lang` loader validates the prefix (requireLocale),
 * so `/xx/…` with an unknown code is redirected like any unprefixed path.
 */
/**
 * The native app's build (SOUK_BUILD_TARGET=native) is the customer's storefront only: the
 * service worker's offline page, the vendor console and the courier page are the web's.
 */
const webOnly = <T>(routes: T[]): T[] => (process.env.SOUK_BUILD_TARGET === 'native' ? [] : routes);

export default [
  index('routes/root-redirect.tsx'),
  ...prefix(':lang', [
    ...webOnly([
      // The service worker's offline page (a resource route: one self-contained document).
      route('offline', 'routes/offline.tsx', { id: 'offline' }),
      // The vendor console: `vendor` is a static segment, so it wins over `:localityCode`, and
      // its board's two segments after it never meet the storefront's `:localityCode/vendor/:id`.
      route('vendor', 'routes/vendor-console-home.tsx', { id: 'vendor-console' }),
      route('vendor/:id/orders', 'routes/vendor-console-orders.tsx', {
        id: 'vendor-console-orders',
      }),
    ]),
    layout('routes/layouts/default-layout.tsx', [
      index('routes/home.tsx', { id: 'home' }),
      route('cart', 'routes/cart.tsx', { id: 'cart' }),
      route(':localityCode', 'routes/locality-home.tsx', { id: 'locality-home' }),
      route(':localityCode/vendor/:id', 'routes/vendor.tsx', { id: 'locality-vendor-id' }),
    ]),
    // Spec 1 §2 "Profile layout": the account menu and every page it opens.
    layout('routes/menu/profile-layout.tsx', [
      route('menu', 'routes/menu/menu-index.tsx', { id: 'menu' }),
      route('menu/profile', 'routes/menu/personal-info.tsx', { id: 'menu-profile' }),
      route('menu/orders/:id/payment', 'routes/menu/order-payment.tsx', {
        id: 'menu-orders-id-payment',
      }),
      route('menu/languages', 'routes/menu/languages.tsx', { id: 'menu-languages' }),
      route('menu/about', 'routes/content-page.tsx', { id: 'menu-about' }),
      route('menu/support', 'routes/content-page.tsx', { id: 'menu-support' }),
      route('menu/courier-info', 'routes/content-page.tsx', { id: 'menu-courier-info' }),
      route('menu/vendor-info', 'routes/content-page.tsx', { id: 'menu-vendor-info' }),
      route('menu/address/address-list', 'routes/menu/address-list.tsx', {
        id: 'menu-address-list',
      }),
      route('menu/address/new', 'routes/menu/address-form.tsx', { id: 'menu-address-new' }),
      route('menu/address/:id', 'routes/menu/address-form.tsx', { id: 'menu-address-edit' }),
      route('menu/favorites', 'routes/menu/favorites.tsx', { id: 'menu-favorites' }),
      route('menu/cards', 'routes/menu/cards.tsx', { id: 'menu-cards' }),
      route('menu/referral', 'routes/menu/referral.tsx', { id: 'menu-referral' }),
      route('menu/orders', 'routes/menu/orders.tsx', { id: 'menu-orders' }),
      route('menu/orders/:id/status', 'routes/menu/order-status.tsx', {
        id: 'menu-orders-id-status',
      }),
      route('menu/orders/:id/details', 'routes/menu/order-details.tsx', {
        id: 'menu-orders-id-details',
      }),
      route('menu/reviews', 'routes/menu/reviews.tsx', { id: 'menu-reviews' }),
      route('menu/promocodes', 'routes/menu/promo-codes.tsx', { id: 'menu-promocodes' }),
    ]),
    layout('routes/layouts/header-only-layout.tsx', [
      // The courier app: a static segment, so it wins over the storefront's `:localityCode`.
      ...webOnly([route('courier', 'routes/courier.tsx', { id: 'courier' })]),
      route('cms/:slug', 'routes/content-page.tsx', { id: 'cms-slug' }),
      route('support', 'routes/content-page.tsx', { id: 'support' }),
      route('404', 'routes/locality-not-found.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
  route('*', 'routes/unprefixed.tsx'),
] satisfies RouteConfig;
