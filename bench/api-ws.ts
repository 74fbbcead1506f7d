/**
 * The `ws` library the API itself runs (apps/api's dependency), for the tracking bench's client
 * and floor: the root's own copy is an older major brought in by another tool, and a floor on
 * another version of the library would not be the API's floor. The root does not declare `ws`
 * (knip.json lets the bench's type imports of it through) so as not to move that older copy.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Ws from 'ws';

const fromApi = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'));
const ws = fromApi('ws') as typeof Ws;

export const { WebSocket, WebSocketServer } = ws;
