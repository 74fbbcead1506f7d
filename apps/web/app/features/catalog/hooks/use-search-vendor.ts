import { useMatches, useParams, useSearchParams } from 'react-router';

function vendorIdIn(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  for (const key of ['mainPage', 'catalog'] as const) {
    if (!(key in data)) continue;
    const holder: unknown = (data as Record<string, unknown>)[key];
    if (typeof holder === 'object' && holder !== null && 'vendor' in holder) {
      const vendor: unknown = holder.vendor;
      if (
        typeof vendor === 'object' &&
        vendor !== null &&
        'id' in vendor &&
        typeof vendor.id === 'string'
      ) {
        return vendor.id;
      }
    }
  }
  return null;
}

/**
 * Whose products ProductSearch looks through, and in which locality: the `vendor` query key
 * when given, else the vendor of the page underneath (single-vendor home or vendor page).
 */
export function useSearchVendor(): { vendorId: string | null; localityCode: string | null } {
  const [params] = useSearchParams();
  const { localityCode } = useParams();
  const matches = useMatches();
  const fromPage = [...matches]
    .reverse()
    .map((match) => vendorIdIn(match.data))
    .find(Boolean);
  return { vendorId: params.get('vendor') ?? fromPage ?? null, localityCode: localityCode ?? null };
}
