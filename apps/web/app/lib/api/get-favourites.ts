import { favouritesSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

export type Favourites = ReturnType<typeof favouritesSchema.parse>;

/** GET /customer/me/favourites: the favourite vendors and products (the hearts, the page). */
export function getFavourites(api: ApiClient, init?: RequestInit): Promise<Favourites> {
  return api.get('/api/customer/me/favourites', favouritesSchema, init);
}
