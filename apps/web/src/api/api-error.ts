import type { ErrorBody } from '@fairway/contract';

/** Codes the client itself gives, next to the server's ErrorCode table (contract protocol.ts). */
export const CLIENT_ERROR = {
  /** fetch threw: no connection (the spec's "status 0"). */
  NETWORK: 'NETWORK',
  /**
   * The server runs a newer version, whose contract this build does not speak: the call was not
   * run, and the update prompt offers the new version (app/app-update.ts).
   */
  NEW_VERSION: 'NEW_VERSION',
  /** The server answered something its contract does not allow. */
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const;

/**
 * A failed call: the HTTP status (0 without a connection) and the error body's code, message and
 * fields (docs/ARCHITECTURE.md "Conventions"). The UI maps `code` to translated text; `message` is
 * for logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: NonNullable<ErrorBody['fields']>;
  /** With a 429: seconds until the server counts a new attempt. */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? [];
    this.retryAfter = body.retry_after;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The error of a call, or of code, that did not get through: no connection (status 0). */
export const noConnection = (): ApiError =>
  new ApiError(0, { code: CLIENT_ERROR.NETWORK, message: 'no connection' });

/**
 * The error of a call the server refused unrun for another contract: like a call that did not get
 * through (status 0: a write is kept or tried again, nothing is said beside the update prompt),
 * and a screen with nothing to show says a new version is ready.
 */
export const notThisVersion = (): ApiError =>
  new ApiError(0, { code: CLIENT_ERROR.NEW_VERSION, message: 'a new version is ready' });

/** Whether a call was refused unrun because the server runs a new version (notThisVersion). */
export const isNewVersion = (error: unknown): boolean =>
  isApiError(error) && error.code === CLIENT_ERROR.NEW_VERSION;

/** Whether a call failed for want of a connection (status 0), not for a new version. */
export const isNoConnection = (error: unknown): boolean =>
  isApiError(error) && error.status === 0 && !isNewVersion(error);
