import { focusRing } from '#app/ui/styles.ts';

/** Text fields of the sign-in and profile forms. */
export const fieldClass = `${focusRing} min-h-12 w-full rounded-xl border border-line bg-surface px-4 text-base aria-[invalid=true]:border-red-700`;
export const labelClass = 'block text-sm font-semibold';
export const fieldErrorClass = 'text-sm text-red-700';
