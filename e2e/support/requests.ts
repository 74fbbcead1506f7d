import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';

/** Two animation frames: React has committed what was pending and run its effects. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Watches the page's network from now on, so a journey can check that something did not happen
 * by waiting for a condition instead of a fixed time: `settled()` returns once no call is in
 * flight across a few rendered frames, so whatever the last answers would have shown is shown.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async settled() {
      // An answer may start the next call in its handler: quiet three times, frames between.
      for (let round = 0; round < 3; round++) {
        await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0);
        await nextFrames(page);
      }
      expect(inFlight.size).toBe(0);
    },
  };
}

/** Whether the page has fetched a file whose address contains `part` (Resource Timing). */
export const hasFetched = (page: Page, part: string) =>
  page.evaluate(
    (name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)),
    part,
  );
