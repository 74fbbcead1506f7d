/** About two seconds of frames: the list's reload that closes the modal is done by then. */
const MAX_FRAMES = 120;

/**
 * After a filter modal applies a choice, focus goes back to that filter's button in the bar
 * (issue 17 item 12) rather than to the page body. The modal closes only once the list has
 * reloaded for the new filter, so the button is focused in the first frame with no open dialog.
 */
export function returnFocusTo(testId: string): void {
  let frames = 0;
  const step = () => {
    frames += 1;
    if (document.querySelector('dialog[open]') && frames < MAX_FRAMES) {
      requestAnimationFrame(step);
      return;
    }
    document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus();
  };
  requestAnimationFrame(step);
}
