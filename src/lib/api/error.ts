// Ships to server and browser. The one error type of the API client: HTTP status, platform code, message.
import type { ApiErrorKind } from "./rules.ts";

export class ApiError extends Error {
  override name = "ApiError";
  readonly kind: ApiErrorKind;
  /** HTTP status (0 when no response arrived). */
  readonly status: number;
  /** Platform code from the envelope (0 when there was none). */
  readonly code: number;
  /** apiResponseData of a failed envelope, when the platform sent any (e.g. the maintenance window of 203). */
  readonly data: unknown;
  readonly path: string;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    code: number;
    message: string;
    path: string;
    data?: unknown;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
    this.path = init.path;
  }

  /** The locale key a feature shows when it has no message of its own: the server message wins for platform codes. */
  get messageKey(): `api.error.${ApiErrorKind}` {
    return `api.error.${this.kind}`;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
