import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../lv.ts` checks that none is missing. */
export const accountLv = {} satisfies Partial<Messages>;
