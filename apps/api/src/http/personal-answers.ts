import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COURIER_SESSION_COOKIE,
  GUEST_COOKIE,
  GUEST_TOKEN_HEADER,
  SESSION_COOKIE,
} from '@souk/contracts';

/** Whether the request names somebody: a session, a bearer token or a guest cart credential. */
function carriesCredential(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {};
  return (
    request.headers.authorization !== undefined ||
    request.headers[GUEST_TOKEN_HEADER] !== undefined ||
    cookies[SESSION_COOKIE] !== undefined ||
    cookies[COURIER_SESSION_COOKIE] !== undefined ||
    cookies[GUEST_COOKIE] !== undefined
  );
}

/**
 * An answer made for somebody (their profile, cart, orders, or a page showing their phone
 * number) must not be kept by a shared cache or the browser's back-forward store for the next
 * person on the device. Routes that chose their own caching keep it: those answers are public.
 */
export function keepPersonalAnswersPrivate(scope: FastifyInstance): void {
  scope.addHook('onSend', (request, reply, payload, done) => {
    if (
      !reply.hasHeader('cache-control') &&
      (carriesCredential(request) || request.url.startsWith('/api/customer/'))
    ) {
      reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  });
}
