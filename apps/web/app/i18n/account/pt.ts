import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../pt.ts` checks that none is missing. */
export const accountPt = {} satisfies Partial<Messages>;
