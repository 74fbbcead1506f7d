import { ApiError } from '#api/http/api-error.ts';

/**
 * Splits a menu into parts of whole sections, in order, each with at most `limit` products
 * unless one section alone is larger (then that section is a part of its own). A long menu is
 * then sent as a quick first part and the rest fetched after.
 */
export function partitionSections<T extends { products: readonly unknown[] }>(
  sections: readonly T[],
  limit: number,
): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  let count = 0;
  for (const section of sections) {
    if (current.length > 0 && count + section.products.length > limit) {
      parts.push(current);
      current = [];
      count = 0;
    }
    current.push(section);
    count += section.products.length;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

export function partOutOfRange(totalParts: number): ApiError {
  return new ApiError(400, 'validation', `This catalogue has ${totalParts} part(s)`, {
    fieldErrors: [{ field: 'part', message: `At most ${Math.max(totalParts, 1)}` }],
  });
}
