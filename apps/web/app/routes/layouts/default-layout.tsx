import { Outlet, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/default-layout';
import { RouteError } from '#app/features/errors/components/lazy-error-views.tsx';
import { DefaultLayout } from '#app/features/shell/components/layouts.tsx';
import { PageSkeleton } from '#app/features/shell/components/page-skeleton.tsx';
import { errorAwareMeta } from '#app/lib/error-meta.ts';

export const meta: Route.MetaFunction = (args) => errorAwareMeta(args);

export default function DefaultLayoutRoute() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another page is loading (a filter change on the same page keeps its own skeletons).
  const changingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return <DefaultLayout>{changingPage ? <PageSkeleton /> : <Outlet />}</DefaultLayout>;
}

/** Errors of the pages inside keep the header, footer and bottom navigation around them. */
export function ErrorBoundary() {
  return (
    <DefaultLayout>
      <RouteError />
    </DefaultLayout>
  );
}
