import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../uk.ts` checks that none is missing. */
export const cartUk = {} satisfies Partial<Messages>;
