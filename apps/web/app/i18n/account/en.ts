/** English messages of the account screens; merged into the locale table by `../en.ts`. */
export const accountEn = {} as const;
