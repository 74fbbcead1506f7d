/**
 * Spec 1 §4 "Locality": what happens when the nearest locality (found from the customer's
 * address or position) is not the one the storefront shows, and when a locality is unknown.
 */

export type NearestLocalityDecision =
  | { readonly kind: 'stay' }
  | {
      readonly kind: 'switch';
      readonly localityCode: string;
      /** The cart and the stored cart id belong to the old locality's vendors. */
      readonly clearCart: true;
      readonly needToSwitchLocality: true;
    };

/**
 * "A nearest locality that differs from the current one clears the cart and the stored cart
 * id, switches the locality and sets a needToSwitchLocality flag." No nearest locality (the
 * point is served by none) keeps the current one.
 */
export function decideNearestLocality(
  currentLocalityCode: string | null | undefined,
  nearestLocalityCode: string | null | undefined,
): NearestLocalityDecision {
  if (!nearestLocalityCode || nearestLocalityCode === currentLocalityCode) return { kind: 'stay' };
  return {
    kind: 'switch',
    localityCode: nearestLocalityCode,
    clearCart: true,
    needToSwitchLocality: true,
  };
}

/**
 * "While that flag is stored, a locality-based route is rewritten to /{locale}/{localityCode}."
 * Returns the path to go to, or null to stay. `isLocalityRoute` says whether the current route
 * is one of the `/{locale}/{localityCode}/…` pages (the router knows, core does not).
 */
export function switchedLocalityPath(input: {
  readonly needToSwitchLocality: boolean;
  readonly isLocalityRoute: boolean;
  readonly locale: string;
  readonly localityCode: string | null | undefined;
  readonly currentPath: string;
}): string | null {
  if (!input.needToSwitchLocality || !input.isLocalityRoute || !input.localityCode) return null;
  const target = `/${input.locale}/${input.localityCode}`;
  return trimSlash(input.currentPath) === target ? null : target;
}

/** The locality kept in client storage: the one last shown, and whether a switch is pending. */
export interface StoredLocality {
  readonly localityCode: string | null;
  readonly needToSwitchLocality: boolean;
}

/**
 * What showing a locality route (`/{locale}/{localityCode}/…`) does with the stored locality.
 * While the flag is stored the route is rewritten to the stored locality's home; landing there
 * completes the switch and clears the flag (after that a locality link works as usual, or one
 * stale tab would keep sending the customer back). A locality the customer picked on purpose
 * (the locality list) also clears it. Otherwise the shown locality becomes the stored one, the
 * "current locality" of pages that have none in their path.
 */
export function visitLocalityRoute(
  stored: StoredLocality,
  route: {
    readonly locale: string;
    readonly localityCode: string;
    readonly currentPath: string;
    readonly chosenByCustomer: boolean;
  },
): { readonly redirectTo: string | null; readonly stored: StoredLocality } {
  const redirectTo = route.chosenByCustomer
    ? null
    : switchedLocalityPath({
        needToSwitchLocality: stored.needToSwitchLocality,
        isLocalityRoute: true,
        locale: route.locale,
        localityCode: stored.localityCode,
        currentPath: route.currentPath,
      });
  if (redirectTo) return { redirectTo, stored };
  return {
    redirectTo: null,
    stored: { localityCode: route.localityCode, needToSwitchLocality: false },
  };
}

/** "A locality list with a single entry is selected automatically." */
export function autoSelectedLocality<L extends { readonly code: string }>(
  localities: readonly L[],
): string | null {
  return localities.length === 1 ? (localities[0]?.code ?? null) : null;
}

/**
 * Spec 1 §8, params call 404 LocalityNotFoundException: "Stored locality code is cleared,
 * needToSwitchLocality is set, user is sent to /404."
 */
export const LOCALITY_NOT_FOUND_TRANSITION = {
  localityCode: null,
  needToSwitchLocality: true,
  redirectTo: '/404',
} as const;

function trimSlash(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}
