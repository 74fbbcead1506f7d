import type { Route } from './+types/root-redirect';
import { redirectToPreferredLocale } from '#app/lib/locale.server.ts';

/** `/` → 301 `/{locale}` (cookie, then Accept-Language, then the partner's default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  throw await redirectToPreferredLocale(request, context);
}

export default function RootRedirect() {
  return null;
}
