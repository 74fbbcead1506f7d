import { publicInfoSchema, type PublicInfo } from '@souk/contracts';
import { serverApi } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/**
 * Loaders of one request run in parallel and several need the partner record, so the
 * call is shared per load context (the server creates one context per request).
 */
const perRequest = new WeakMap<SoukLoadContext, Promise<PublicInfo>>();

export function getPublicInfo(context: SoukLoadContext): Promise<PublicInfo> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = serverApi(context).get('/api/public/partner/info', publicInfoSchema);
    perRequest.set(context, pending);
  }
  return pending;
}
