/**
 * A response body serialised once and compressed at most once per encoding. A 1,000-product
 * catalogue is about a megabyte of JSON and under a tenth of that compressed; compressing it
 * on every request (as the global compression hook would) costs more than building it.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing costs more than it saves (the global hook uses the same). */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

export class CachedBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: string) {}

  /** Compressed off the main thread; concurrent first requests share one compression. */
  compressed(encoding: Encoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(this.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : gzip(this.json, { level: 6 });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
) {
  reply.type('application/json; charset=utf-8');
  const encoding =
    body.json.length >= COMPRESS_FROM_BYTES
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(body.json as never);
  const compressed = await body.compressed(encoding);
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(compressed as never);
}

/** Brotli when accepted, else gzip; an encoding refused with q=0 is not used. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
