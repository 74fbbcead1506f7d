import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../fr.ts` checks that none is missing. */
export const cartFr = {} satisfies Partial<Messages>;
