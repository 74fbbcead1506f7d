/**
 * POST /public/analytics/onde/event (spec 2 §7 "Partner and native update"; spec 2 tracked
 * events such as begin_checkout and order_placed). Events name what happened; params are a
 * small flat map, so nothing personal or bulky can ride along.
 */
import { z } from 'zod';

const paramValueSchema = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

export const analyticsEventRequestSchema = z.object({
  event: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Expected a snake_case event name'),
  params: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), paramValueSchema)
    .refine((params) => Object.keys(params).length <= 30, 'At most 30 params')
    .default({}),
});
