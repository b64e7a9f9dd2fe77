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
