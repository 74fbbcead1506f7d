import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../it.ts` checks that none is missing. */
export const cartIt = {} satisfies Partial<Messages>;
