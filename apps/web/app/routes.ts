import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page lives under `/:lang`; each `/:lang` loader validates the prefix (requireLocale),
 * so `/xx/…` with an unknown code is redirected like any unprefixed path.
 */
export default [
  index('routes/root-redirect.tsx'),
  ...prefix(':lang', [
    layout('routes/layouts/default-layout.tsx', [
      index('routes/home.tsx', { id: 'home' }),
      route(':localityCode', 'routes/locality-home.tsx', { id: 'locality-home' }),
    ]),
    layout('routes/layouts/header-only-layout.tsx', [
      route('404', 'routes/locality-not-found.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
  route('*', 'routes/unprefixed.tsx'),
] satisfies RouteConfig;
