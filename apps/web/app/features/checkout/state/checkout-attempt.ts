const STORAGE_KEY = 'souk.checkoutAttempt';

interface Attempt {
  cartId: string;
  body: string;
  key: string;
}

function readAttempt(): Attempt | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { cartId, body, key }: Record<string, unknown> = { ...value };
    return typeof cartId === 'string' && typeof body === 'string' && typeof key === 'string'
      ? { cartId, body, key }
      : null;
  } catch {
    return null;
  }
}

/**
 * The Idempotency-Key of this checkout attempt: the same one while the same cart is placed with
 * the same body (a double click, a retry after an answer was lost, a reload of the tab), so the
 * server makes one order of them; a new one as soon as the cart or the body differ. Kept in
 * session storage so a reload of the tab is the same attempt too.
 */
export function attemptKey(cartId: string, body: unknown): string {
  const text = JSON.stringify(body);
  const known = readAttempt();
  if (known && known.cartId === cartId && known.body === text) return known.key;
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ cartId, body: text, key }));
  } catch {
    // Private mode without storage: the key still covers this page's retries.
  }
  return key;
}

/** An order was made (or definitely refused): the next checkout is a new attempt. */
export function endAttempt(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
