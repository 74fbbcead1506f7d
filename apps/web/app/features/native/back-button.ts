/**
 * The hardware back button in Souk's native app (spec 1 §2, spec 2 §4): what is open on top
 * closes first — a popup (the phone's popups are the ones carrying popupHandled), then a modal
 * or any other dialog, asked to close as Escape asks it (a modal of the URL then closes by its
 * closing rule) — and only then does the app go back a page. With nowhere to go back to (the
 * locality home just opened), Android minimises the app, as its own apps do.
 */
export type BackAction =
  | { kind: 'close-popup'; popup: HTMLElement }
  | { kind: 'close-dialog'; dialog: HTMLDialogElement }
  | { kind: 'history-back' }
  | { kind: 'minimise' };

export function backAction(win: Window, canGoBack: boolean): BackAction {
  const popup = win.document.querySelector<HTMLElement>('[popover]:popover-open');
  if (popup) return { kind: 'close-popup', popup };
  // The last one opened is on top.
  const dialogs = win.document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const dialog = dialogs[dialogs.length - 1];
  if (dialog) return { kind: 'close-dialog', dialog };
  return canGoBack ? { kind: 'history-back' } : { kind: 'minimise' };
}

export function performBack(win: Window, action: BackAction, minimise: () => void): void {
  switch (action.kind) {
    case 'close-popup':
      action.popup.hidePopover();
      return;
    case 'close-dialog':
      // The cancel event Escape sends: the dialog's owner decides how it closes (a modal of the
      // URL by its closing rule); a dialog nobody owns just closes.
      if (action.dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) {
        action.dialog.close();
      }
      return;
    case 'history-back':
      win.history.back();
      return;
    case 'minimise':
      minimise();
  }
}
