/**
 * Favourites (spec 1 §3 "Favourites", §7): the ids the heart buttons read, and the favourite
 * vendors as full vendor cards, in pages of 30 like the vendor list.
 */
import { z } from 'zod';
import { localityCodeSchema } from './locality.ts';
import { queryCoordinateSchema } from './address.ts';
import { vendorsPageSchema } from './catalog.ts';

/** Spec 1 §9: "Favourites page size 30." */
export const FAVOURITES_PAGE_SIZE = 30;
/** Most favourites of each kind one customer may keep. */
export const FAVOURITES_PER_CUSTOMER_MAX = 500;

const idListSchema = z.array(z.object({ id: z.string() }));

export const favouritesSchema = z.object({
  products: idListSchema,
  vendors: idListSchema,
});

export const favouriteVendorsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Only the favourites of this locality (the storefront shows the current one's). */
  localityCode: localityCodeSchema.optional(),
  latitude: queryCoordinateSchema(90).optional(),
  longitude: queryCoordinateSchema(180).optional(),
});
export type FavouriteVendorsQuery = z.output<typeof favouriteVendorsQuerySchema>;

/** Same shape as the vendor list; "no more pages once the fetched count equals the total". */
export const favouriteVendorsPageSchema = vendorsPageSchema;
export type FavouriteVendorsPage = z.infer<typeof favouriteVendorsPageSchema>;

export const favouriteIdParamsSchema = z.object({ id: z.uuid() });
