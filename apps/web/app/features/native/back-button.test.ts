import { describe, expect, it } from 'vitest';
import { backAction, performBack } from './back-button.ts';

/** A window whose document answers the back button's queries, recording what is done. */
function pageWindow(options: {
  popup?: boolean;
  dialogs?: { owned: boolean }[];
  calls: string[];
}): Window {
  const { calls } = options;
  const popup = { hidePopover: () => calls.push('hidePopover') };
  const dialogs = (options.dialogs ?? []).map(({ owned }, index) => ({
    // An owner (a modal of the URL) keeps the dialog open and closes it its own way.
    dispatchEvent: (event: Event) => (
      calls.push(`cancel ${index}`),
      !owned && !event.defaultPrevented
    ),
    close: () => calls.push(`close ${index}`),
  }));
  return {
    history: { back: () => calls.push('history.back') },
    document: {
      querySelector: () => (options.popup ? popup : null),
      querySelectorAll: () => dialogs,
    },
  } as unknown as Window;
}

const back = (win: Window, canGoBack: boolean, calls: string[]) =>
  performBack(win, backAction(win, canGoBack), () => calls.push('minimise'));

describe('the hardware back button (spec 1 §2, spec 2 §4 popupHandled)', () => {
  it('closes an open popup first, even over a modal', () => {
    const calls: string[] = [];
    back(pageWindow({ popup: true, dialogs: [{ owned: true }], calls }), true, calls);
    expect(calls).toEqual(['hidePopover']);
  });

  it('asks the top dialog to close as Escape does; an unowned one closes itself', () => {
    const calls: string[] = [];
    back(pageWindow({ dialogs: [{ owned: true }, { owned: true }], calls }), true, calls);
    back(pageWindow({ dialogs: [{ owned: false }], calls }), true, calls);
    expect(calls).toEqual(['cancel 1', 'cancel 0', 'close 0']);
  });

  it('with nothing open goes back a page; with no page behind, minimises', () => {
    const calls: string[] = [];
    back(pageWindow({ calls }), true, calls);
    back(pageWindow({ calls }), false, calls);
    expect(calls).toEqual(['history.back', 'minimise']);
  });
});
