import type { CustomerMe } from '@souk/contracts';
import { useRootData } from '#app/lib/root-data.ts';

/**
 * The signed-in customer (`GET /api/customer/me`, loaded by the root loader), or null for an
 * anonymous visitor. After sign-in, sign-out or a profile change the root loader is
 * revalidated, so every reader sees the new state.
 */
export function useCustomer(): CustomerMe | null {
  return useRootData()?.customer ?? null;
}
