import { Outlet } from 'react-router';
import type { Route } from './+types/default-layout';
import { RouteError } from '#app/features/errors/components/lazy-error-views.tsx';
import { DefaultLayout } from '#app/features/shell/components/layouts.tsx';
import { errorAwareMeta } from '#app/lib/error-meta.ts';

export const meta: Route.MetaFunction = (args) => errorAwareMeta(args);

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

/** Errors of the pages inside keep the header, footer and bottom navigation around them. */
export function ErrorBoundary() {
  return (
    <DefaultLayout>
      <RouteError />
    </DefaultLayout>
  );
}
