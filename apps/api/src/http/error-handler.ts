import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@souk/contracts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '#api/db/connection-errors.ts';
import { ApiError } from './api-error.ts';

/**
 * One place turns every failure into `{statusCode, type, errorCode, message}`:
 * full context goes to the log, 5xx details never reach the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ err: { message: error.message, type: apiError.type } }, 'request refused');
    }
    return reply.code(apiError.statusCode).send(apiError.toBody());
  });
}

export function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const fieldErrors: FieldError[] = error.validation.map((issue) => ({
      field: fieldName(where, issue.instancePath),
      message: issue.message ?? 'Invalid value',
    }));
    return new ApiError(400, 'validation', `Invalid ${where}`, { fieldErrors });
  }
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if (statusCode === 413) {
    // Issue 4 "Safety": oversized bodies get a 400 with field errors like any other bad input,
    // so clients need one rule for refused input; the type still names the cause.
    return new ApiError(400, 'payloadTooLarge', 'Request body is too large', {
      fieldErrors: [{ field: 'body', message: 'Request body is too large' }],
    });
  }
  if (statusCode === 429) return new ApiError(429, 'rateLimited', 'Too many requests');
  if (isDatabaseUnavailable(error)) {
    // The server keeps answering while its database restarts: a retryable 503, not a 500.
    return new ApiError(503, DATABASE_UNAVAILABLE, 'The service is briefly unavailable, try again');
  }
  if (isUnstorableText(error)) {
    // A NUL byte or the like in a text value reached the database, which cannot hold it.
    return new ApiError(400, 'validation', 'The request holds characters that cannot be stored');
  }
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    // Malformed JSON, unsupported media types and the like: the client's fault, said plainly.
    return new ApiError(statusCode, 'validation', error.message);
  }
  return new ApiError(500, 'internal', 'Something went wrong. Please try again later');
}

/** PostgreSQL's "invalid byte sequence" (22021) and "untranslatable character" (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  // Drizzle wraps the driver's error as its cause.
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function fieldName(context: string, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context;
}
