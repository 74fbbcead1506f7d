/**
 * Stored payment cards (spec 1 §3 "Card", §7 "GET /customer/me/cards …"). Binding a card
 * belongs to the payment gateway; these calls list, pick the default and unbind.
 */
import { z } from 'zod';
import { localityCodeSchema } from './locality.ts';

/**
 * Stars plus the last 4 digits (spec 1 §5 "A masked card number shows the last 4 digits"), or
 * null when the gateway gave none: the storefront then shows "broken card".
 */
export const maskedCardNumberSchema = z
  .string()
  .regex(/^\*+\d{4}$/, 'Expected stars and the last 4 digits')
  .nullable();

export const cardSchema = z.object({
  id: z.string(),
  maskedCardNumber: maskedCardNumberSchema,
  default: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardListSchema = z.array(cardSchema);

export const cardsQuerySchema = z.object({
  /** Sent by the storefront (spec 1 §7); cards are the customer's in every locality. */
  localityCode: localityCodeSchema.optional(),
});

export const cardIdParamsSchema = z.object({ id: z.uuid() });
