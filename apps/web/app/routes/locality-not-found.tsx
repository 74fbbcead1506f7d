import { data } from 'react-router';
import type { Route } from './+types/locality-not-found';
import type { NotFoundReason } from '#app/features/errors/components/route-error.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';

/** `/{lang}/404`, where an unknown locality sends the visitor (spec 1 §4 "Locality"). */
export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  const reason: NotFoundReason = 'locality';
  throw data({ reason }, { status: 404 });
}

export default function LocalityNotFound() {
  return null;
}
