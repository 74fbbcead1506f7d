import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../fr.ts` checks that none is missing. */
export const accountFr = {} satisfies Partial<Messages>;
