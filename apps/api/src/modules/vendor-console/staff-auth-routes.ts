/** Vendor staff sign in by phone and SMS code, as couriers do, into a staff session. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authErrorSchema,
  logoutResponseSchema,
  phoneConfirmationSentSchema,
  phoneLoginBodySchema,
  sendPhoneConfirmationQuerySchema,
} from '@souk/contracts';
import {
  VENDOR_CONSOLE_ERROR_TYPES,
  VENDOR_STAFF_SESSION_COOKIE,
  vendorConsoleErrorSchema,
  vendorStaffMeSchema,
  vendorStaffSessionSchema,
} from '@souk/contracts/vendor-console';
import type { VendorStaffMe } from '@souk/contracts/vendor-console';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { VendorStaffRow } from '#api/db/schema/index.ts';
import { vendors } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { AUTH_BODY_LIMIT } from '#api/modules/auth/customer-auth-routes.ts';
import type { PhoneConfirmations } from '#api/modules/auth/phone-confirmations.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { clearSessionCookie, setSessionCookie } from '#api/modules/sessions/session-cookie.ts';
import { signInSmsText } from '#api/modules/sms/sms-text.ts';
import { requireVendorStaff } from './staff-context.ts';
import type { VendorStaffSessions } from './staff-sessions.ts';

export interface StaffAuthRoutesOptions {
  db: Db;
  sessions: VendorStaffSessions;
  confirmations: PhoneConfirmations;
  now: () => Date;
}

const notStaff = () =>
  new ApiError(
    404,
    VENDOR_CONSOLE_ERROR_TYPES.staffNotFound,
    'This phone number is not registered as vendor staff',
    { fieldErrors: [{ field: 'phone', message: 'Not registered as vendor staff' }] },
  );

const errors = {
  400: authErrorSchema,
  404: vendorConsoleErrorSchema,
  429: vendorConsoleErrorSchema,
};

export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (
  app,
  { db, sessions, confirmations, now },
) => {
  async function toMe(staff: VendorStaffRow): Promise<VendorStaffMe> {
    const [vendor] = await db
      .select({ name: vendors.name })
      .from(vendors)
      .where(eq(vendors.id, staff.vendorId));
    return {
      id: staff.id,
      name: staff.name,
      phone: staff.phone,
      vendorId: staff.vendorId,
      vendorName: vendor?.name ?? '',
    };
  }

  app.post(
    '/vendor/auth/sendPhoneConfirmation',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['vendor'],
        summary: "Sends a sign-in code to a vendor staff member's phone",
        querystring: sendPhoneConfirmationQuerySchema,
        response: { 200: phoneConfirmationSentSchema, ...errors, 502: vendorConsoleErrorSchema },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const { phone } = request.query;
      const lang = requestLanguage(request, partner.defaultLocale);
      return confirmations.send(
        { partnerId: partner.id, audience: 'VENDOR', phone, ip: request.ip },
        (code) => signInSmsText(lang, code, partner.platformName),
        async () => {
          if (!(await sessions.findStaff(partner.id, phone))) throw notStaff();
        },
      );
    },
  );

  app.post(
    '/vendor/auth/login',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['vendor'],
        summary: 'Signs a vendor staff member in with the SMS code',
        body: phoneLoginBodySchema,
        response: { 200: vendorStaffSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const { phone, token } = request.body;
      await confirmations.verify(
        { partnerId: partner.id, audience: 'VENDOR', phone, ip: request.ip },
        token,
      );
      const staff = await sessions.findStaff(partner.id, phone);
      if (!staff) throw notStaff();
      const at = now();
      const previous = request.vendorStaff?.sessionId;
      if (previous) await sessions.revoke(previous, at);
      const session = await sessions.issue(staff, at);
      setSessionCookie(request, reply, VENDOR_STAFF_SESSION_COOKIE, session.token);
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        staff: await toMe(staff),
      };
    },
  );

  app.post(
    '/vendor/auth/logout',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['vendor'],
        summary: "Ends the staff member's session on the server",
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionId = request.vendorStaff?.sessionId;
      if (sessionId) await sessions.revoke(sessionId, now());
      clearSessionCookie(request, reply, VENDOR_STAFF_SESSION_COOKIE);
      return { loggedOut: true as const };
    },
  );

  app.get(
    '/vendor/me',
    {
      schema: {
        tags: ['vendor'],
        summary: 'The signed-in vendor staff member and their vendor',
        response: { 200: vendorStaffMeSchema, 401: vendorConsoleErrorSchema },
      },
    },
    async (request) => toMe(requireVendorStaff(request)),
  );
};
