import { Outlet } from 'react-router';
import type { Route } from './+types/header-only-layout';
import { RouteError } from '#app/features/errors/components/lazy-error-views.tsx';
import { HeaderOnlyLayout } from '#app/frame/layouts.tsx';
import { errorAwareMeta } from '#app/lib/error-meta.ts';

export const meta: Route.MetaFunction = (args) => errorAwareMeta(args);

export default function HeaderOnlyLayoutRoute() {
  return (
    <HeaderOnlyLayout>
      <Outlet />
    </HeaderOnlyLayout>
  );
}

export function ErrorBoundary() {
  return (
    <HeaderOnlyLayout>
      <RouteError />
    </HeaderOnlyLayout>
  );
}
