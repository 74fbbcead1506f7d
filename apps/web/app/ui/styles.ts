/** Shared class lists, so every control gets the same focus ring and touch size. */
export const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** At least 44×44 px: the minimum touch target. */
export const touchTarget = 'min-h-11 min-w-11';

export const primaryButton = `${focusRing} ${touchTarget} inline-flex items-center justify-center gap-2 rounded-full bg-primary px-6 py-2.5 font-semibold text-primary-contrast shadow-sm transition hover:brightness-95 active:brightness-90`;

export const ghostButton = `${focusRing} ${touchTarget} inline-flex items-center justify-center gap-2 rounded-full px-3 py-2 font-medium text-ink transition hover:bg-canvas`;

export const textLink = `${focusRing} rounded-sm underline-offset-4 hover:underline`;
