import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../ru.ts` checks that none is missing. */
export const accountRu = {} satisfies Partial<Messages>;
