/**
 * The soak's server: `npm start`'s server (apps/api/src/server.ts) in production mode on a fresh
 * embedded database seeded with the demo, sign-in codes sent to a local HTTP SMS gateway, and
 * the resident memory of its process read from /proc.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface SoakServer {
  url: string;
  /** Resident set size of the server process in bytes (Linux /proc). */
  rss(): Promise<number>;
  /** The latest sign-in code the SMS gateway was asked to send to `phone`. */
  codeFor(phone: string): string | undefined;
  /** Lines the server logged at error or fatal level. */
  errorLines(): number;
  stop(): Promise<void>;
}

export async function startSoakServer(): Promise<SoakServer> {
  const codes = new Map<string, string>();
  const sms = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const code = /\d{6}/.exec(form.get('Body') ?? '')?.[0];
      if (code) codes.set(form.get('To') ?? '', code);
      res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  const smsPort = (sms.address() as AddressInfo).port;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-soak-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'info',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: `http://127.0.0.1:${smsPort}/messages`,
      SMS_GATEWAY_ACCOUNT: 'soak',
      SMS_GATEWAY_TOKEN: 'soak-token',
      // One soak customer signs in per loop address: the per-address limits stay as shipped.
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The start-up lines are kept to find the port; after that only error lines are counted.
  let output = '';
  let started = false;
  let errorLines = 0;
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    if (!started) output += text;
    errorLines += (text.match(/"level":(50|60)/g) ?? []).length;
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const port = /"port":(\d+)|listening at http:\/\/127\.0\.0\.1:(\d+)/i.exec(output);
      const found = port?.[1] ?? port?.[2];
      if (found) {
        clearInterval(timer);
        started = true;
        resolve(`http://127.0.0.1:${found}`);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    rss: async () => {
      const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
      const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      if (!kib) throw new Error('no VmRSS for the server process');
      return Number(kib) * 1024;
    },
    codeFor: (phone) => codes.get(phone),
    errorLines: () => errorLines,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await new Promise<void>((resolve) => sms.close(() => resolve()));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
