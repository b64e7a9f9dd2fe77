import { ERROR_STATUS, type ErrorCode } from '@fairway/contract';

/**
 * A refusal the client should see: a code from the contract's table, a message, the fields, and
 * for a 429 (or a 503 that knows) the seconds until the caller may try again.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: { field: string; message: string }[],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

/** 404 for an id that does not exist, or belongs to another club (as if it did not exist). */
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/**
 * The error for a refusal code a SQL function raised (src/db/functions): its AppError when the
 * contract's table has the code. Any other code is a bug between the SQL and the table, thrown as
 * a plain error, so it is logged and answered 500 INTERNAL, never sent on without a status.
 */
export function refusalError(code: string): Error {
  return Object.hasOwn(ERROR_STATUS, code)
    ? new AppError(code as ErrorCode, code)
    : new Error(`a SQL function refused with a code the contract does not know: ${code}`);
}
