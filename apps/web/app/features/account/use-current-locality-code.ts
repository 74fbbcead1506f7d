import { useParams } from 'react-router';
import { readStoredLocality } from '#app/lib/stored-locality.ts';
import { useBrowserValue } from '#app/lib/use-browser-value.ts';

/**
 * The locality the customer is in: the page's own, else the stored one (spec 1 §4 "Locality").
 * Pages like /cart and /menu have none in their path; the stored locality is the one last
 * shown, and the cart is that locality's (a locality switch empties the cart), so sign-in and
 * the address step there belong to it too, not to the partner's first locality.
 */
export function useCurrentLocalityCode(): string | null {
  const { localityCode } = useParams();
  const stored = useBrowserValue(() => readStoredLocality().localityCode, null);
  return localityCode ?? stored;
}
