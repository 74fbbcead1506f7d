import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export interface AppFilesServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Serves a folder the way Capacitor's web view serves the app's files from the device: a file
 * when one has the path, else the app's `index.html` (every page of a build without a server is
 * drawn by that one document). The folder may be filled after the server starts.
 */
export async function serveAppFiles(folder: () => string): Promise<AppFilesServer> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://app').pathname);
      const root = folder();
      const file = path.join(root, path.normalize(pathname));
      const inside = file.startsWith(root + path.sep);
      const found = inside ? await fs.stat(file).catch(() => null) : null;
      const served = found?.isFile() ? file : path.join(root, 'index.html');
      const body = await fs.readFile(served).catch(() => null);
      if (!body) {
        response.writeHead(404).end();
        return;
      }
      const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
