import type { Locator, Page } from 'playwright-core';

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`. */
export async function tabTo(page: Page, selector: string, { back = false, limit = 150 } = {}) {
  for (let step = 0; step < limit; step++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * WCAG 2.4.7 as a customer sees it: the focused element (or the label wrapping a focused radio
 * or checkbox) draws a ring, a non-none outline or a box shadow. The body is never "visible
 * focus": focus that fell off every control is a failure too.
 */
export function focusRingShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return false;
    const rings = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const label = focused.closest('label');
    return rings(focused) || (label !== null && rings(label));
  });
}

/** The data-testid of the focused element, for "focus went back to the opener". */
export function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}

/** Whether focus is inside `dialog` (a modal traps it: Tab never leaves). */
export function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((node) => node.contains(document.activeElement));
}
