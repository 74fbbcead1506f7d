import type { FieldError } from '@souk/contracts';
import { ERROR_TYPES } from '@souk/contracts';

type ErrorKind = keyof typeof ERROR_TYPES;

/** An error with a status and a machine-readable body; the central handler sends it as-is. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly type: string;
  readonly errorCode: string;
  readonly fieldErrors: FieldError[] | undefined;
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: number,
    kind: ErrorKind | { type: string; errorCode: string },
    message: string,
    options: { fieldErrors?: FieldError[]; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    const names = typeof kind === 'string' ? ERROR_TYPES[kind] : kind;
    this.statusCode = statusCode;
    this.type = names.type;
    this.errorCode = names.errorCode;
    this.fieldErrors = options.fieldErrors;
    this.extra = options.extra ?? {};
  }

  toBody() {
    return {
      statusCode: this.statusCode,
      type: this.type,
      errorCode: this.errorCode,
      message: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...this.extra,
    };
  }
}
