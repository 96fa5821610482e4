// Ships to server and browser. Pure rules of the API client (spec 000 §7, §8; spec 001 §7, §8): how a response
// body is read, when a call is retried, which error text a failure gets. No fetch, no DOM, no stores here.
// The success codes from their zod-free module: these rules (and the wallet's machines that import them) need no
// zod; the client parses answers with the contract's schemas itself (client.ts).
import { isSuccessCode } from "../../contract/success-codes.ts";

/** Statuses the generic retry rule retries (spec 000 §7). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** One retry for body-less methods, none for methods with bodies (spec 000 §7). */
export function retriesFor(method: string): number {
  return ["PATCH", "POST", "PUT", "DELETE"].includes(method.toUpperCase()) ? 0 : 1;
}

export function shouldRetry(method: string, status: number, attemptsSoFar: number): boolean {
  return attemptsSoFar < retriesFor(method) && (RETRY_STATUSES as readonly number[]).includes(status);
}

/** Kinds of failure the member can be told about; each has an api.error.* locale key. */
export type ApiErrorKind =
  | "platform" // the platform answered with a non-success code; its message is shown
  | "unauthorized" // HTTP 401 (spec 000 §8: log out)
  | "timeout" // ECONNABORTED (spec 000 §8)
  | "network" // 'network fail': no connection, or a non-200 HTTP status that is none of the others
  | "unavailable" // HTTP 5xx without an envelope: the platform (or its gateway) is there but cannot serve
  | "unhandled" // 'unhandled error'
  | "empty" // 'empty response'
  | "invalid" // the answer did not match the contract
  | "aborted"; // cancelled by the site (e.g. on 401 or a newer request)

/** The spec's fallback texts (spec 000 §8), kept verbatim; the UI translates through api.error.<kind>. */
export const ERROR_TEXT: Readonly<Record<Exclude<ApiErrorKind, "platform">, string>> = {
  unauthorized: "Unauthenticated.",
  timeout: "ECONNABORTED",
  network: "network fail",
  unavailable: "network fail",
  unhandled: "unhandled error",
  empty: "empty response",
  invalid: "unhandled error",
  aborted: "aborted",
};

export type Interpreted =
  | { ok: true; code: number; message: string; data: unknown }
  | { ok: false; kind: ApiErrorKind; code: number; message: string; data?: unknown };

/**
 * Reads a parsed JSON body: the envelope (status, code, codeFull, message, apiResponseData, text) or the
 * older header-and-body form (spec 000 §3). Success is code 100 or 1000 (spec 000 §8).
 */
export function interpretBody(body: unknown): Interpreted {
  if (body === undefined || body === null || body === "")
    return { ok: false, kind: "empty", code: 0, message: ERROR_TEXT.empty };
  if (typeof body !== "object") return { ok: false, kind: "unhandled", code: 0, message: ERROR_TEXT.unhandled };
  const b = body as Record<string, unknown>;
  if (typeof b["code"] === "number") {
    const code = b["code"];
    const message = typeof b["message"] === "string" ? b["message"] : "";
    if (isSuccessCode(code)) return { ok: true, code, message, data: b["apiResponseData"] };
    return { ok: false, kind: "platform", code, message, data: b["apiResponseData"] };
  }
  const header = b["header"];
  if (typeof header === "object" && header !== null) {
    const h = header as Record<string, unknown>;
    const code = Number(h["status"]);
    const message = typeof h["desc"] === "string" ? h["desc"] : "";
    if (Number.isFinite(code) && isSuccessCode(code)) return { ok: true, code, message, data: b["body"] };
    return { ok: false, kind: "platform", code: Number.isFinite(code) ? code : 0, message, data: b["body"] };
  }
  return { ok: false, kind: "unhandled", code: 0, message: ERROR_TEXT.unhandled };
}

/**
 * The failure kind for an HTTP status that carries no usable envelope (spec 000 §8). The spec's fallback text
 * stays 'network fail' for every non-200, but the member is told the truth: a 5xx came from a server that
 * answered, so their connection is fine and the service is unavailable (api.error.unavailable).
 */
export function kindForStatus(status: number): Exclude<ApiErrorKind, "platform"> {
  if (status === 401) return "unauthorized";
  if (status === 408 || status === 504) return "timeout";
  if (status >= 500 && status <= 599) return "unavailable";
  return "network";
}

/** The last three digits of a platform code, as the transfer-back rule reads them (spec 000 §8). */
export function lastThreeDigits(code: number): number {
  return Math.abs(code) % 1000;
}
