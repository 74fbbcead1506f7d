import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../mg.ts` checks that none is missing. */
export const cartMg = {} satisfies Partial<Messages>;
