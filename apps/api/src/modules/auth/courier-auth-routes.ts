/** Spec 1 §6–7: couriers sign in by phone and SMS code into a session of their own. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COURIER_SESSION_COOKIE,
  apiErrorSchema,
  authErrorSchema,
  courierMeSchema,
  courierSendPhoneConfirmationQuerySchema,
  courierSessionSchema,
  logoutResponseSchema,
  phoneConfirmationSentSchema,
  phoneLoginBodySchema,
} from '@souk/contracts';
import type { CourierMe } from '@souk/contracts';
import type { CourierRow } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { signInSmsText } from '#api/modules/sms/sms-text.ts';
import type { CourierRepository } from './courier-repository.ts';
import { AUTH_BODY_LIMIT } from './customer-auth-routes.ts';
import type { PhoneConfirmations } from './phone-confirmations.ts';
import { clearSessionCookie, setSessionCookie } from '#api/modules/sessions/session-cookie.ts';
import { requireCourier } from '#api/modules/sessions/session-context.ts';
import type { SessionStore } from '#api/modules/sessions/session-store.ts';

export interface CourierAuthRoutesOptions {
  couriers: CourierRepository;
  sessions: SessionStore;
  confirmations: PhoneConfirmations;
  now: () => Date;
}

const notACourier = () =>
  new ApiError(404, 'courierNotFound', 'This phone number is not registered as a courier', {
    fieldErrors: [{ field: 'phone', message: 'Not registered as a courier' }],
  });

const toCourierMe = (row: CourierRow): CourierMe => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  localityId: row.localityId,
});

const errors = { 400: authErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

export const courierAuthRoutes: FastifyPluginAsyncZod<CourierAuthRoutesOptions> = async (
  app,
  { couriers, sessions, confirmations, now },
) => {
  app.post(
    '/courier/auth/sendPhoneConfirmation',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['courier'],
        summary: "Sends a sign-in code to a registered courier's phone",
        querystring: courierSendPhoneConfirmationQuerySchema,
        response: { 200: phoneConfirmationSentSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const { phone, localityId } = request.query;
      const lang = requestLanguage(request, partner.defaultLocale);
      return confirmations.send(
        { partnerId: partner.id, audience: 'COURIER', phone, ip: request.ip },
        (code) => signInSmsText(lang, code, partner.platformName),
        async () => {
          if (!(await couriers.findActive(partner.id, phone, localityId))) throw notACourier();
        },
      );
    },
  );

  app.post(
    '/courier/auth/login',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['courier'],
        summary: 'Signs a courier in with the SMS code; returns the courier token',
        body: phoneLoginBodySchema,
        response: { 200: courierSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const { phone, token } = request.body;
      await confirmations.verify(
        { partnerId: partner.id, audience: 'COURIER', phone, ip: request.ip },
        token,
      );
      const courier = await couriers.findActive(partner.id, phone);
      if (!courier) throw notACourier();
      const at = now();
      const previous = request.auth.courierSessionId;
      if (previous) await sessions.revoke('courier', previous, at);
      const session = await sessions.issue('courier', courier.id, partner.id, at);
      setSessionCookie(request, reply, COURIER_SESSION_COOKIE, session.token);
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        courier: toCourierMe(courier),
      };
    },
  );

  app.post(
    '/courier/auth/logout',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['courier'],
        summary: "Ends the courier's session on the server",
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionId = request.auth.courierSessionId;
      if (sessionId) await sessions.revoke('courier', sessionId, now());
      clearSessionCookie(request, reply, COURIER_SESSION_COOKIE);
      return { loggedOut: true as const };
    },
  );

  app.get(
    '/courier/me',
    {
      schema: {
        tags: ['courier'],
        summary: 'The signed-in courier',
        response: { 200: courierMeSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const courierId = requireCourier(request);
      const courier = await couriers.find(requirePartner(request).id, courierId);
      if (!courier) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
      return toCourierMe(courier);
    },
  );
};
