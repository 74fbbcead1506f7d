/**
 * A search answer as it goes out: the catalogue's CachedBody (serialised once, compressed once
 * per encoding) plus its UTF-8 bytes. A search answer is 30–90 kB; sent as a string it is
 * measured and encoded again on every send, which cost more than the cache lookup itself.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedBody, pickEncoding, sendCachedBody } from '#api/modules/catalog/cached-body.ts';

export class SearchBody extends CachedBody {
  readonly bytes: Buffer;

  constructor(json: string) {
    super(json);
    this.bytes = Buffer.from(json, 'utf8');
  }
}

export function sendSearchBody(request: FastifyRequest, reply: FastifyReply, body: SearchBody) {
  if (pickEncoding(request.headers['accept-encoding']) !== null) {
    return sendCachedBody(request, reply, body);
  }
  return reply.type('application/json; charset=utf-8').send(body.bytes);
}
