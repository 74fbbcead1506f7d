import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../mg.ts` checks that none is missing. */
export const accountMg = {} satisfies Partial<Messages>;
