import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../it.ts` checks that none is missing. */
export const accountIt = {} satisfies Partial<Messages>;
