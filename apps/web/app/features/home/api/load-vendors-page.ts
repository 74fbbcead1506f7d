import { vendorsPageSchema, type VendorsPage } from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/**
 * One more page of 30 vendors, in the browser. Imported on demand (it brings the schema
 * validator along), so the home page's first load does not pay for it.
 */
export function loadVendorsPage(
  config: ClientConfig,
  { lang, code, query, page }: { lang: string; code: string; query: string; page: number },
): Promise<VendorsPage> {
  const search = new URLSearchParams(query);
  search.set('page', String(page));
  return browserApi(config, lang).get(
    `/api/public/localities/${encodeURIComponent(code)}/vendors?${search.toString()}`,
    vendorsPageSchema,
  );
}
