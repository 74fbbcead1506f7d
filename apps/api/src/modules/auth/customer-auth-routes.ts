/** Spec 1 §7: customer sign-in by phone and SMS code, and logout. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SESSION_COOKIE,
  apiErrorSchema,
  authErrorSchema,
  customerSessionSchema,
  logoutResponseSchema,
  phoneConfirmationSentSchema,
  phoneLoginBodySchema,
  sendPhoneConfirmationQuerySchema,
} from '@souk/contracts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { signInSmsText } from '#api/modules/sms/sms-text.ts';
import type { CustomerSignIn } from './customer-session.ts';
import { startCustomerSession } from './customer-session.ts';
import type { PhoneConfirmations } from './phone-confirmations.ts';
import { clearSessionCookie } from '#api/modules/sessions/session-cookie.ts';

export interface CustomerAuthRoutesOptions extends CustomerSignIn {
  confirmations: PhoneConfirmations;
}

/** Sign-in bodies are a phone and a code: a few hundred bytes is plenty. */
export const AUTH_BODY_LIMIT = 4096;

const errors = { 400: authErrorSchema, 429: apiErrorSchema };

export const customerAuthRoutes: FastifyPluginAsyncZod<CustomerAuthRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/customer/auth/sendPhoneConfirmation',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Sends a 6-digit sign-in code by SMS (one per phone per 60 s)',
        querystring: sendPhoneConfirmationQuerySchema,
        response: { 200: phoneConfirmationSentSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const lang = requestLanguage(request, partner.defaultLocale);
      return options.confirmations.send(
        { partnerId: partner.id, audience: 'CUSTOMER', phone: request.query.phone, ip: request.ip },
        (code) => signInSmsText(lang, code, partner.platformName),
      );
    },
  );

  app.post(
    '/customer/auth/login',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Signs in with the phone and its SMS code; sets the session cookie',
        body: phoneLoginBodySchema,
        response: { 200: customerSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const { phone, token } = request.body;
      await options.confirmations.verify(
        { partnerId: partner.id, audience: 'CUSTOMER', phone, ip: request.ip },
        token,
      );
      const customer = await options.customers.findOrCreateByPhone(partner.id, phone);
      return startCustomerSession(options, request, reply, customer);
    },
  );

  app.post(
    '/customer/auth/logout',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Ends the session on the server and clears the cookie',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionId = request.auth.customerSessionId;
      if (sessionId) await options.sessions.revoke('customer', sessionId, options.now());
      clearSessionCookie(request, reply, SESSION_COOKIE);
      return { loggedOut: true as const };
    },
  );
};
