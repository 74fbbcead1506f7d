import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './not-found.ts';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the request comes from this machine itself: the socket's peer and the client address
 * (after any trusted proxy) are loopback, and nothing says it was forwarded. A reverse proxy on
 * the same machine connects from loopback too, so a forwarding header is enough to refuse.
 */
function isLoopbackClient(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) {
    return false;
  }
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK.test(request.ip);
}

/**
 * The development helpers (SMS outbox, clock, fake cards, order moves) hand out sign-in codes
 * and move the clock that drives sessions and rate limits. They exist only outside production,
 * and even then answer only to the machine they run on: to anyone else they are not there.
 */
export function answerLoopbackOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound('No such API route');
  });
}
