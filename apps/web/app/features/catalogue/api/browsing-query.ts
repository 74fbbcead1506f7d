/**
 * Spec 1 §5: "Latitude and longitude are sent only if present. The preorder date-time is sent
 * with the trailing Z removed." The page URL carries them under the same names.
 */
const BROWSING_KEYS = ['latitude', 'longitude', 'preorderDateTime'] as const;

/** `?latitude=…&preorderDateTime=…` for the catalogue calls, or '' when the page has none. */
export function browsingQuery(pageSearch: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of BROWSING_KEYS) {
    const value = pageSearch.get(key)?.trim();
    if (!value) continue;
    query.set(key, key === 'preorderDateTime' ? value.replace(/Z$/i, '') : value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
