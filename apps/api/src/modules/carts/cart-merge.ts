/**
 * "An anonymous cart merges into the customer's at sign-in" (issue 5): on the first cart call
 * that carries both a customer session and a guest credential. The guest cart keeps its id (the
 * client holding it carries on); lines of the customer's older cart in the same locality are
 * added to it, and the older cart goes. Both rows are locked, so two racing calls merge once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CART_VENDORS_MAX } from '@souk/contracts';
import { carts, vendorCarts } from '#api/db/schema/index.ts';
import type { CartDeps } from './cart-context.ts';
import type { CartOwner } from './cart-owner.ts';
import {
  cartContents,
  findLineByChoice,
  insertLine,
  lockCart,
  setLineCount,
  touchCart,
  vendorCartCount,
  vendorCartFor,
} from './cart-repository.ts';

/** True when a guest cart was taken over by the customer. */
export async function mergeGuestCart(deps: CartDeps, owner: CartOwner): Promise<boolean> {
  const { customerId, guestHash } = owner;
  if (!customerId || !guestHash) return false;
  const [candidate] = await deps.db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        eq(carts.partnerId, owner.partnerId),
        eq(carts.guestTokenHash, guestHash),
        isNull(carts.customerId),
      ),
    )
    .limit(1);
  if (!candidate) return false;
  return deps.db.transaction(async (tx) => {
    const guest = await lockCart(tx, candidate.id);
    if (!guest || guest.customerId !== null || guest.guestTokenHash !== guestHash) return false;
    const [older] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.partnerId, owner.partnerId), eq(carts.customerId, customerId)))
      .for('update');
    if (older && (await cartContents(tx, guest.id)).lines.length === 0) {
      // An empty guest cart adds nothing: the customer's cart stays as it was.
      await tx.delete(carts).where(eq(carts.id, guest.id));
      return false;
    }
    if (older && older.localityId === guest.localityId) {
      const contents = await cartContents(tx, older.id);
      const vendorOf = new Map(contents.vendorCarts.map((row) => [row.id, row]));
      for (const line of contents.lines) {
        const from = vendorOf.get(line.vendorCartId);
        if (!from) continue;
        const target = await vendorCartFor(tx, guest.id, from.vendorId);
        // The vendor limit holds after a merge too: parts beyond it stay behind.
        if (target.created && (await vendorCartCount(tx, guest.id)) > CART_VENDORS_MAX) {
          await tx.delete(vendorCarts).where(eq(vendorCarts.id, target.row.id));
          continue;
        }
        const choice = {
          cartId: guest.id,
          vendorCartId: target.row.id,
          productId: line.productId,
          components: line.components,
          componentsKey: line.componentsKey,
          comment: line.comment,
          productName: line.productName,
        };
        const same = await findLineByChoice(tx, choice);
        if (same) await setLineCount(tx, same.id, same.count + line.count);
        else await insertLine(tx, choice, line.count);
      }
    }
    if (older) await tx.delete(carts).where(eq(carts.id, older.id));
    await touchCart(tx, guest.id, { customerId, guestTokenHash: null });
    return true;
  });
}
