/** Spec 1 §7: GET/PATCH/DELETE /customer/me — the signed-in customer's own profile. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DELETION_DAYS,
  SESSION_COOKIE,
  accountDeletionSchema,
  apiErrorSchema,
  customerMeSchema,
  fcmTokenBodySchema,
  fcmTokenSavedSchema,
  updateCustomerMeBodySchema,
} from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';
import { clearSessionCookie } from '#api/modules/sessions/session-cookie.ts';
import { requireCustomer } from '#api/modules/sessions/session-context.ts';
import type { SessionStore } from '#api/modules/sessions/session-store.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { toCustomerMe } from './customer-mapper.ts';
import type { CustomerRepository } from './customer-repository.ts';

export interface CustomerRoutesOptions {
  customers: CustomerRepository;
  sessions: SessionStore;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PROFILE_BODY_LIMIT = 8 * 1024;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const customerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async (
  app,
  { customers, sessions, now },
) => {
  const signedIn = async (partnerId: string, customerId: string) => {
    const customer = await customers.find(partnerId, customerId);
    // The session outlived its customer (anonymised): as good as no session.
    if (!customer) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
    return customer;
  };

  app.get(
    '/customer/me',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer',
        response: { 200: customerMeSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      return toCustomerMe(await signedIn(requirePartner(request).id, customerId));
    },
  );

  app.patch(
    '/customer/me',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags: ['customer'],
        summary: 'Changes name, birthDate, email, healthyLifestyle or lang (only the fields sent)',
        body: updateCustomerMeBodySchema,
        response: { 200: customerMeSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      const partnerId = requirePartner(request).id;
      const changes = request.body;
      if (changes.birthDate && changes.birthDate > now().toISOString().slice(0, 10)) {
        throw new ApiError(400, 'validation', 'Invalid body', {
          fieldErrors: [{ field: 'birthDate', message: 'Cannot be in the future' }],
        });
      }
      await signedIn(partnerId, customerId);
      const updated = await customers.update(partnerId, customerId, changes);
      if (!updated) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
      return toCustomerMe(updated);
    },
  );

  app.put(
    '/customer/me/session/fcm-token',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags: ['customer'],
        summary: "Keeps the device's push token on the current session (native apps)",
        body: fcmTokenBodySchema,
        response: { 200: fcmTokenSavedSchema, ...errors },
      },
    },
    async (request) => {
      requireCustomer(request);
      const sessionId = request.auth.customerSessionId;
      if (!sessionId) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
      await sessions.setFcmToken(sessionId, request.body.token);
      return { saved: true as const };
    },
  );

  app.delete(
    '/customer/me',
    {
      schema: {
        tags: ['customer'],
        summary: `Schedules the account's deletion in ${ACCOUNT_DELETION_DAYS} days and signs out everywhere; signing in again cancels it`,
        response: { 200: accountDeletionSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const customerId = requireCustomer(request);
      const partnerId = requirePartner(request).id;
      await signedIn(partnerId, customerId);
      const at = now();
      const deletionDueAt = new Date(at.getTime() + ACCOUNT_DELETION_DAYS * DAY_MS);
      await customers.update(partnerId, customerId, {
        status: 'DELETION_SCHEDULED',
        deletionDueAt,
      });
      await sessions.revokeAllForCustomer(customerId, at);
      clearSessionCookie(request, reply, SESSION_COOKIE);
      return { status: 'DELETION_SCHEDULED' as const, deletionDueAt: deletionDueAt.toISOString() };
    },
  );
};
