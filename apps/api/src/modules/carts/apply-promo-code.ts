/**
 * POST /carts/{id}/promo-code: the code is checked against the cart as it is now (spec 2 §5
 * results). Only OK keeps it on the cart; any other result leaves the cart's code as it was.
 * A kept code is re-checked on every read, so a cart that later drops below its minimum shows
 * DOES_NOT_APPLY and takes nothing off.
 */
import type { PromoCodeResult } from '@souk/contracts';
import { evaluatePromo } from '@souk/core';
import {
  findPromoCode,
  promoRule,
  promoUsage,
} from '#api/modules/promo-codes/promo-code-repository.ts';
import type { CartDeps } from './cart-context.ts';
import { withLockedCart } from './cart-context.ts';
import type { CartOwner } from './cart-owner.ts';
import { touchCart } from './cart-repository.ts';
import type { CartReader } from './cart-reader.ts';
import { buildCartView } from './cart-view.ts';

export async function applyPromoCode(
  deps: CartDeps,
  reader: CartReader,
  owner: CartOwner,
  cartId: string,
  code: string,
): Promise<PromoCodeResult> {
  return withLockedCart(deps, owner, cartId, async (tx, cart, _locality, whole) => {
    const row = await findPromoCode(tx, owner.partnerId, code);
    if (!row) return 'NOT_FOUND';
    const loaded = await reader.load(tx, whole);
    // The cart's parts priced without any code: what the new code would apply to.
    const view = buildCartView({
      cart,
      ...loaded,
      promo: null,
      computedSections: [],
      lang: 'en',
      baseUrl: '',
    });
    const usage = await promoUsage(tx, row.id, cart.customerId);
    const outcome = evaluatePromo(promoRule(row), usage, {
      now: loaded.now,
      localityId: cart.localityId,
      customerId: cart.customerId,
      vendors: view.vendorCarts.map((part) => ({
        vendorId: part.vendorId,
        total: part.totalPrice,
        delivery: part.deliveryCost,
      })),
    });
    if (outcome.result === 'OK') await touchCart(tx, cart.id, { promoCodeId: row.id });
    return outcome.result;
  });
}

export async function removePromoCode(deps: CartDeps, owner: CartOwner, cartId: string) {
  await withLockedCart(deps, owner, cartId, async (tx, cart) => {
    await touchCart(tx, cart.id, { promoCodeId: null });
  });
}
