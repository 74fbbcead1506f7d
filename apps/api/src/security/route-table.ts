import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  /** The path as registered, e.g. `/api/customer/me/orders/:id/cancel`. */
  path: string;
  /** Methods except HEAD (Fastify adds HEAD to every GET; it answers as the GET does). */
  methods: string[];
}

const LINE = /^((?:│ {3}| {4})*)[├└]── (.*) \(([A-Z, ]+)\)$/;

/**
 * Every route the app registered, read from Fastify's own route tree (`printRoutes`), so a suite
 * that walks it picks up a new route without anyone listing it. Each tree line is a path piece
 * under the line one indent up; a piece matching several parameter names (`:id|:cartId`) keeps
 * the first, which is enough to fill it in.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const piece = (match[2] ?? '').replace(/(:\w+)(\|:\w+)+/g, '$1');
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + piece;
    stack.push(path);
    const methods = (match[3] ?? '')
      .split(',')
      .map((method) => method.trim())
      .filter((method) => method !== 'HEAD');
    routes.push({ path, methods });
  }
  return routes;
}
