/**
 * The sandbox gateway's hosted pages, under /api/payment-sandbox: the card form and the 3-D
 * Secure challenge (GET shows, POST answers). They are opened in the storefront's IframeModal,
 * which sends no partner header, and are reached by the unguessable session id in the path.
 * Every change on a page is announced to Souk's payment callback as a signed event, the way an
 * outside gateway would call it.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSupportedLocale } from '@souk/core';
import type { Locale } from '@souk/core';
import { isValidCardExpiry, isValidCardNumber, isValidCvv } from '@souk/core';
import { z } from 'zod';
import type { SandboxGateway, SandboxSession } from './sandbox-gateway.ts';
import { SANDBOX_PATH, SANDBOX_ROUTE, SANDBOX_SIGNATURE_HEADER } from './sandbox-gateway.ts';
import type { FieldErrors, Outcome } from './sandbox-pages.ts';
import { allowInlineScriptOnce } from '#api/http/content-security-policy.ts';
import { challengePage, formPage, resultPage } from './sandbox-pages.ts';

export interface SandboxRoutesOptions {
  sandbox: SandboxGateway;
  /** Souk's callback path the signed events are posted to. */
  webhookPath: string;
  now: () => Date;
}

const params = z.object({ id: z.string().min(1).max(64) });
const cardForm = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvv: z.string().max(10).default(''),
});
const challengeForm = z.object({ decision: z.enum(['approve', 'fail']) });
const config = { partnerOptional: true };
const hide = { hide: true };

const languageOf = (session: SandboxSession): Locale =>
  isSupportedLocale(session.language) ? session.language : 'en';

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

function outcomeOf(session: SandboxSession): Outcome {
  if (session.status === 'SUCCEEDED') return 'AUTHORIZED';
  if (session.status === 'CANCELED') return 'CANCELED';
  if (session.status === 'FAILED') {
    return session.failureCode === 'processing_error' ? 'ERROR' : 'FAILED';
  }
  return 'PENDING';
}

export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (
  app,
  { sandbox, webhookPath, now },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  /** Posts the signed event to Souk's callback, as the gateway's servers would. */
  const announce = async (session: SandboxSession) => {
    const { body, signature } = await sandbox.event(session);
    const answer = await app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (answer.statusCode >= 300) {
      app.log.warn({ statusCode: answer.statusCode }, 'sandbox callback was refused');
    }
  };

  const finished = (reply: FastifyReply, session: SandboxSession) =>
    html(
      reply,
      200,
      resultPage(languageOf(session), outcomeOf(session), allowInlineScriptOnce(reply)),
    );
  const gone = (reply: FastifyReply) =>
    html(reply, 404, resultPage('en', 'CANCELED', allowInlineScriptOnce(reply)));

  app.get(
    `${SANDBOX_ROUTE}/form/:id`,
    { config, schema: { ...hide, params } },
    async (request, reply) => {
      const session = await sandbox.session(request.params.id);
      if (!session) return gone(reply);
      if (session.status === 'CHALLENGE') {
        return reply.redirect(`${SANDBOX_PATH}/challenge/${session.id}`, 303);
      }
      if (session.status !== 'OPEN') return finished(reply, session);
      return html(
        reply,
        200,
        formPage({ ...session, language: languageOf(session), action: request.url }),
      );
    },
  );

  app.post(
    `${SANDBOX_ROUTE}/form/:id`,
    { config, schema: { ...hide, params, body: cardForm } },
    async (request, reply) => {
      const session = await sandbox.session(request.params.id);
      if (!session) return gone(reply);
      if (session.status !== 'OPEN') return finished(reply, session);
      const { number, expiry, cvv } = request.body;
      const errors: FieldErrors = {};
      if (!isValidCardNumber(number)) errors.number = 'numberInvalid';
      if (!isValidCardExpiry(expiry, now())) errors.expiry = 'expiryInvalid';
      if (!isValidCvv(cvv)) errors.cvv = 'cvvInvalid';
      if (Object.keys(errors).length > 0) {
        const form = { ...session, language: languageOf(session), action: request.url };
        return html(reply, 422, formPage({ ...form, values: { expiry }, errors }));
      }
      const moved = await sandbox.submitCard(session.id, number);
      if (!moved) return finished(reply, (await sandbox.session(session.id)) ?? session);
      if (moved.status === 'CHALLENGE') {
        return reply.redirect(`${SANDBOX_PATH}/challenge/${moved.id}`, 303);
      }
      await announce(moved);
      return finished(reply, moved);
    },
  );

  app.get(
    `${SANDBOX_ROUTE}/challenge/:id`,
    { config, schema: { ...hide, params } },
    async (request, reply) => {
      const session = await sandbox.session(request.params.id);
      if (!session) return gone(reply);
      if (session.status !== 'CHALLENGE') return finished(reply, session);
      return html(reply, 200, challengePage(languageOf(session), request.url));
    },
  );

  app.post(
    `${SANDBOX_ROUTE}/challenge/:id`,
    { config, schema: { ...hide, params, body: challengeForm } },
    async (request, reply) => {
      const session = await sandbox.session(request.params.id);
      if (!session) return gone(reply);
      const moved = await sandbox.answerChallenge(session.id, request.body.decision === 'approve');
      if (!moved) return finished(reply, session);
      await announce(moved);
      return finished(reply, moved);
    },
  );
};
