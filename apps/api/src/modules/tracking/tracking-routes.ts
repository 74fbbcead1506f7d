/**
 * WebSocket /api/customer/orders/track?orderID={id} (spec 2 §4 "Live tracking channel", §7).
 * The owner check runs before the upgrade (tracking-access.ts); a socket that joins gets the
 * order's state, then every event of that order from any server process (tracking-hub.ts).
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRACKING_CLIENT_MESSAGE_MAX_BYTES,
  TRACKING_CLOSE,
  TRACKING_PATH,
  orderErrorSchema,
} from '@souk/contracts';
import type { Database } from '#api/db/client.ts';
import { ApiError } from '#api/http/api-error.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import { HeartbeatWheel } from './heartbeat-wheel.ts';
import type { TrackingAccessDeps } from './tracking-access.ts';
import { trackingOwner } from './tracking-access.ts';
import { TrackingHub } from './tracking-hub.ts';
import type { FloodLimit } from './tracking-socket.ts';
import { TrackingSocket } from './tracking-socket.ts';
import { upgradeGate } from './upgrade-gate.ts';

export interface TrackingRoutesOptions extends TrackingAccessDeps {
  database: Database;
  heartbeatMs: number;
}

/** A client sends one heartbeat per 30 s; ten messages in ten seconds is no client of ours. */
const FLOOD_LIMIT: FloodLimit = { messages: 10, windowMs: 10_000 };

const querySchema = z.object({
  orderID: z.uuid(),
  token: z.string().max(100).optional(),
  partnerCode: z.string().max(40).optional(),
});

export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (
  app,
  options,
) => {
  const { orders, database, heartbeatMs } = options;
  const hub = new TrackingHub(database, app.log);
  await hub.start();
  const sockets = new Set<TrackingSocket>();
  const owners = new WeakMap<FastifyRequest, CustomerOwner>();
  let shuttingDown = false;

  const gate = upgradeGate(app.server, TRACKING_PATH);
  await app.register(fastifyWebsocket, {
    options: { server: gate.server, maxPayload: TRACKING_CLIENT_MESSAGE_MAX_BYTES },
    // A socket error (an oversized frame, a client that vanished) is that client's problem:
    // ws has already begun closing the socket with the right code.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'tracking socket error');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
    // Clients reconnect after 1001, to this process once it is back or to another one.
    preClose: (done) => {
      shuttingDown = true;
      for (const socket of sockets) socket.close(TRACKING_CLOSE.goingAway, 'server restarting');
      done();
    },
  });

  const heartbeats = new HeartbeatWheel<TrackingSocket>(heartbeatMs);
  heartbeats.start();
  app.addHook('onClose', async () => {
    heartbeats.stop();
    gate.detach();
    await hub.stop();
  });

  app.get(
    '/customer/orders/track',
    {
      websocket: true,
      // The partner may come in the query (a browser's WebSocket sends no custom header).
      config: { partnerOptional: true },
      schema: {
        tags: ['orders'],
        summary: 'Live tracking of an own order (WebSocket)',
        querystring: querySchema,
        response: { 400: orderErrorSchema, 404: orderErrorSchema },
      },
      preHandler: async (request) => {
        owners.set(request, await trackingOwner(request, options));
      },
    },
    (socket, request) => {
      const owner = owners.get(request);
      if (!owner) {
        socket.close(TRACKING_CLOSE.policyViolation, 'not allowed');
        return;
      }
      const orderId = request.query.orderID;
      const tracker = new TrackingSocket(socket, {
        orderId,
        hub,
        loadState: () =>
          orders.get(owner, orderId).catch((error: unknown) => {
            // Gone since the socket opened (the account was deleted): nothing more to track.
            if (error instanceof ApiError && error.statusCode === 404) return null;
            throw error;
          }),
        flood: FLOOD_LIMIT,
        log: request.log,
        now: Date.now,
      });
      sockets.add(tracker);
      const stopBeating = heartbeats.add(tracker);
      socket.on('close', (code, reason) => {
        sockets.delete(tracker);
        stopBeating();
        if (!shuttingDown) {
          app.reportSocketClose({ code, reason: reason.toString('utf8'), route: TRACKING_PATH });
        }
      });
      tracker.join().catch((error: unknown) => {
        request.log.error({ err: error }, 'tracking state could not be read');
        tracker.close(1011, 'state unavailable');
      });
    },
  );
};
