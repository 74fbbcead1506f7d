import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';

export const healthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

const dependencyStatusSchema = z.enum(['up', 'down']);

/** Each dependency the server cannot serve orders without, with its own status. */
const readinessDependenciesSchema = z.object({
  database: z.object({ status: dependencyStatusSchema, kind: z.enum(['pglite', 'postgres']) }),
  paymentGateway: z.object({
    status: dependencyStatusSchema,
    gateway: z.enum(['sandbox', 'stripe']),
  }),
});

export const readySchema = z.object({
  status: z.literal('ready'),
  dependencies: readinessDependenciesSchema,
});

/** 503: the usual error body (type NotReadyException) with the same per-dependency report. */
export const notReadySchema = apiErrorSchema.extend({
  status: z.literal('not_ready'),
  dependencies: readinessDependenciesSchema,
});
export type ReadinessDependencies = z.infer<typeof readinessDependenciesSchema>;
