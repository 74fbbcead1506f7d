import { lazy, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useNavigation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/default-layout';
import { RouteError } from '#app/features/errors/components/lazy-error-views.tsx';
import { DefaultLayout } from '#app/frame/layouts.tsx';
import { errorAwareMeta } from '#app/lib/error-meta.ts';
import { whenIdle } from '#app/lib/when-idle.ts';

const loadGuard = () => import('#app/features/locality/switch/locality-switch-guard.tsx');
/** Spec 1 §4's stored locality switch: code that renders nothing, out of the first load. */
const LocalitySwitchGuard = lazy(() =>
  loadGuard().then((m) => ({ default: m.LocalitySwitchGuard })),
);
const LocalityNotFoundReset = lazy(() =>
  loadGuard().then((m) => ({ default: m.LocalityNotFoundReset })),
);

const loadSkeleton = () => import('#app/frame/page-skeleton.tsx');
/**
 * Shown only while another page loads, never on the first paint: its code is fetched once the
 * first load is idle, out of the home's first-load budget.
 */
const PageSkeleton = lazy(() => loadSkeleton().then((m) => ({ default: m.PageSkeleton })));

export const meta: Route.MetaFunction = (args) => errorAwareMeta(args);

export default function DefaultLayoutRoute() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another page is loading (a filter change on the same page keeps its own skeletons).
  const changingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  useEffect(() => whenIdle(() => void loadSkeleton()), []);
  return (
    <DefaultLayout>
      <Suspense fallback={null}>
        <LocalitySwitchGuard />
      </Suspense>
      {changingPage ? (
        <Suspense fallback={null}>
          <PageSkeleton />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </DefaultLayout>
  );
}

/** Errors of the pages inside keep the header, footer and bottom navigation around them. */
export function ErrorBoundary() {
  const error = useRouteError();
  const localityMissing =
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    'reason' in error.data &&
    error.data.reason === 'locality';
  return (
    <DefaultLayout>
      {localityMissing && (
        <Suspense fallback={null}>
          <LocalityNotFoundReset />
        </Suspense>
      )}
      <RouteError />
    </DefaultLayout>
  );
}
