import type { Route } from './+types/unprefixed';
import { redirectToPreferredLocale } from '#app/lib/locale.server.ts';

/** Any path whose first segment is not a locale: 301 to the same path and query, prefixed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  throw await redirectToPreferredLocale(request, context);
}

export default function Unprefixed() {
  return null;
}
