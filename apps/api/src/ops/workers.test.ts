/**
 * Issue 15 part 4: `WORKERS=2` runs two server processes on one port against PostgreSQL, and
 * what one process writes (catalogue, sessions, sign-in limits, carts) the other serves on its
 * next request. The real server (bundled, as the crash tests run it) is started on a demo
 * database of its own; every request opens a connection of its own, so the primary hands
 * consecutive requests to alternating workers, and which process answered is read from its
 * "request completed" log line (found by the request id the test sends).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '@souk/contracts';
import { bundleServer, type ServerBundle } from '#api/test/server-bundle.ts';
import {
  demoStorage,
  spawnServer,
  type ServerStorage,
  type SpawnedServer,
} from '#api/test/server-process.ts';
import { testTargets } from '#api/test/test-database.ts';

/** Seeded staff of Pizzeria Milano (seed-vendor-staff.ts); this test's database is its own. */
const MILANO_STAFF = '+37121000002';
const CUSTOMER_PHONE = '+37120000931';

function startCluster(env: Record<string, string>): SpawnedServer {
  return spawnServer(bundle.entry, env);
}

interface Answer {
  status: number;
  body: unknown;
  setCookie: string[];
  /** The process that answered, from its log line. */
  pid: number;
}

let bundle: ServerBundle;

