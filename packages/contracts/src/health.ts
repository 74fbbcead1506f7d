import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const readySchema = z.object({ status: z.enum(['ready']), database: z.literal('up') });
