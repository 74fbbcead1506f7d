import type { Page } from 'playwright-core';

export interface SentAnalyticsEvent {
  event: string;
  params: Record<string, unknown>;
}

/**
 * Records what the page sends to POST /public/analytics/onde/event from now on (spec 2 §7):
 * the events are fire and forget, so the request itself is what a journey can check.
 */
export function recordAnalyticsEvents(page: Page): SentAnalyticsEvent[] {
  const events: SentAnalyticsEvent[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/public/analytics/onde/event')) {
      events.push(request.postDataJSON() as SentAnalyticsEvent);
    }
  });
  return events;
}

/** The params of the first `name` event sent so far, undefined while there is none. */
export function paramsOf(events: SentAnalyticsEvent[], name: string) {
  return events.find((sent) => sent.event === name)?.params;
}
