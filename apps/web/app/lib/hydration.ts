let hydrated = false;

/** Called by the root once the server-rendered page has hydrated (its first effect). */
export function markHydrated(): void {
  hydrated = true;
}

/** False on the server and during the first load; true once the page runs (client navigation). */
export function isHydrated(): boolean {
  return hydrated;
}
