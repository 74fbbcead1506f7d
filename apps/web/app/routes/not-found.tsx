import { data } from 'react-router';
import type { Route } from './+types/not-found';
import type { NotFoundReason } from '#app/features/errors/components/route-error.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';

/** Any unknown `/{lang}/…` path: 404 "page not found". */
export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  const reason: NotFoundReason = 'page';
  throw data({ reason }, { status: 404 });
}

export default function NotFound() {
  return null;
}
