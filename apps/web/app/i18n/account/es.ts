import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../es.ts` checks that none is missing. */
export const accountEs = {} satisfies Partial<Messages>;
