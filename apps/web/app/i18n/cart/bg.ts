import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../bg.ts` checks that none is missing. */
export const cartBg = {} satisfies Partial<Messages>;
