/**
 * Who may open an order's tracking socket: its owner only, checked before the upgrade. A
 * browser cannot set headers on a WebSocket, so besides the API's usual credentials (the
 * session cookie, `Authorization: Bearer`, `X-Partner-Code`) the native token and the partner
 * code may come as query parameters (spec 2 §7 "with orderID and, on native, a token").
 *
 * Every refusal (no partner, no session, another customer's order, no such order, a cookie sent
 * from another site) is the same HTTP 404 OrderNotFoundException the order routes give, so the
 * socket can't be used to probe which order ids exist.
 */
import type { FastifyRequest } from 'fastify';
import type { Order } from '@souk/contracts';
import { ORDER_ERROR_TYPES, PARTNER_HEADER, SESSION_COOKIE } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';
import type { PartnerRepository } from '#api/modules/partners/partner-repository.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { SessionStore } from '#api/modules/sessions/session-store.ts';
import { sessionKindOf } from '#api/modules/sessions/session-tokens.ts';

/** The orders module's read of an own order: 404 OrderNotFoundException when it is not one. */
interface OwnOrderReader {
  get(owner: CustomerOwner, orderId: string): Promise<Order>;
}

export interface TrackingAccessDeps {
  orders: OwnOrderReader;
  partners: PartnerRepository;
  sessions: SessionStore;
  /** The storefront's own origin: a cookie-borne socket must be opened from it. */
  baseUrl: string;
  now: () => Date;
}

export interface TrackingQuery {
  orderID: string;
  token?: string | undefined;
  partnerCode?: string | undefined;
}

/** As the partner header is checked for every other route (partners/partner-context.ts). */
const PARTNER_CODE_PATTERN = /^[a-z0-9-]{1,40}$/;

/** The owner of the order the socket may track, or a 404 to throw before upgrading. */
export async function trackingOwner(
  request: FastifyRequest<{ Querystring: TrackingQuery }>,
  deps: TrackingAccessDeps,
): Promise<CustomerOwner> {
  const { orderID, token, partnerCode } = request.query;
  const code = headerValue(request, PARTNER_HEADER) ?? partnerCode ?? '';
  const partner = PARTNER_CODE_PATTERN.test(code) ? await deps.partners.findByCode(code) : null;
  if (!partner || partner.status === 'SUSPENDED') throw orderNotFound();

  const presented = bearerToken(request) ?? token;
  const credential = presented ?? request.cookies[SESSION_COOKIE];
  if (!credential || sessionKindOf(credential) !== 'customer') throw orderNotFound();
  // The cookie rides along wherever the socket is opened from; only the storefront may use it.
  if (!presented && !fromOwnSite(request, deps.baseUrl)) throw orderNotFound();

  const session = await deps.sessions.find('customer', credential, partner.id, deps.now());
  if (!session) throw orderNotFound();
  const owner = { customerId: session.subjectId, partnerId: partner.id };
  // Missing or another customer's: the orders module answers its own 404.
  await deps.orders.get(owner, orderID);
  return owner;
}

/** The order routes' answer for a missing order (orders/order-errors.ts), word for word. */
const orderNotFound = () =>
  new ApiError(404, ORDER_ERROR_TYPES.orderNotFound, 'Unable to find this order');

function fromOwnSite(request: FastifyRequest, baseUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === new URL(baseUrl).origin || origin === `${request.protocol}://${request.host}`;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1];
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}
