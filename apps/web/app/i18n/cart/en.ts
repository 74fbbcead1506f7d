/** English messages of the cart screens; merged into the locale table by `../en.ts`. */
export const cartEn = {} as const;
