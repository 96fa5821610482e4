// Browser (and tests). The one API client (DESIGN "One way in for data"; spec 000 §7, spec 001 §7):
// POST by default, /api paths from the contract, the language and the stored Authorization on every call,
// a refreshed Authorization in any response stored, 30 s timeout, ofetch's retry rule (which is the spec's),
// every success answer parsed with the call's zod schema. It never shows UI or redirects: it throws ApiError,
// and on HTTP 401 it aborts the pending background calls and tells its `onUnauthorized` listeners.
import { createNanoEvents } from "nanoevents";
import { createFetch, ofetch, type $Fetch, type FetchResponse } from "ofetch";
import type * as z from "zod/mini";
import type { CallDef } from "../../contract/call.ts";
import { TIMING } from "../config/constants.ts";
import { ApiError } from "./error.ts";
import { ERROR_TEXT, RETRY_STATUSES, interpretBody, kindForStatus, retriesFor } from "./rules.ts";
import { noteDateHeader } from "./server-clock.ts";

/** Paths aborted on HTTP 401 (spec 000 §7, spec 001 §8). */
export const CANCEL_ON_401_PATHS = [
  "/api/arks/web/member/letter",
  "/api/arks/web/activity/red_envelope_promotion",
  "/api/arks/web/bulletin/member",
  "/api/member/profile/common/layout",
  "/api/member/profile/my_cash",
] as const;

export interface ApiEnvironment {
  /** Current language code for the `lang` header. */
  language: () => string;
  /** Stored Authorization value ("Bearer …") or null. */
  readAuthorization: () => string | null;
  /** Stores a refreshed Authorization value sent back by the platform. */
  writeAuthorization: (value: string) => void;
  /** Base origin; "" means the page's own origin. */
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
}

let environment: ApiEnvironment = {
  language: () => "en_US",
  readAuthorization: () => null,
  writeAuthorization: () => undefined,
};

let fetcher: $Fetch = ofetch;

export function configureApi(env: ApiEnvironment): void {
  environment = env;
  // ofetch takes a custom fetch only when the instance is created, not per call.
  fetcher = env.fetch ? createFetch({ fetch: env.fetch }) : ofetch;
}

const clientEvents = createNanoEvents<{ unauthorized: () => void }>();

/** Subscribes to HTTP 401; the session store logs the member out (spec 000 §4). */
export function onUnauthorized(listener: () => void): () => void {
  return clientEvents.on("unauthorized", listener);
}

const pending = new Map<AbortController, string>();

function abortBackgroundCalls(): void {
  for (const [controller, path] of pending) {
    if ((CANCEL_ON_401_PATHS as readonly string[]).includes(path)) controller.abort();
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the header /get_login_header returns for /login. */
  headers?: Record<string, string>;
  timeout?: number;
  /**
   * Sends this Authorization instead of the stored one: asks the platform who a token belongs to before the
   * site adopts it (a login link or the third-party popup). Its refreshed header is not stored and its 401
   * logs nobody out: the answer speaks of a token this page does not hold.
   */
  authorization?: string;
}

/** The browser says it has no connection at all (navigator.onLine is false only then). */
export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/** Calls the platform and returns the parsed apiResponseData, or throws ApiError. */
export async function callApi<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: CallDef<Req, Res>,
  body?: z.input<Req>,
  options: CallOptions = {},
): Promise<z.output<Res>> {
  const method = def.method ?? "POST";
  // No connection: fail at once with the translated network error rather than wait for a timeout (an installed
  // app opened offline; a flaky link may still wait for the timer, navigator.onLine cannot know).
  if (isOffline())
    throw new ApiError({ kind: "network", status: 0, code: 0, message: ERROR_TEXT.network, path: def.path });
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });
  pending.set(controller, def.path);

  const headers: Record<string, string> = {
    Accept: "application/json",
    lang: environment.language(),
    ...options.headers,
  };
  const authorization = options.authorization ?? environment.readAuthorization();
  if (authorization) headers["Authorization"] = authorization;

  // Our own timer: ofetch ignores its `timeout` option when a signal is given, and the signal is needed
  // to abort background calls on 401. An abort without a reason is an AbortError, which ofetch never retries.
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? TIMING.requestTimeoutMs);

  let response: FetchResponse<unknown> | undefined;
  try {
    // Error statuses go through ofetch's onError so its retry (the spec's rule) applies; the final error
    // response is read below like any other, so a 401 or a failed envelope keeps its code and message.
    response = await fetcher.raw(def.path, {
      baseURL: environment.baseURL ?? "",
      method,
      headers,
      body: method === "GET" ? undefined : ((body ?? {}) as Record<string, unknown>),
      retry: retriesFor(method),
      retryDelay: 0,
      retryStatusCodes: [...RETRY_STATUSES],
      signal: controller.signal,
      responseType: "json",
    } as Parameters<typeof ofetch.raw>[1]);
  } catch (error) {
    const failed = (error as { response?: FetchResponse<unknown> }).response;
    if (failed && !controller.signal.aborted) {
      response = failed;
    } else if (timedOut) {
      throw new ApiError({ kind: "timeout", status: 0, code: 0, message: ERROR_TEXT.timeout, path: def.path });
    } else if (controller.signal.aborted) {
      throw new ApiError({ kind: "aborted", status: 0, code: 0, message: ERROR_TEXT.aborted, path: def.path });
    } else {
      throw new ApiError({ kind: "network", status: 0, code: 0, message: ERROR_TEXT.network, path: def.path });
    }
  } finally {
    clearTimeout(timer);
    pending.delete(controller);
    options.signal?.removeEventListener("abort", onOuterAbort);
  }

  // An answer to a request sent under another session (the member logged out or switched while it was on its
  // way) speaks of a token this page no longer holds: its refreshed header is not stored, and its 401 does not
  // log out the member who is here now (CI saw a switch of accounts undone by the old token's late 401).
  noteDateHeader(response.headers.get("date"));
  const sameSession =
    options.authorization === undefined && (environment.readAuthorization() ?? null) === (authorization ?? null);
  const refreshed = response.headers.get("authorization");
  if (refreshed && sameSession) environment.writeAuthorization(refreshed);

  if (response.status === 401) {
    if (sameSession) {
      abortBackgroundCalls();
      clientEvents.emit("unauthorized");
    }
    throw new ApiError({
      kind: "unauthorized",
      status: 401,
      code: 401,
      message: ERROR_TEXT.unauthorized,
      path: def.path,
    });
  }

  const result = interpretBody(response._data);
  if (!result.ok) {
    // A non-200 without an envelope is a network failure; with one, the platform's code and message stand.
    if (response.status !== 200 && result.kind !== "platform") {
      const kind = kindForStatus(response.status);
      throw new ApiError({ kind, status: response.status, code: 0, message: ERROR_TEXT[kind], path: def.path });
    }
    throw new ApiError({
      kind: result.kind,
      status: response.status,
      code: result.code,
      message: result.message,
      path: def.path,
      data: result.data,
    });
  }
  const parsed = def.response.safeParse(result.data);
  if (!parsed.success) {
    throw new ApiError({
      kind: "invalid",
      status: response.status,
      code: result.code,
      message: ERROR_TEXT.invalid,
      path: def.path,
    });
  }
  return parsed.data;
}
