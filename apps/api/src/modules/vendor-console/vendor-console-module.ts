/**
 * The vendor console as one plugin: its own staff-session hook (scoped to these routes), the
 * staff sign-in, the board and the store controls. app.ts registers it with the orders service
 * and the payments' settlement it builds for everyone.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#api/db/client.ts';
import type { PhoneConfirmations } from '#api/modules/auth/phone-confirmations.ts';
import type { OrderService } from '#api/modules/orders/order-service.ts';
import type { AcceptedDispatch } from './order-actions.ts';
import { OrderActions } from './order-actions.ts';
import type { PartRefunds } from './order-edits.ts';
import { OrderEdits } from './order-edits.ts';
import { staffAuthRoutes } from './staff-auth-routes.ts';
import { installStaffContext } from './staff-context.ts';
import { VendorStaffSessions } from './staff-sessions.ts';
import { StoreControls } from './store-controls.ts';
import { vendorConsoleRoutes } from './vendor-console-routes.ts';

export interface VendorConsoleModuleOptions {
  db: Db;
  now: () => Date;
  baseUrl: string;
  confirmations: PhoneConfirmations;
  orders: Pick<OrderService, 'move'>;
  refunds: PartRefunds;
  /** Offers a delivery the moment it is accepted; the dispatch tick remains the fallback. */
  dispatch?: AcceptedDispatch;
}

export const vendorConsoleModule: FastifyPluginAsync<VendorConsoleModuleOptions> = async (
  scope,
  { db, now, baseUrl, confirmations, orders, refunds, dispatch },
) => {
  const sessions = new VendorStaffSessions(db);
  installStaffContext(scope, { sessions, baseUrl, now });
  await scope.register(staffAuthRoutes, { db, sessions, confirmations, now });
  await scope.register(vendorConsoleRoutes, {
    actions: new OrderActions({ db, orders, now, dispatch, log: scope.log }),
    edits: new OrderEdits({ db, refunds, now, log: scope.log }),
    store: new StoreControls({ db, now }),
  });
};
