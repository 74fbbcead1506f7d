import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../ru.ts` checks that none is missing. */
export const cartRu = {} satisfies Partial<Messages>;
