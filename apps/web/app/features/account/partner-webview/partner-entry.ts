import type { ClientConfig } from '#app/lib/load-context.ts';

/**
 * What the root imports when a page has `customerData`: only this hop, so that every page's
 * first script lists one lazy chunk rather than the entry's whole dependency tree.
 */
export function enter(config: ClientConfig): Promise<void> {
  return import('./enter-partner-webview.ts').then((module) => module.enterPartnerWebview(config));
}
