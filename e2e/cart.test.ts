import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Product } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import {
  findCappedProduct,
  findCartProducts,
  findPreorderOnlyProduct,
  minutesUntilHour,
  moveServerClock,
  serverClockAt,
  serverCart,
  storedCartId,
} from './support/cart-fixtures.ts';
import { readCode, uniquePhone } from './support/sign-in.ts';

// The shared server runs with NODE_ENV=test: it has the clock control the invalid-time journey
// needs, and every test puts the clock back after itself.
const server = () => inject('baseUrl');
/** Riga's minimum order in the demo seed, in cents (€10.00). */
const RIGA_MIN_ORDER = 1000;
const browser = useSharedBrowser();

const DEVICES: [string, BrowserContextOptions, boolean][] = [
  ['phone 390x844', PHONE, true],
  ['desktop 1440x900', DESKTOP, false],
];

afterEach(() => moveServerClock(server(), { reset: true }));

const item = (page: Page, product: Product) =>
  page.locator(`[data-testid="product-item"][data-product-id="${product.id}"]`);

/** Opens `product`'s vendor page in Riga and quick-adds one unit. */
async function quickAddInRiga(page: Page, product: Product) {
  await page.goto(`${server()}/en/riga/vendor/${product.vendorId}`, { waitUntil: 'networkidle' });
  await item(page, product).getByTestId('product-add').click();
}

/** Spec 2 §2: the phone opens `modal=Cart` from the floating button; desktop has the side bar. */
async function openCart(page: Page, phone: boolean) {
  if (phone) {
    await page.getByTestId('floating-cart').click();
    await page.getByTestId('modal-Cart').waitFor();
    return page.getByTestId('cart-panel-modal');
  }
  const panel = page.getByTestId('cart-panel-sidebar');
  await panel.waitFor();
  return panel;
}

async function addWithOptions(page: Page, product: Product, comment: string) {
  const add = item(page, product).getByTestId('product-add');
  await add.scrollIntoViewIfNeeded();
  await add.click();
  await page.getByTestId('product-details').waitFor();
  const groups = page.getByTestId('option-group');
  const required = product.componentGroups.filter((g) => g.required).length;
  expect(required).toBeGreaterThan(0);
  for (let index = 0; index < (await groups.count()); index++) {
    const radios = groups.nth(index).locator('input[type="radio"]:not([disabled])');
    if ((await radios.count()) > 0) await radios.first().check();
  }
  await page.getByTestId('product-comment').fill(comment);
  await page.getByTestId('product-modal-add').click();
  // Added: the product modal closes.
  await page.getByTestId('modal-ProductModal').waitFor({ state: 'detached' });
}

