import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../pt.ts` checks that none is missing. */
export const cartPt = {} satisfies Partial<Messages>;
