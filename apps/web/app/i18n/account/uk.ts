import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../uk.ts` checks that none is missing. */
export const accountUk = {} satisfies Partial<Messages>;
