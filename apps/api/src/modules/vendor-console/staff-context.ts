/**
 * Who is calling the console: every request of the console's scope gets `request.vendorStaff`
 * from the staff session cookie (the web console) or an `Authorization: Bearer ven_…` token.
 * The hook lives in the console's own scope, so the rest of the API never looks staff up.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VENDOR_STAFF_SESSION_COOKIE } from '@souk/contracts/vendor-console';
import type { VendorStaffRow } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import { refuseCrossOriginCookieWrite } from '#api/modules/sessions/origin-guard.ts';
import { clearSessionCookie } from '#api/modules/sessions/session-cookie.ts';
import type { StaffSession, VendorStaffSessions } from './staff-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    vendorStaff: StaffSession | null;
  }
}

export function installStaffContext(
  scope: FastifyInstance,
  options: { sessions: VendorStaffSessions; baseUrl: string; now: () => Date },
): void {
  const ownOrigin = new URL(options.baseUrl).origin;
  scope.decorateRequest('vendorStaff', null);
  scope.addHook('onRequest', async (request, reply) => {
    request.vendorStaff = null;
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
    const cookie = request.cookies[VENDOR_STAFF_SESSION_COOKIE];
    // The cookie rides along on any site's request: writes with it must come from our own pages.
    if (!bearer && cookie !== undefined) refuseCrossOriginCookieWrite(request, ownOrigin);
    const token = bearer ?? cookie;
    const partner = request.partner;
    if (!token || !partner) return;
    const session = await options.sessions.find(token, partner.id, options.now());
    if (session) request.vendorStaff = session;
    else if (!bearer) clearSessionCookie(request, reply, VENDOR_STAFF_SESSION_COOKIE);
  });
}

/** The signed-in staff member, else 401 UnauthorizedException (a customer's session is not one). */
export function requireVendorStaff(request: FastifyRequest): VendorStaffRow {
  const staff = request.vendorStaff?.staff;
  if (!staff) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
  return staff;
}

/**
 * The staff member's vendor, when `vendorId` is it. Another vendor's id answers 404 like one that
 * does not exist, so staff cannot learn which vendors or orders there are.
 */
export function requireOwnVendor(request: FastifyRequest, vendorId: string): VendorStaffRow {
  const staff = requireVendorStaff(request);
  if (staff.vendorId !== vendorId) {
    throw new ApiError(404, 'notFound', 'Unable to find this vendor');
  }
  return staff;
}
