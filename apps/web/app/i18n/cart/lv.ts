import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../lv.ts` checks that none is missing. */
export const cartLv = {} satisfies Partial<Messages>;
