import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../bg.ts` checks that none is missing. */
export const accountBg = {} satisfies Partial<Messages>;
