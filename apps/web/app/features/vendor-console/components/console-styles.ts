import { focusRing, touchTarget } from '#app/ui/styles.ts';

export const fieldClass = `${focusRing} ${touchTarget} w-full rounded-lg border border-line bg-surface px-3 py-2`;

export const smallButton = `${focusRing} ${touchTarget} inline-flex items-center justify-center rounded-full border border-line px-4 py-1.5 font-medium hover:bg-canvas`;
