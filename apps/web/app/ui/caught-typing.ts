/** The stand-in field of typing-catcher.ts, while one has focus. */
function standInField(element: EventTarget | null): HTMLInputElement | null {
  return element instanceof HTMLInputElement && element.classList.contains('typing-catcher')
    ? element
    : null;
}

/**
 * For a dialog's field taking focus from the stand-in: what was typed into it meanwhile. The
 * stand-in leaves once read.
 */
export function takeCaughtTyping(previous: EventTarget | null): string {
  const standIn = standInField(previous);
  standIn?.remove();
  return standIn?.value ?? '';
}

/** Where focus returns when a dialog closes: the opener rather than its stand-in field. */
export function focusReturnTarget(element: HTMLElement): HTMLElement {
  const opener = standInField(element)?.previousElementSibling;
  return opener instanceof HTMLElement ? opener : element;
}
