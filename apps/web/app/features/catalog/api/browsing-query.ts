import { latitudeSchema, longitudeSchema, preorderDateTimeSchema } from '@souk/contracts';

/**
 * Spec 1 §5: "Latitude and longitude are sent only if present. The preorder date-time is sent
 * with the trailing Z removed." The page URL carries them under the same names; a value the
 * API would refuse is dropped here, so a mistyped link still shows the vendor (for no point
 * and no preorder time) instead of an error page.
 */
const BROWSING_FIELDS = [
  ['latitude', latitudeSchema],
  ['longitude', longitudeSchema],
  ['preorderDateTime', preorderDateTimeSchema],
] as const;

/** `?latitude=…&preorderDateTime=…` for the catalog calls, or '' when the page has none. */
export function browsingQuery(pageSearch: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, schema] of BROWSING_FIELDS) {
    const value = pageSearch.get(key)?.trim();
    if (!value || !schema.safeParse(value).success) continue;
    query.set(key, key === 'preorderDateTime' ? value.replace(/Z$/i, '') : value);
  }
  // A point needs both coordinates.
  if (!query.has('latitude') || !query.has('longitude')) {
    query.delete('latitude');
    query.delete('longitude');
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Adds `part=n` (one part of a long menu) to a browsing query string. */
export function withPart(query: string, part: number): string {
  return `${query ? `${query}&` : '?'}part=${part}`;
}
