import { focusRing } from '#app/ui/styles.ts';

/** A full-width choice row in the filter modals (44 px and more, picked state by aria). */
export const optionRow = `${focusRing} flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border border-line px-4 py-2 text-start transition hover:border-primary aria-[checked=true]:border-primary aria-[checked=true]:bg-primary-soft aria-[pressed=true]:border-primary aria-[pressed=true]:bg-primary-soft`;

export const radioDot =
  'size-5 shrink-0 rounded-full border-2 border-line group-aria-[checked=true]:border-[6px] group-aria-[checked=true]:border-primary';
