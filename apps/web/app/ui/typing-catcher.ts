/**
 * A search dialog's code loads when it opens, yet a phone raises its keyboard only for a field
 * focused inside the tap itself, and letters typed while the code loads must not be lost. So the
 * opener's click focuses an invisible stand-in field placed right after it; the dialog's own
 * field takes over its letters (caught-typing.ts). Kept tiny: every page's header loads it.
 */
export function catchTyping({ currentTarget: opener }: { currentTarget: HTMLElement }) {
  const standIn = document.createElement('input');
  standIn.tabIndex = -1;
  standIn.setAttribute('aria-hidden', 'true');
  // text-base (16 px): a smaller font makes iOS zoom in on the focused field.
  standIn.className = 'typing-catcher fixed top-0 w-px text-base opacity-0';
  opener.after(standIn);
  standIn.focus();
}
