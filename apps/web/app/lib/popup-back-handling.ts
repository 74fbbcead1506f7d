/**
 * Spec 1 §2: "On mobile, popups with back handling add the query flag popupHandled." A native
 * popover opened on a phone pushes a history entry carrying the flag, so the back button (or
 * the Android back gesture) closes the popup instead of leaving the page; closing it any other
 * way (Escape, a tap outside, its close button) takes that entry back off.
 */
const POPUP_HANDLED = 'popupHandled';

/** Phones and small tablets: below the storefront's desktop breakpoint (spec 1 §9, 768 px). */
const MOBILE_QUERY = '(max-width: 767px)';

function hasFlag(href: string): boolean {
  return new URL(href).searchParams.has(POPUP_HANDLED);
}

function isToggleEvent(event: Event): event is ToggleEvent {
  return 'newState' in event;
}

/** Installs the behaviour for every popover of the document; returns the uninstaller. */
export function installPopupBackHandling(win: Window = window): () => void {
  const mobile = win.matchMedia(MOBILE_QUERY);
  let openPopup: HTMLElement | null = null;

  const onToggle = (event: Event) => {
    const target = event.target;
    // Dialogs fire `toggle` too; modals have their own URL and closing rules.
    if (!(target instanceof HTMLElement) || !target.hasAttribute('popover')) return;
    if (!isToggleEvent(event)) return;
    if (event.newState === 'open' && mobile.matches && !hasFlag(win.location.href)) {
      openPopup = target;
      const url = new URL(win.location.href);
      url.searchParams.set(POPUP_HANDLED, 'true');
      // The router's own state is kept, so going back is an ordinary step for it.
      win.history.pushState(win.history.state, '', url);
    } else if (event.newState === 'closed' && target === openPopup) {
      openPopup = null;
      if (hasFlag(win.location.href)) win.history.back();
    }
  };
  const onPopState = () => {
    if (!openPopup || hasFlag(win.location.href)) return;
    const popup = openPopup;
    openPopup = null;
    popup.hidePopover();
  };

  // `toggle` does not bubble: listen in the capture phase to see every popover's.
  win.document.addEventListener('toggle', onToggle, true);
  win.addEventListener('popstate', onPopState);
  return () => {
    win.document.removeEventListener('toggle', onToggle, true);
    win.removeEventListener('popstate', onPopState);
  };
}
