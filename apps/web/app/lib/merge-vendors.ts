/** Spec 1 §4: "Vendors are deduplicated by id when merged" (a vendor may move between pages). */
export function mergeById<T extends { id: string }>(
  current: readonly T[],
  next: readonly T[],
): T[] {
  const seen = new Set(current.map((item) => item.id));
  return [...current, ...next.filter((item) => !seen.has(item.id) && seen.add(item.id))];
}

/** Spec 1 §4: "more pages exist while page is below totalPages". */
export function hasMorePages(page: number, totalPages: number): boolean {
  return page < totalPages;
}
