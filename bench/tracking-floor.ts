/**
 * The tracking benchmark's floor, run as a process of its own: a bare `ws` server that LISTENs
 * on the same PostgreSQL channel and relays each notification's text to the sockets of its
 * order. No Fastify, no sign-in, no order read, no parsing against the contract, no heartbeat:
 * what this machine allows for NOTIFY → socket with the same client, publisher and messages.
 *
 * Env: DATABASE_URL, TRACKING_CHANNEL. Prints "listening at http://127.0.0.1:{port}".
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { WebSocketServer } from './api-ws.ts';

const channel = process.env.TRACKING_CHANNEL ?? '';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel ${channel}`);

const watchers = new Map<string, Set<WebSocket>>();
// The client waits for a first state message before it counts a socket as held.
const STATE_TEXT = JSON.stringify({ type: 'ORDER_STATE' });

const server = http.createServer((_request, response) => {
  response.writeHead(404);
  response.end();
});
const sockets = new WebSocketServer({ server });
sockets.on('connection', (socket, request) => {
  const orderId = new URL(request.url ?? '/', 'http://floor').searchParams.get('orderID') ?? '';
  let group = watchers.get(orderId);
  if (!group) {
    group = new Set();
    watchers.set(orderId, group);
  }
  group.add(socket);
  socket.on('close', () => {
    const current = watchers.get(orderId);
    current?.delete(socket);
    if (current?.size === 0) watchers.delete(orderId);
  });
  socket.send(STATE_TEXT);
});

const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
listener.on('notification', (message) => {
  const text = message.payload ?? '';
  const { orderId } = JSON.parse(text) as { orderId: string };
  for (const socket of watchers.get(orderId) ?? []) socket.send(text);
});
await listener.connect();
await listener.query(`listen ${channel}`);

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`listening at http://127.0.0.1:${port}`);
});

process.once('SIGTERM', () => {
  for (const socket of sockets.clients) socket.terminate();
  server.close();
  void listener.end().finally(() => process.exit(0));
});