describe('cart journeys (spec 2 §2, §4, §5)', () => {
  it.each(DEVICES)(
    '%s: options and a comment from one vendor, quick-add from another, counts, utensils, comment, promo code, reload',
    async (_, device, phone) => {
      const base = server();
      const { withOptions, plain } = await findCartProducts(base, 'riga');
      const context = await newContext(browser(), device);
      const page = await context.newPage();

      await page.goto(`${base}/en/riga/vendor/${withOptions.vendorId}`, {
        waitUntil: 'networkidle',
      });
      await addWithOptions(page, withOptions, 'no onions');
      await expect
        .poll(() => item(page, withOptions).getByTestId('product-in-cart').textContent())
        .toBe('1');

      // Quick-add: two quick taps go out as one call for two units (300 ms debounce).
      await page.goto(`${base}/en/riga/vendor/${plain.vendorId}`, { waitUntil: 'networkidle' });
      const quick = item(page, plain).getByTestId('product-add');
      await quick.scrollIntoViewIfNeeded();
      await quick.click();
      await quick.click();
      await expect
        .poll(() => item(page, plain).getByTestId('product-in-cart').textContent())
        .toBe('2');
      await expect
        .poll(async () => (await serverCart(page, base)).cart.itemsCount, { timeout: 10_000 })
        .toBe(3);

      const first = await serverCart(page, base);
      expect(first.cart.vendorCarts).toHaveLength(2);
      const optionsLine = first.cart.vendorCarts
        .flatMap((v) => v.items)
        .find((line) => line.productId === withOptions.id);
      expect(optionsLine?.comment).toBe('no onions');
      expect(optionsLine?.components.length).toBeGreaterThan(0);

      const panel = await openCart(page, phone);
      await expect.poll(() => panel.getByTestId('vendor-cart').count()).toBe(2);
      const plainLine = panel.locator(`[data-testid="cart-line"][data-product-id="${plain.id}"]`);
      await plainLine.getByRole('button', { name: /One more/ }).click();
      await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(4);
      const totalText = await panel.getByTestId('cart-total').textContent();
      await plainLine.getByRole('button', { name: /One less/ }).click();
      await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(3);
      await expect.poll(() => panel.getByTestId('cart-total').textContent()).not.toBe(totalText);

      // Comment saved on Enter.
      const comment = plainLine.getByTestId('cart-line-comment');
      await comment.fill('extra napkins');
      await comment.press('Enter');
      await expect
        .poll(
          async () =>
            (await serverCart(page, base)).cart.vendorCarts
              .flatMap((v) => v.items)
              .find((line) => line.productId === plain.id)?.comment,
        )
        .toBe('extra napkins');

      // Utensils: one stepper per vendor that allows them; the seed's restaurants all do, and
      // the product with options is a restaurant dish.
      const allowing = first.cart.vendorCarts.filter((v) => v.utensils.allowed);
      expect(allowing.map((v) => v.vendorId)).toContain(withOptions.vendorId);
      const utensils = panel.getByTestId('cart-utensils');
      await expect.poll(() => utensils.count()).toBe(allowing.length);
      await utensils.first().getByRole('button', { name: 'More utensils' }).click();
      await expect
        .poll(async () =>
          (await serverCart(page, base)).cart.vendorCarts.some((v) => v.cutlery === 1),
        )
        .toBe(true);

      // The cart page: promo code.
      await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
      await page.getByTestId('cart-promo-input').fill('WELCOME10');
      await page.getByTestId('cart-promo-apply').click();
      await expect
        .poll(() => page.getByTestId('cart-promo-result').getAttribute('data-result'))
        .toBe('OK');
      await page.getByTestId('cart-discount-PROMO_CODE').waitFor();
      const withPromo = await serverCart(page, base);
      expect(withPromo.cart.promocode?.code).toBe('WELCOME10');
      // The total shown is the server's, in euros with two decimals (spelt out here rather
      // than through the storefront's own formatter).
      const { finalTotal } = withPromo.cart.prices;
      expect(withPromo.cart.currencyCode).toBe('EUR');
      await expect
        .poll(() => page.getByTestId('cart-total').textContent())
        .toBe(`€${Math.floor(finalTotal / 100)}.${String(finalTotal % 100).padStart(2, '0')}`);

      // Survives a reload: same cart, same lines.
      const id = await storedCartId(page);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByTestId('cart-line').first().waitFor();
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
      expect(await storedCartId(page)).toBe(id);
      await context.close();
    },
  );

  it('desktop: a preorder slot, then the server clock passes it and the cart says so', async () => {
    const base = server();
    const { plain } = await findCartProducts(base, 'riga');
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await quickAddInRiga(page, plain);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartId'))).not.toBeNull();

    await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
    await page.getByTestId('cart-change-time').click();
    await page.getByTestId('modal-PreorderModal').waitFor();
    await page.getByTestId('preorder-asap').uncheck();
    const days = page.getByTestId('preorder-day').locator('option');
    await expect.poll(() => days.count()).toBeGreaterThan(1);
    await page.getByTestId('preorder-day').selectOption({ index: 1 });
    const time = await page.getByTestId('preorder-time').inputValue();
    expect(time).toMatch(/^\d\d:\d\d$/);
    await page.getByTestId('preorder-confirm').click();
    await page.getByTestId('modal-PreorderModal').waitFor({ state: 'detached' });
    const chosen = (await serverCart(page, base)).cart.preorderDateTime;
    // Sent without the trailing Z (spec 2 §5).
    expect(chosen).toMatch(new RegExp(`T${time}:00$`));
    await page.getByTestId('cart-preorder-line').waitFor();

    // Two days later the chosen time has passed: the cart raises the preorder-time alert.
    await moveServerClock(base, { offsetMinutes: 2 * 24 * 60 });
    await page.reload({ waitUntil: 'networkidle' });
    const alert = page.getByTestId('cart-alert-body');
    await alert.waitFor();
    expect(await alert.getAttribute('data-alert-code')).toBe('INVALID_PREORDER_TIME');
    await page.getByTestId('cart-alert-confirm').click();
    // Confirming goes back to ASAP.
    await expect.poll(async () => (await serverCart(page, base)).cart.preorderDateTime).toBeNull();
    await context.close();
  });

  it('phone: checkout waits for the minimum order, then a visitor signs in and keeps the cart', async () => {
    const base = server();
    const { plain } = await findCartProducts(base, 'riga', { plainBelow: RIGA_MIN_ORDER });
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await quickAddInRiga(page, plain);
    await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(1);

    await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
    const checkout = page.getByTestId('cart-checkout');
    const { cart } = await serverCart(page, base);
    const line = cart.vendorCarts[0]?.items[0];
    if (!line) throw new Error('No line in the cart');
    // One unit stays under Riga's €10.00 minimum (the product is picked below it).
    expect(cart.minOrderPrice).toBe(RIGA_MIN_ORDER);
    const needed = Math.ceil(cart.minOrderPrice / line.price);
    expect(needed).toBeGreaterThan(1);
    // Spec 2 §5: 'Minimum order amount: {amount}'; a tap on the disabled button shows the
    // snackbar on phones, 'We will deliver an order for an amount from {amount}'.
    const amount = '€10.00';
    await expect
      .poll(() => page.getByTestId('cart-min-order').textContent())
      .toBe(`Minimum order amount: ${amount}`);
    await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('true');
    await checkout.click({ force: true });
    await expect
      .poll(() => page.getByTestId('cart-snackbar').textContent())
      .toBe(`We will deliver an order for an amount from ${amount}`);
    await expect.poll(() => page.getByTestId('modal-AuthModal').count()).toBe(0);
    for (let count = 1; count < needed; count++) {
      await page.getByRole('button', { name: /One more/ }).click();
      await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(count + 1);
    }
    await expect.poll(() => checkout.getAttribute('aria-disabled')).toBe('false');

    // A visitor: the wanted-checkout flag is set and AuthModal opens.
    await checkout.click();
    await page.getByTestId('modal-AuthModal').waitFor();
    // Off a locality page the phone field has no calling code yet: the whole number is typed.
    const phone = uniquePhone();
    const field = page.getByTestId('auth-phone');
    await field.fill(phone);
    // The mask groups the digits as they are typed; the whole number must be in the field.
    await expect.poll(async () => (await field.inputValue()).replace(/\s/g, '')).toBe(phone);
    await page.getByTestId('auth-send-code').click();
    // The code field comes once the code is sent.
    await page.getByTestId('auth-code').waitFor();
    await page.getByTestId('auth-code').fill(await readCode(base, phone));
    await page.waitForURL((url) => !url.search.includes('AuthModal'));

    // Signed in: the guest cart became the customer's, with the same units.
    await page.goto(`${base}/en/cart`, { waitUntil: 'networkidle' });
    await page.getByTestId('cart-line').first().waitFor();
    const after = await serverCart(page, base);
    expect(after.cart.customerCart).toBe(true);
    expect(after.cart.itemsCount).toBe(needed);
    await context.close();
  });

  it('phone: Add more only closes the cart on a vendor page; the last item goes only after a confirmation', async () => {
    const base = server();
    const { plain } = await findCartProducts(base, 'riga');
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await quickAddInRiga(page, plain);
    const panel = await openCart(page, true);
    await panel.getByTestId('cart-line').waitFor();

    // Spec 2 §5 free-delivery notice, when the prices carry amountToGetFreeDelivery.
    const { cart } = await serverCart(page, base);
    // No threshold, no notice; otherwise it names what is left or that delivery is free.
    const gap = cart.prices.amountToGetFreeDelivery;
    const wanted =
      gap === null ? [] : [gap > 0 ? 'Add more to get free delivery' : 'Free delivery'];
    await expect
      .poll(() => panel.getByTestId('cart-free-delivery').allTextContents())
      .toEqual(wanted.map((text) => expect.stringContaining(text)));

    // On locality-vendor-id, "Add more only closes the cart".
    const before = new URL(page.url()).pathname;
    await panel.getByTestId('cart-add-more').click();
    await page.getByTestId('modal-Cart').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(before);

    // Minus on the only unit: LAST_PRODUCT_IN_CART; rejecting keeps it, confirming empties the cart.
    const again = await openCart(page, true);
    const minus = again.getByRole('button', { name: /One less/ });
    await minus.click();
    const alert = page.getByTestId('cart-alert-body');
    await alert.waitFor();
    expect(await alert.getAttribute('data-alert-code')).toBe('LAST_PRODUCT_IN_CART');
    await page.getByTestId('cart-alert-reject').click();
    await alert.waitFor({ state: 'detached' });
    expect((await serverCart(page, base)).cart.itemsCount).toBe(1);
    await minus.click();
    await page.getByTestId('cart-alert-confirm').click();
    // "When the cart becomes empty the cart view closes", and the floating button goes.
    await page.getByTestId('modal-Cart').waitFor({ state: 'detached' });
    await page.getByTestId('floating-cart').waitFor({ state: 'detached' });
    expect((await serverCart(page, base)).cart.itemsCount).toBe(0);
    await context.close();
  });

  it("desktop: taps past a product's maximum are cut by the server and the snackbar says so", async () => {
    const base = server();
    const capped = await findCappedProduct(base);
    if (!capped) throw new Error('The seed has no orderable product with a maxCount right now');
    const { locality, product } = capped;
    const max = product.maxCount ?? 0;
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await page.goto(`${base}/en/${locality}/vendor/${product.vendorId}`, {
      waitUntil: 'networkidle',
    });
    const add = item(page, product).getByTestId('product-add');
    for (let tap = 0; tap <= max; tap++) await add.click();
    // Spec 2 §5: "PRODUCT_MAX_COUNT: a snackbar 'Error adding item' plus the max-count message."
    await expect
      .poll(() => page.getByTestId('cart-snackbar').textContent())
      .toBe('Error adding item. The maximum quantity limit for this item has been reached');
    await expect
      .poll(() => item(page, product).getByTestId('product-in-cart').textContent())
      .toBe(String(max));
    expect((await serverCart(page, base)).cart.itemsCount).toBe(max);
    await context.close();
  });

  it('desktop: a product outside its hours asks for a delivery time, then lands in the cart 1 s after the modal closes', async () => {
    const base = server();
    // 03:00 in Riga: the kitchens are closed and their dishes wait for a preorder time.
    const offsetMinutes = minutesUntilHour('Europe/Riga', 3);
    await moveServerClock(base, { offsetMinutes });
    const product = await findPreorderOnlyProduct(base, 'riga');
    if (!product) throw new Error('Nothing in Riga waits for a preorder time at 03:00');
    const slot = product.timeAvailabilityInfo.closestPreorderDateTime ?? '';
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    // The browser's clock agrees with the server's (the pickers are built in the browser).
    await page.clock.setFixedTime(new Date(Date.now() + offsetMinutes * 60_000));
    await page.goto(`${base}/en/riga/vendor/${product.vendorId}`, { waitUntil: 'networkidle' });
    await item(page, product).getByTestId('product-add').click();
    await page.getByTestId('preorder-form').waitFor();
    expect(new URL(page.url()).searchParams.get('modal')).toBe('PreorderModal');
    await page.getByTestId('preorder-asap').uncheck();
    await page.getByTestId('preorder-day').selectOption(slot.slice(0, 10));
    // The first offered time from when the product can be ordered (the modal's hour mode may
    // start later than the opening itself).
    const times = await page.getByTestId('preorder-time').locator('option').allTextContents();
    const time = times.find((t) => t >= slot.slice(11, 16));
    if (!time) throw new Error(`No time from ${slot} offered: ${times.join(', ')}`);
    await page.getByTestId('preorder-time').selectOption(time);
    const confirmedAt = Date.now();
    await page.getByTestId('preorder-confirm').click();
    await page.getByTestId('modal-PreorderModal').waitFor({ state: 'detached' });
    // "The add-to-cart is emitted 1 s after the preorder modal closes."
    await expect
      .poll(() => item(page, product).getByTestId('product-in-cart').count(), { interval: 100 })
      .toBe(1);
    // The modal closes once the time is saved, and the add follows a second later.
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(1000);
    // No cart existed: it is created with the chosen time, then takes the product.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartId'))).not.toBeNull();
    await expect.poll(async () => (await serverCart(page, base)).cart.itemsCount).toBe(1);
    const { cart } = await serverCart(page, base);
    expect(cart.preorderDateTime).toBe(`${slot.slice(0, 10)}T${time}:00`);
    expect(cart.vendorCarts.flatMap((v) => v.items).map((i) => i.productId)).toEqual([product.id]);
    await context.close();
  });

  // Two live tabs in one headless browser. A stalled step fails in 20 s and names itself.
  it('desktop: two tabs share one cart; coming back to a tab shows what the other did', async () => {
    const base = server();
    const { plain } = await findCartProducts(base, 'riga');
    const context = await newContext(browser(), DESKTOP);
    context.setDefaultTimeout(20_000);
    const first = await context.newPage();
    await quickAddInRiga(first, plain);
    await expect.poll(async () => (await serverCart(first, base)).cart.itemsCount).toBe(1);

    const second = await context.newPage();
    await second.goto(`${base}/en/riga/vendor/${plain.vendorId}`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => item(second, plain).getByTestId('product-in-cart').textContent())
      .toBe('1');
    await item(second, plain).getByTestId('product-add').click();
    await expect.poll(async () => (await serverCart(second, base)).cart.itemsCount).toBe(2);

    // Back in the first tab: the same cart, with both units, not a copy of its own.
    await first.bringToFront();
    // The tab reacts to coming back only once the browser has made it visible again.
    await expect.poll(() => first.evaluate(() => document.visibilityState)).toBe('visible');
    await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect
      .poll(() => item(first, plain).getByTestId('product-in-cart').textContent())
      .toBe('2');
    expect(await storedCartId(first)).toBe(await storedCartId(second));
    await context.close();
  });

  it('Arabic phone: the cart panel reads right to left in Arabic', async () => {
    const base = server();
    const noon = await serverClockAt(base, 'Asia/Kuwait', 12);
    const { plain } = await findCartProducts(base, 'kuwait-city');
    const context = await newContext(browser(), { ...PHONE, locale: 'ar' });
    const page = await context.newPage();
    await page.clock.setFixedTime(noon);
    await page.goto(`${base}/ar/kuwait-city/vendor/${plain.vendorId}`, {
      waitUntil: 'networkidle',
    });
    await item(page, plain).getByTestId('product-add').click();
    await page.getByTestId('floating-cart').waitFor();
    expect(await page.getByTestId('floating-cart').textContent()).toContain('عرض السلة');
    await page.getByTestId('floating-cart').click();
    await page.getByTestId('modal-Cart').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect
      .poll(() => page.getByTestId('modal-Cart').locator('h2').first().textContent())
      .toBe('السلة');
    await page.getByTestId('cart-panel-modal').getByTestId('cart-line').first().waitFor();
    await context.close();
  });
});
