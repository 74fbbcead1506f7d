/**
 * The way from the cart to checkout, and the product modal's add button:
 * - spec 1 §4 "Address validation before a cart action" before checkout with delivery: no
 *   address at all (ADDRESS_NOT_EXISTS) asks to add one; a customer with saved addresses has
 *   the newest preselected (issue 17 item 4), so the checkout takes it without asking;
 * - spec 2 §4 "Checkout gating": a valid cart opens the checkout on the cart page;
 * - spec 2 §4 "Button loading has three states: ready, loading, complete. Complete shows a
 *   checkmark and returns to ready after 500 ms." (§9 "Button complete state 500 ms").
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogResponseSchema, vendorsPageSchema, type Product } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import {
  findCartProducts,
  minutesUntilHour,
  moveServerClock,
  serverCart,
} from './support/cart-fixtures.ts';
import { signInByApi, useSession, type ApiCustomer } from './support/customer-session.ts';
import { productsOfOpenSections, quickAddableNow } from './support/orderable-products.ts';
import { trackRequests } from './support/requests.ts';
import { signInThroughModals, uniquePhone } from './support/sign-in.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

afterEach(() => moveServerClock(server(), { reset: true }));

/** The demo's takeaway vendors keep daytime hours: noon in Riga has them open. */
const noonInRiga = (base: string) =>
  moveServerClock(base, { offsetMinutes: minutesUntilHour('Europe/Riga', 12) });

/**
 * A cart in Riga with enough of one plain product to pass the minimum order (by default
 * `findCartProducts`' plain product; a journey that depends on the receipt types passes one).
 */
async function cartOverMinimum(page: Page, product?: Product) {
  const base = server();
  const plain = product ?? (await findCartProducts(base, 'riga')).plain;
  await page.goto(`${base}/en/riga/vendor/${plain.vendorId}`, { waitUntil: 'networkidle' });
  await page
    .locator(`[data-testid="product-item"][data-product-id="${plain.id}"]`)
    .getByTestId('product-add')
    .click();
  await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(1);
  await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
  const { cart } = await serverCart(page, base);
  const price = cart.vendorCarts[0]?.items[0]?.price ?? 1;
  const needed = Math.max(1, Math.ceil(cart.minOrderPrice / price));
  for (let count = 1; count < needed; count++) {
    await page.getByRole('button', { name: /One more/ }).click();
    await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(count + 1);
  }
  const checkout = page.getByTestId('cart-checkout');
  await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('false');
  return checkout;
}

async function addAddress(customer: ApiCustomer, name: string, latitude: number) {
  const res = await customer.call('/api/customer/me/addresses', {
    method: 'POST',
    body: { name, location: { latitude, longitude: 24.1052, formattedAddress: `${name}, Riga` } },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('from the cart to checkout (spec 1 §4 address check, spec 2 §4 checkout gating)', () => {
  it('desktop: no address asks to add one; with saved addresses the newest is preselected and the checkout opens with it', async () => {
    const base = server();
    const customer = await signInByApi(base);
    const context = await newContext(browser(), DESKTOP);
    await useSession(context, base, customer);
    const page = await context.newPage();
    const checkout = await cartOverMinimum(page);

    // ADDRESS_NOT_EXISTS: the alert asks for an address and its button opens the form.
    await checkout.click();
    const alert = page.getByTestId('cart-alert-body');
    await alert.waitFor();
    expect(await alert.getAttribute('data-alert-code')).toBe('OPEN_ADDRESS_MODAL');
    await expect
      .poll(() => alert.locator('p').first().textContent())
      .toBe('Add a delivery address to order with delivery.');
    await expect
      .poll(() => page.getByTestId('cart-alert-confirm').textContent())
      .toBe('Add address');
    await page.getByTestId('cart-alert-confirm').click();
    // A new address's form opens over the cart.
    await page.getByTestId('modal-EditAddressModal').waitFor();
    await page.locator('#address-name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/cart');

    // Two saved addresses, none chosen on this device: the newest is preselected (issue 17
    // item 4), so there is nothing to choose (no ADDRESS_NOT_CHOOSEN alert) and the checkout
    // opens under the button with that address on the cart.
    await addAddress(customer, 'Home', 56.9496);
    const work = await addAddress(customer, 'Work', 56.951);
    await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('address-selector-label').textContent()).toBe('Work');
    expect((await serverCart(page, base)).cart.customerAddressId).toBeNull();
    await checkout.click();
    await page.getByTestId('checkout-section').waitFor();
    expect((await serverCart(page, base)).cart.customerAddressId).toBe(work);
    expect(new URL(page.url()).pathname).toBe('/en/cart');
    expect(await page.getByTestId('cart-alert-body').count()).toBe(0);

    // A remembered choice whose address was deleted elsewhere counts as none: the newest
    // saved address is taken again rather than a stale id.
    const deleted = await customer.call(`/api/customer/me/addresses/${work}`, { method: 'DELETE' });
    expect(deleted.status).toBeLessThan(300);
    await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('address-selector-label').textContent()).toBe('Home');
    await context.close();
  });

  // Each receipt type has its own journey on a vendor chosen for it, so neither can be skipped.
  it('phone, Arabic: takeaway needs no address; texts translated', async () => {
    const base = server();
    await noonInRiga(base);
    const customer = await signInByApi(base);
    const context = await newContext(browser(), PHONE);
    await useSession(context, base, customer);
    const page = await context.newPage();
    const checkout = await cartOverMinimum(page, await rigaProduct(base, { takeaway: true }));
    await page.getByTestId('cart-receipt-type').getByRole('button', { name: 'Takeaway' }).click();
    await expect.poll(async () => (await serverCart(page, base)).cart.receiptType).toBe('TAKEAWAY');
    await page.goto(`${base}/ar/cart`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await checkout.click();
    await page.getByTestId('checkout-section').waitFor();
    await expect
      .poll(() => page.getByTestId('payment-methods').locator('legend').textContent())
      .toBe('كيف تود الدفع؟');
    expect(await page.getByTestId('cart-alert-body').count()).toBe(0);
    await context.close();
  });

  it('phone, Arabic: a delivery-only vendor and no address: the add-address alert, translated', async () => {
    const base = server();
    const customer = await signInByApi(base);
    const context = await newContext(browser(), PHONE);
    await useSession(context, base, customer);
    const page = await context.newPage();
    const checkout = await cartOverMinimum(page, await rigaProduct(base, { takeaway: false }));
    await page.goto(`${base}/ar/cart`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await checkout.click();
    const alert = page.getByTestId('cart-alert-body');
    await alert.waitFor();
    expect(await alert.getAttribute('data-alert-code')).toBe('OPEN_ADDRESS_MODAL');
    await expect
      .poll(() => page.getByTestId('cart-alert-confirm').textContent())
      .toBe('إضافة عنوان');
    await context.close();
  });
});

/** The flag as this tab keeps it (features/cart/state/wanted-checkout.ts). */
const wantedFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('wantedCheckout'));

/**
 * The sign-in modals opened over the cart page: /cart has no locality in its path, so the
 * field takes the calling code of the cart's locality (Riga: "+371 ", issue 17 item 13).
 */
const signInFromCart = (page: Page, baseUrl: string) =>
  signInThroughModals(page, baseUrl, uniquePhone());

/** A new customer's name step, then the address step closed without an address. */
async function nameAndSkipAddress(page: Page) {
  await page.getByTestId('modal-AuthNameModal').waitFor();
  await page.getByTestId('auth-name').fill('Anna Maria');
  await page.getByTestId('auth-save-name').click();
  await page.getByTestId('modal-AuthAddressModal').waitFor();
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => !url.search.includes('modal='));
}

/** A visitor on the cart page with a cart over the minimum, and its checkout button. */
async function visitorWithCart(device: typeof DESKTOP | typeof PHONE, product?: Product) {
  const base = server();
  const context = await newContext(browser(), device);
  const page = await context.newPage();
  const checkout = await cartOverMinimum(page, product);
  return { base, context, page, checkout };
}

describe('checkout after signing in (spec 2 §4 "wanted-checkout flag set, and AuthModal opens")', () => {
  it('desktop: a visitor who clicked checkout signs in (a reload on the way), and the checkout goes on by itself', async () => {
    const { base, context, page, checkout } = await visitorWithCart(DESKTOP);
    await checkout.click();
    await page.getByTestId('modal-AuthModal').waitFor();
    expect(await wantedFlag(page)).toBe('1');
    await signInFromCart(page, base);
    // A reload in the middle of the sign-in keeps the flag (this tab's session storage).
    await page.getByTestId('modal-AuthNameModal').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await wantedFlag(page)).toBe('1');
    await nameAndSkipAddress(page);

    // The checkout step the click asked for: a new customer has no address, so the cart's
    // address check asks for one, on the cart page, and the flag is spent.
    const alert = page.getByTestId('cart-alert-body');
    await alert.waitFor();
    expect(await alert.getAttribute('data-alert-code')).toBe('OPEN_ADDRESS_MODAL');
    await expect
      .poll(() => alert.locator('p').first().textContent())
      .toBe('Add a delivery address to order with delivery.');
    expect(new URL(page.url()).pathname).toBe('/en/cart');
    expect(await wantedFlag(page)).toBeNull();
    await context.close();
  });

  it('phone: the sign-in ends on another page: back to the cart, where the checkout goes on', async () => {
    await noonInRiga(server());
    const { base, context, page, checkout } = await visitorWithCart(
      PHONE,
      await rigaProduct(server(), { takeaway: true }),
    );
    await page.getByTestId('cart-receipt-type').getByRole('button', { name: 'Takeaway' }).click();
    await expect.poll(async () => (await serverCart(page, base)).cart.receiptType).toBe('TAKEAWAY');

    await checkout.click();
    await page.getByTestId('modal-AuthModal').waitFor();
    await signInFromCart(page, base);
    await page.getByTestId('modal-AuthNameModal').waitFor();
    // The flow's next step over another page, as when the address step moves the customer to
    // the locality of the address they chose.
    const step = new URL(page.url()).search;
    await page.goto(`${base}/en/riga${step}`, { waitUntil: 'networkidle' });
    await nameAndSkipAddress(page);

    await page.waitForURL((url) => url.pathname === '/en/cart');
    // Takeaway needs no address: the checkout opens, as after a click.
    await page.getByTestId('checkout-section').waitFor();
    expect(await page.getByTestId('cart-alert-body').count()).toBe(0);
    expect(await wantedFlag(page)).toBeNull();
    await context.close();
  });

  it('closing the AuthModal drops the flag: a later sign-in from the header does not jump to checkout', async () => {
    const { base, context, page, checkout } = await visitorWithCart(DESKTOP);
    await checkout.click();
    await page.getByTestId('modal-AuthModal').waitFor();
    expect(await wantedFlag(page)).toBe('1');
    await page.keyboard.press('Escape');
    await page.getByTestId('modal-AuthModal').waitFor({ state: 'detached' });
    await expect.poll(() => wantedFlag(page)).toBeNull();

    const requests = trackRequests(page);
    await page.getByTestId('header-sign-in').click();
    await signInFromCart(page, base);
    await nameAndSkipAddress(page);
    await page.getByTestId('header-profile').waitFor();
    // A resumed checkout, had the flag survived, starts its cart calls in the render that shows
    // the customer signed in: once those frames and every call are over it would be on screen.
    await requests.settled();
    expect(await page.getByTestId('cart-alert-body').count()).toBe(0);
    expect(await page.getByTestId('checkout-section').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/en/cart');
    await context.close();
  });
});

describe('the product modal add button (spec 2 §4 button loading, §9 complete state 500 ms)', () => {
  it('loading while the add is on its way (a second click adds nothing), then a checkmark for 500 ms', async () => {
    const base = server();
    const { withOptions } = await findCartProducts(base, 'riga');
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    // The add is held until the loading state was checked and clicked again, as a slow
    // network would hold it.
    let releaseAdd = () => {};
    const addHeld = new Promise<void>((resolve) => (releaseAdd = resolve));
    await page.route('**/api/carts/*/products', async (route) => {
      await addHeld;
      await route.continue();
    });
    await page.goto(`${base}/en/riga/vendor/${withOptions.vendorId}`, {
      waitUntil: 'networkidle',
    });
    await page
      .locator(`[data-testid="product-item"][data-product-id="${withOptions.id}"]`)
      .getByTestId('product-add')
      .click();
    await page.getByTestId('product-details').waitFor();
    const groups = page.getByTestId('option-group');
    for (let index = 0; index < (await groups.count()); index++) {
      const radios = groups.nth(index).locator('input[type="radio"]:not([disabled])');
      if ((await radios.count()) > 0) await radios.first().check();
    }
    const button = page.getByTestId('product-modal-add');
    await expect.poll(() => button.getAttribute('data-state')).toBe('ready');
    // Every state the button goes through, as the page's DOM took it on: the checkmark lasts
    // only 500 ms, too short to poll for reliably on a busy machine.
    type Seen = { state: string; at: number; text: string; status: string; svgs: number };
    await page.evaluate(() => {
      const log: Seen[] = [];
      (window as unknown as { addLog: Seen[] }).addLog = log;
      const record = () => {
        const el = document.querySelector('[data-testid="product-modal-add"]');
        const state = el?.getAttribute('data-state') ?? 'gone';
        if (log.at(-1)?.state === state) return;
        const status = document.querySelector('[data-testid="product-add-status"]');
        log.push({
          state,
          at: performance.now(),
          text: el?.textContent ?? '',
          status: status?.textContent ?? '',
          svgs: el?.querySelectorAll('svg').length ?? 0,
        });
      };
      record();
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).toBe('loading');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    expect(await button.textContent()).toBe('Adding…');
    await expect.poll(() => page.getByTestId('product-add-status').textContent()).toBe('Adding…');
    await button.click({ force: true });
    releaseAdd();
    // Then the checkmark, then the modal closes.
    await page.getByTestId('modal-ProductModal').waitFor({ state: 'detached', timeout: 15_000 });
    const log = await page.evaluate(() => (window as unknown as { addLog: Seen[] }).addLog);
    const states = log.map(({ state }) => state);
    expect(states.slice(0, 3)).toEqual(['ready', 'loading', 'complete']);
    expect(log[2]).toMatchObject({ text: 'Added', status: 'Added to the cart', svgs: 1 });
    // "returns to ready after 500 ms" (the modal closes right then, maybe within that frame).
    expect([['ready', 'gone'], ['gone']]).toContainEqual(states.slice(3));
    const completeMs = log[3]!.at - log[2]!.at;
    // Counted from the checkmark reaching the page, so never shorter (timer rounding aside).
    expect(completeMs).toBeGreaterThanOrEqual(495);
    expect(completeMs).toBeLessThan(2000);
    // One click, one unit: the second click while loading added nothing.
    await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(1);
    await context.close();
  });
});

/**
 * A product quick-add takes at once, of an open Riga vendor that offers takeaway
 * (`takeaway: true`) or only delivers (`takeaway: false`).
 */
async function rigaProduct(base: string, { takeaway }: { takeaway: boolean }): Promise<Product> {
  const headers = { 'x-partner-code': 'souk' };
  for (let page = 1; ; page++) {
    const list = vendorsPageSchema.parse(
      await (
        await fetch(`${base}/api/public/localities/riga/vendors?page=${page}`, { headers })
      ).json(),
    );
    for (const vendor of list.vendors) {
      if (!vendor.working || vendor.receiptTypes.includes('TAKEAWAY') !== takeaway) continue;
      const catalog = catalogResponseSchema.parse(
        await (await fetch(`${base}/api/vendors/${vendor.id}/catalogue`, { headers })).json(),
      );
      const product = productsOfOpenSections(catalog).find(quickAddableNow);
      if (product) return product;
    }
    if (page >= list.totalPages) {
      throw new Error(`No open Riga vendor with takeaway ${takeaway ? 'offered' : 'refused'} now`);
    }
  }
}

describe('the receipt type switch (spec 2 §4 "A receipt type change updates the cart")', () => {
  it('desktop: takeaway is refused while a delivery-only vendor is in the cart, and the cart says why', async () => {
    const base = server();
    const product = await rigaProduct(base, { takeaway: false });
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await page.goto(`${base}/en/riga/vendor/${product.vendorId}`, { waitUntil: 'networkidle' });
    await page
      .locator(`[data-testid="product-item"][data-product-id="${product.id}"]`)
      .getByTestId('product-add')
      .click();
    await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(1);
    await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
    const takeaway = page
      .getByTestId('cart-receipt-type')
      .getByRole('button', { name: 'Takeaway' });
    await takeaway.click();
    await expect
      .poll(() => page.getByTestId('cart-snackbar').textContent())
      .toBe('A vendor in your cart does not offer takeaway');
    expect(await page.getByTestId('cart-alert-body').count()).toBe(0);
    await expect.poll(() => takeaway.getAttribute('aria-pressed')).toBe('false');
    expect((await serverCart(page, base)).cart.receiptType).toBe('DELIVERY');
    await context.close();
  });
});
