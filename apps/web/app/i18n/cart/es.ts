import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../es.ts` checks that none is missing. */
export const cartEs = {} satisfies Partial<Messages>;
