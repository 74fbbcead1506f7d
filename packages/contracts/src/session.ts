/**
 * What the sign-in calls answer (spec 1 §7 "Auth and user"): sessions, the courier, a logout.
 * Apart from auth.ts, whose request schemas check phone numbers with the phone library: pages
 * that only read these answers (the account's menu, its sign-out) do without that library.
 */
import { z } from 'zod';
import { customerMeSchema } from './customer.ts';

/**
 * The native wrapper names itself with this header (spec 1 §7: `X-Platform`, ios or android); a
 * browser never sends it.
 */
export const PLATFORM_HEADER = 'x-platform';
export const NATIVE_PLATFORMS = ['ios', 'android'] as const;

export const customerSessionSchema = z.object({
  /**
   * Bearer token for the native app (`Authorization: Bearer …`), only when the login came with
   * `X-Platform: ios|android`. The web gets the httpOnly cookie alone: a token in a JSON body is
   * readable by any script on the page.
   */
  token: z.string().optional(),
  expiresAt: z.iso.datetime(),
  customer: customerMeSchema,
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

export const courierMeSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  localityId: z.string().nullable(),
});
export type CourierMe = z.infer<typeof courierMeSchema>;

export const courierSessionSchema = z.object({
  /** Kept by the client as courier_authorization_token (spec 1 §6). */
  token: z.string(),
  expiresAt: z.iso.datetime(),
  courier: courierMeSchema,
});
export type CourierSession = z.infer<typeof courierSessionSchema>;

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });
