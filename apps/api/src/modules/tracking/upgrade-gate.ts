/**
 * The HTTP server's upgrade requests, sorted: those for the tracking path go on to the
 * WebSocket plugin, through a server object of their own that never listens. Without the gate
 * the plugin would take every upgrade on the port, among them Vite's hot-reload socket that
 * `npm run dev` serves on the same port.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface UpgradeGate {
  /** Emits 'upgrade' for the gated path only. */
  server: http.Server;
  detach(): void;
}

export function upgradeGate(listening: http.Server, path: string): UpgradeGate {
  const gated = http.createServer();
  const onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request.url) === path) {
      gated.emit('upgrade', request, socket, head);
      return;
    }
    // Another listener (Vite in development) may want it. Otherwise the request is answered as
    // plain HTTP, as it was before any upgrade listener existed (`curl --http2` asks for h2c).
    if (listening.listenerCount('upgrade') === 1) answerAsHttp(listening, request, socket);
  };
  listening.on('upgrade', onUpgrade);
  return { server: gated, detach: () => listening.off('upgrade', onUpgrade) };
}

function answerAsHttp(listening: http.Server, request: http.IncomingMessage, socket: Duplex) {
  const response = new http.ServerResponse(request);
  response.shouldKeepAlive = false;
  // The 'upgrade' event hands over the TCP socket itself.
  response.assignSocket(socket as Socket);
  response.once('finish', () => {
    response.detachSocket(socket as Socket);
    socket.end();
  });
  listening.emit('request', request, response);
}

function pathOf(url: string | undefined): string {
  const end = url?.indexOf('?') ?? -1;
  return end === -1 ? (url ?? '') : (url ?? '').slice(0, end);
}
