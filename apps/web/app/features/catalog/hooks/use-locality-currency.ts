import { useMatches } from 'react-router';

function currencyIn(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  if ('currencyCode' in data && typeof data.currencyCode === 'string') return data.currencyCode;
  if ('locality' in data) return currencyIn(data.locality);
  return null;
}

/**
 * The locality's currency for modal bodies, which render above whichever page is open: taken
 * from the deepest route whose loader data names it (`currencyCode` or `locality.currencyCode`).
 */
export function useLocalityCurrency(): string | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const currency = currencyIn(match.data);
    if (currency) return currency;
  }
  return null;
}
