/**
 * Cart-wide settings: update (PUT /carts/{id}: receipt type, payment type and method, address or
 * location, preorder time), tip, clear, cleanup and delete.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvalidProduct, updateCartRequestSchema } from '@souk/contracts';
import { tipProblem } from '@souk/core';
import { toMinorUnits } from '@souk/core/money';
import type { Db } from '#api/db/client.ts';
import { carts, vendorCarts } from '#api/db/schema/index.ts';
import { DEFAULT_TIP_SETTINGS } from '#api/modules/localities/locality-mapper.ts';
import type { CartDeps } from './cart-context.ts';
import { withLockedCart } from './cart-context.ts';
import { invalidTip, notOffered } from './cart-errors.ts';
import type { CartOwner } from './cart-owner.ts';
import type { CartRow, WholeCart } from './cart-repository.ts';
import {
  cartContents,
  deleteLines,
  dropEmptyVendorCarts,
  setLineCount,
  touchCart,
} from './cart-repository.ts';
import { assertDelivers, assertReceiptType, resolvePlace } from './cart-place.ts';
import { normalizePreorderDateTime } from './preorder-time.ts';

type UpdateCart = z.output<typeof updateCartRequestSchema>;

export async function updateCart(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  body: UpdateCart,
): Promise<void> {
  const place = await resolvePlace(deps.db, owner, body);
  await withLockedCart(deps, owner, cartId, async (tx, cart, locality, whole) => {
    const changes: Partial<CartRow> = { ...(place ?? {}) };
    if (body.receiptType !== undefined) {
      assertReceiptType(locality, body.receiptType);
      changes.receiptType = body.receiptType;
      // A takeaway has no courier: a tip chosen for delivery does not follow it (issue 17 item 7).
      if (body.receiptType === 'TAKEAWAY') changes.tipAmount = 0;
    }
    if (body.paymentType !== undefined) {
      if (body.paymentType !== null && !locality.paymentTypes.includes(body.paymentType)) {
        throw notOffered('paymentType', `${body.paymentType} payments are not offered here`);
      }
      changes.paymentType = body.paymentType;
    }
    if (body.paymentMethod !== undefined) changes.paymentMethod = body.paymentMethod;
    if (body.preorderDateTime !== undefined) {
      changes.preorderDateTime = normalizePreorderDateTime(body.preorderDateTime);
    }
    const next = { ...cart, ...changes };
    if (place || body.receiptType !== undefined) {
      await assertDelivers(tx, next, whole, deps.catalog);
    }
    await touchCart(tx, cart.id, changes);
  });
}

/** Tip settings are major units (spec 1 §9 defaults 1000 / 1); the tip itself minor units. */
export async function setTip(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  tipAmount: number,
): Promise<void> {
  await withLockedCart(deps, owner, cartId, async (tx, cart, locality) => {
    if (cart.receiptType === 'TAKEAWAY' && tipAmount !== 0) {
      throw invalidTip('A takeaway has no courier to tip');
    }
    const settings = locality.tipSettings ?? DEFAULT_TIP_SETTINGS;
    const currency = locality.currencyCode;
    const problem = tipProblem(tipAmount, {
      enabled: settings.enabled,
      tipMax: toMinorUnits(settings.tipMax, currency),
      tipStep: toMinorUnits(settings.tipStep, currency),
    });
    if (problem) {
      const messages = {
        TIPS_DISABLED: 'Tips are not taken here',
        OVER_MAX: `The tip can be at most ${settings.tipMax}`,
        OFF_STEP: `The tip goes in steps of ${settings.tipStep}`,
        NOT_AN_AMOUNT: 'Not an amount',
      } as const;
      throw invalidTip(messages[problem]);
    }
    await touchCart(tx, cart.id, { tipAmount });
  });
}

export async function deleteCart(deps: CartDeps, owner: CartOwner, cartId: string) {
  await withLockedCart(deps, owner, cartId, async (tx, cart) => {
    await tx.delete(carts).where(eq(carts.id, cart.id));
  });
}

/** PUT /carts/{id}/clear: every line goes; the settings (receipt type, time, address) stay. */
export async function clearCart(deps: CartDeps, owner: CartOwner, cartId: string) {
  await withLockedCart(deps, owner, cartId, async (tx, cart) => {
    await tx.delete(vendorCarts).where(eq(vendorCarts.cartId, cart.id));
  });
}

/**
 * POST /carts/{id}/cleanup: removes what validation reports (invalid vendors' parts and invalid
 * lines); a line over its product's maxCount is cut down to it instead.
 */
export async function cleanupCart(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  validate: (
    tx: Db,
    whole: WholeCart,
  ) => Promise<{
    invalidProducts: InvalidProduct[];
    invalidVendors: { vendorCartId: string }[];
  }>,
) {
  await withLockedCart(deps, owner, cartId, async (tx, cart, _locality, whole) => {
    const result = await validate(tx, whole);
    const dropVendorCarts = result.invalidVendors.map((vendor) => vendor.vendorCartId);
    for (const vendorCartId of dropVendorCarts) {
      await tx.delete(vendorCarts).where(eq(vendorCarts.id, vendorCartId));
    }
    const contents = await cartContents(tx, cart.id);
    const lines = new Map(contents.lines.map((line) => [line.id, line]));
    const remove: string[] = [];
    for (const invalid of result.invalidProducts) {
      const line = lines.get(invalid.cartProductId);
      if (!line) continue;
      if (
        invalid.status === 'PRODUCT_MAX_COUNT' &&
        invalid.maxCount !== null &&
        invalid.maxCount > 0
      ) {
        await setLineCount(tx, line.id, invalid.maxCount);
      } else {
        remove.push(line.id);
      }
    }
    await deleteLines(tx, remove);
    await dropEmptyVendorCarts(tx, cart.id);
  });
}
