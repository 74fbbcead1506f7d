import type { ApiError } from '@souk/contracts';
import { redirect } from 'react-router';
import type { ClientConfig, SoukLoadContext } from '#app/lib/load-context.ts';

/** Anything with zod's `parse` (kept structural so this module does not import zod itself). */
interface Schema<T> {
  parse(input: unknown): T;
}

export interface ApiClient {
  get<T>(path: `/api/${string}`, schema: Schema<T>, init?: RequestInit): Promise<T>;
  /** JSON body in, schema-checked JSON out. */
  post<T>(path: `/api/${string}`, body: unknown, schema: Schema<T>, init?: RequestInit): Promise<T>;
  put<T>(path: `/api/${string}`, body: unknown, schema: Schema<T>, init?: RequestInit): Promise<T>;
  patch<T>(
    path: `/api/${string}`,
    body: unknown,
    schema: Schema<T>,
    init?: RequestInit,
  ): Promise<T>;
  /** A 204 answer is parsed as `undefined`. */
  delete<T>(path: `/api/${string}`, schema: Schema<T>, init?: RequestInit): Promise<T>;
}

type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;
type PartnerType = 'DEMO' | 'PROD';

/** A non-2xx answer of the Souk API, with its `{statusCode, type, errorCode, …}` body when present. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
    readonly path: string,
  ) {
    super(`API ${path} answered ${status}${body ? ` ${body.type}` : ''}`);
    this.name = 'ApiRequestError';
  }
}

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const record: Record<string, unknown> = { ...value };
  return typeof record.type === 'string' && typeof record.errorCode === 'string';
}

function suspendedPartnerType(body: ApiError | null): PartnerType | null {
  if (body?.errorCode !== 'partner_suspended') return null;
  const { partnerType }: Record<string, unknown> = { ...body };
  return partnerType === 'DEMO' || partnerType === 'PROD' ? partnerType : null;
}

function suspendedUrl(config: ClientConfig, type: PartnerType): string {
  return type === 'DEMO' ? config.suspendedDemoUrl : config.suspendedProdUrl;
}

async function readErrorBody(response: Response): Promise<ApiError | null> {
  try {
    const body: unknown = await response.json();
    return isApiError(body) ? body : null;
  } catch {
    return null;
  }
}

function withJson(method: string, body: unknown, init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set('Content-Type', 'application/json');
  return { ...init, method, headers, body: JSON.stringify(body) };
}

/**
 * 423 partner_suspended is handled here, once: `onSuspended` redirects and never returns.
 * `locale` goes out as Accept-Language, so the API resolves `nameI18n` texts for the page's
 * language rather than the browser's (a caller's own Accept-Language wins).
 */
function createApiClient(
  fetcher: Fetcher,
  onSuspended: (type: PartnerType) => never,
  locale: string | undefined,
): ApiClient {
  async function request<T>(path: string, schema: Schema<T>, init: RequestInit): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (locale && !headers.has('Accept-Language')) headers.set('Accept-Language', locale);
    const response = await fetcher(path, { ...init, headers });
    if (response.status === 204) return schema.parse(undefined);
    if (response.ok) return schema.parse(await response.json());
    const body = await readErrorBody(response);
    const suspended = response.status === 423 ? suspendedPartnerType(body) : null;
    if (suspended) onSuspended(suspended);
    throw new ApiRequestError(response.status, body, path);
  }
  return {
    get: (path, schema, init) => request(path, schema, { ...init, method: 'GET' }),
    post: (path, body, schema, init) => request(path, schema, withJson('POST', body, init)),
    put: (path, body, schema, init) => request(path, schema, withJson('PUT', body, init)),
    patch: (path, body, schema, init) => request(path, schema, withJson('PATCH', body, init)),
    delete: (path, schema, init) => request(path, schema, { ...init, method: 'DELETE' }),
  };
}

/** For loaders: goes through the server's `apiFetch`, a suspended partner becomes a 302. */
export function serverApi(context: SoukLoadContext, locale?: string): ApiClient {
  return createApiClient(
    (path, init) => context.apiFetch(path, init),
    (type) => {
      throw redirect(suspendedUrl(context.clientConfig, type), 302);
    },
    locale,
  );
}

/** For the browser: same-origin `/api/…` with cookies and the partner/build headers. */
export function browserApi(config: ClientConfig, locale?: string): ApiClient {
  return createApiClient(
    (path, init) => {
      const headers = new Headers(init?.headers);
      headers.set('X-Partner-Code', config.partnerCode);
      headers.set('X-Build-Version', config.buildVersion);
      // The page's <html lang> is the active locale whenever the caller did not pass one.
      const pageLocale = document.documentElement.lang;
      if (pageLocale && !headers.has('Accept-Language')) headers.set('Accept-Language', pageLocale);
      return fetch(path, { ...init, headers, credentials: 'include' });
    },
    (type) => {
      const url = suspendedUrl(config, type);
      window.location.assign(url);
      throw new Error(`Partner suspended, leaving for ${url}`);
    },
    locale,
  );
}
