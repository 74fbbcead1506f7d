import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

const nothing = { parse: () => undefined };

/** Spec 1 §4 "Cards": setting a default card marks only that card as default (the API does). */
export async function makeDefaultCard(config: ClientConfig, id: string): Promise<void> {
  await browserApi(config).put(
    `/api/customer/me/cards/${encodeURIComponent(id)}/default`,
    {},
    nothing,
  );
}

export async function unbindCard(config: ClientConfig, id: string): Promise<void> {
  await browserApi(config).delete(
    `/api/customer/me/cards/${encodeURIComponent(id)}/unbind`,
    nothing,
  );
}