describe('several server processes (issue 15 part 4)', () => {
  beforeAll(async () => {
    bundle = await bundleServer();
  }, 120_000);
  afterAll(async () => {
    await bundle.remove();
  });

  it('refuses WORKERS=2 without PostgreSQL: the embedded database serves one process only', async () => {
    const server = startCluster({ WORKERS: '2', DATA_DIR: os.tmpdir() });
    expect(await server.exitCode).toBe(1);
    expect(server.output()).toContain('WORKERS: 2 processes need PostgreSQL: set DATABASE_URL');
    expect(server.output()).not.toContain('listening');
  });

  describe.runIf(testTargets.includes('postgres'))('two workers on PostgreSQL', () => {
    let storage: ServerStorage;
    let server: SpawnedServer;
    let url: string;

    beforeAll(async () => {
      storage = await demoStorage('postgres');
      server = startCluster({ ...storage.env, WORKERS: '2' });
      url = await waitFor(
        () => /all 2 workers listening at (http:\/\/[\d.:]+)/.exec(server.output())?.[1],
      );
    }, 120_000);
    afterAll(async () => {
      // The workers exit with the primary (their channel to it closes).
      server.child.kill('SIGKILL');
      await server.exitCode;
      await storage.remove();
    });

    /** One request on a connection of its own, so the primary picks the next worker for it. */
    async function call(
      method: string,
      route: string,
      options: { body?: unknown; cookie?: string } = {},
    ): Promise<Answer> {
      const requestId = randomUUID();
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const { status, text, setCookie } = await new Promise<{
        status: number;
        text: string;
        setCookie: string[];
      }>((resolve, reject) => {
        const request = http.request(
          `${url}${route}`,
          {
            method,
            agent: false,
            headers: {
              'x-partner-code': 'souk',
              'x-build-version': 'test',
              'x-request-id': requestId,
              origin: 'http://localhost:3000',
              ...(payload ? { 'content-type': 'application/json' } : {}),
              ...(options.cookie ? { cookie: options.cookie } : {}),
            },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                text,
                setCookie: response.headers['set-cookie'] ?? [],
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
      const pid = await waitFor(() => servedBy(requestId));
      return { status, body: text ? (JSON.parse(text) as unknown) : null, setCookie, pid };
    }

    /** Whole log lines only: the last one may still be arriving. */
    const logLines = () => server.output().split('\n').slice(0, -1);

    function servedBy(requestId: string): number | undefined {
      for (const line of logLines()) {
        if (!line.includes(requestId) || !line.includes('"request completed"')) continue;
        return (JSON.parse(line) as { pid: number }).pid;
      }
      return undefined;
    }

    /** The latest sign-in code sent to `phone`, from the console SMS provider's log line. */
    function smsCode(phone: string): string {
      const lines = logLines().filter((line) => line.includes(`SMS to ${phone}`));
      const code = (JSON.parse(lines.at(-1) ?? '{}') as { code?: string }).code;
      if (!code) throw new Error(`no SMS to ${phone} in the log`);
      return code;
    }

    /** Calls until a process other than `pid` answers; that answer. */
    async function onOtherProcess(pid: number, send: () => Promise<Answer>): Promise<Answer> {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await send();
        if (answer.pid !== pid) return answer;
      }
      throw new Error(`every answer came from process ${pid}`);
    }

    const cookieOf = (answer: Answer, name: string) => {
      const cookie = answer.setCookie.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
      if (!cookie) throw new Error(`no ${name} cookie: ${JSON.stringify(answer.body)}`);
      return cookie;
    };

    it('answers requests from two worker processes, not from the primary', async () => {
      const pids = new Set<number>();
      for (let i = 0; i < 6; i += 1) {
        const health = await call('GET', '/api/health');
        expect(health.status).toBe(200);
        pids.add(health.pid);
      }
      expect(pids.size).toBe(2);
      expect(pids.has(server.child.pid ?? 0)).toBe(false);
    });

    it('a product marked sold out through one process is unavailable on the next request to the other (decision 013)', async () => {
      // Staff sign-in: the code request and the login may each land on either process.
      const sent = await call(
        'POST',
        `/api/vendor/auth/sendPhoneConfirmation?phone=${encodeURIComponent(MILANO_STAFF)}`,
      );
      expect(sent.status).toBe(200);
      const login = await call('POST', '/api/vendor/auth/login', {
        body: { phone: MILANO_STAFF, token: smsCode(MILANO_STAFF) },
      });
      expect(login.status).toBe(200);
      const staffCookie = cookieOf(login, 'souk_vendor_session');
      const vendorId = (login.body as { staff: { vendorId: string } }).staff.vendorId;

      const menu = () => call('GET', `/api/vendors/${vendorId}/catalogue`);
      const available = (answer: Answer, productId: string) =>
        (answer.body as { sections: { products: { id: string; available: boolean }[] }[] }).sections
          .flatMap((section) => section.products)
          .find((product) => product.id === productId)?.available;
      // Both processes have the menu in memory before the change.
      const first = await menu();
      const product = (
        first.body as { sections: { products: { id: string; available: boolean }[] }[] }
      ).sections
        .flatMap((section) => section.products)
        .find((candidate) => candidate.available);
      if (!product) throw new Error('Pizzeria Milano has no available product');
      expect(available(await onOtherProcess(first.pid, menu), product.id)).toBe(true);

      const soldOut = await call(
        'PUT',
        `/api/vendor/vendors/${vendorId}/products/${product.id}/availability`,
        { body: { available: false }, cookie: staffCookie },
      );
      expect(soldOut.status).toBe(200);
      const elsewhere = await onOtherProcess(soldOut.pid, menu);
      expect(available(elsewhere, product.id)).toBe(false);
      const sameProcess = await onOtherProcess(elsewhere.pid, menu);
      expect(sameProcess.pid).toBe(soldOut.pid);
      expect(available(sameProcess, product.id)).toBe(false);
    });

    it('a session and a cart made through one process are served by the other, and a sign-in limit counted on one holds on the other', async () => {
      const phone = encodeURIComponent(CUSTOMER_PHONE);
      const sent = await call('POST', `/api/customer/auth/sendPhoneConfirmation?phone=${phone}`);
      expect(sent.status).toBe(200);
      // One code per number a minute (spec 1 sign-in): a second request on the other process
      // is refused, because the first one's code is a row both read.
      const again = await onOtherProcess(sent.pid, () =>
        call('POST', `/api/customer/auth/sendPhoneConfirmation?phone=${phone}`),
      );
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject(ERROR_TYPES.phoneConfirmationTimeLimit);

      const login = await call('POST', '/api/customer/auth/login', {
        body: { phone: CUSTOMER_PHONE, token: smsCode(CUSTOMER_PHONE) },
      });
      expect(login.status).toBe(200);
      const cookie = cookieOf(login, 'souk_session');
      const me = await onOtherProcess(login.pid, () => call('GET', '/api/customer/me', { cookie }));
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ phone: CUSTOMER_PHONE });

      const created = await call('POST', '/api/carts', { body: { localityCode: 'riga' }, cookie });
      expect(created.status).toBe(200);
      const { cartId } = created.body as { cartId: string };
      const changed = await call('PUT', `/api/carts/${cartId}`, {
        body: { receiptType: 'TAKEAWAY' },
        cookie,
      });
      expect(changed.status).toBe(200);
      const read = await onOtherProcess(changed.pid, () =>
        call('GET', `/api/carts/${cartId}`, { cookie }),
      );
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ cart: { receiptType: 'TAKEAWAY' } });
    });

    it('replaces a worker that dies, and on SIGTERM stops every worker gracefully and exits 0', async () => {
      const workerPids = new Set<number>();
      while (workerPids.size < 2) workerPids.add((await call('GET', '/api/health')).pid);
      const [dead, survivor] = [...workerPids] as [number, number];
      process.kill(dead, 'SIGKILL');
      await waitFor(() => server.output().includes('worker died: starting another') || undefined);
      await waitFor(() => server.output().match(/Server listening at/g)?.length === 3 || undefined);
      const after = new Set<number>();
      while (after.size < 2) after.add((await call('GET', '/api/health')).pid);
      expect(after.has(dead)).toBe(false);
      expect(after.has(survivor)).toBe(true);

      server.child.kill('SIGTERM');
      expect(await server.exitCode).toBe(0);
      expect(server.output().match(/shutting down: finishing in-flight requests/g)).toHaveLength(2);
      expect(server.output()).toContain('all workers stopped');
      for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
    }, 60_000);
  });
});

/** Polls until `read` gives a value (a server start is seconds; a log line milliseconds). */
async function waitFor<T>(read: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
