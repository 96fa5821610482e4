// Server only. Calls a public platform call from an Astro page while it renders (the home rows, the
// game hall and the slot list are painted on the server with their data). It never throws into the page:
// any failure (no base URL, network, timeout, HTTP status, a failed envelope, a body or answer that does not
// match the contract) gives null, and the page shows its translated error state with Retry instead.
//
// Where it calls: PLATFORM_API_URL when set (the real platform, exactly as server/platform-proxy.ts forwards
// /api), else this very process over loopback, at the origin server/main.ts records when it starts listening
// (LOBBY_INTERNAL_ORIGIN). Never the request's Host header: a forged Host would point the server's own
// requests at any machine (SSRF). Loopback rather than running the sandbox in-process keeps the one seam of
// DESIGN "The two halves": the site's bundle never imports sandbox/, and the same code path serves a real
// platform. Member calls (`auth: true`) are refused: no member data in server modules (DESIGN).
//
// An lru-cache keyed by path + body + language (+ audience) keeps the answer for `ttlMs`; after that a failed
// refresh still serves the last good answer (stale on error), so a slow or down platform costs one timeout,
// not a blank page. Concurrent renders of the same key share one request (lru-cache's fetch coalesces them). The
// cache is bounded (least recently used out).
//
// The render's budget (DESIGN budget: first byte within 2 s with the platform slow). Each call waits at most its
// timeout (3 s), but a page makes its calls in waves (the page's, then the layout's), so a slow platform used to
// cost 3, 6 or 9 s before the first byte. A page render now shares one RenderBudget (renderBudget(request),
// PLATFORM_BUDGET_MS in all): a call still unanswered when it runs out gives "late" (serverCallOutcome) or null
// (serverCall), and goes on in the background, so its answer lands in the cache for the next render. The page
// shows a skeleton for what came late, and components/Pending.astro fetches the page again to fill it; that
// second render (x-lobby-refill) has no budget but the calls' own timeout, and it joins the calls still on their
// way (the shared in-flight requests), so it ends with the answer or an honest error, never another skeleton.
import { LRUCache } from "lru-cache";
import type * as z from "zod/mini";
import type { CallDef } from "../../contract/call.ts";
import type { RenderBudget } from "./budget.ts";
import { interpretBody } from "./rules.ts";

export { createBudget, PLATFORM_BUDGET_MS, REFILL_HEADER, renderBudget, type RenderBudget } from "./budget.ts";

/** Recorded by server/main.ts (and the dev integration) once the server listens. */
export const INTERNAL_ORIGIN_ENV = "LOBBY_INTERNAL_ORIGIN";

/**
 * Where server/main.ts keeps the request being answered (an AsyncLocalStorage on globalThis: this module is bundled
 * into the build, main.ts is not, so a shared import would be two copies). Read here to pass the request id on.
 */
export const REQUEST_CONTEXT_KEY = Symbol.for("lobby.request-context");

/** The id of the request this server call is made for (X-Request-Id), when server/main.ts set one. */
export function currentRequestId(): string | undefined {
  const store = (globalThis as { [REQUEST_CONTEXT_KEY]?: { getStore(): { requestId?: string } | undefined } })[
    REQUEST_CONTEXT_KEY
  ];
  return store?.getStore()?.requestId;
}

/** The sandbox-only targeting header (sandbox/routes/promotions.ts). */
export const SANDBOX_AUDIENCE_HEADER = "x-sandbox-audience";

/**
 * The page request's sandbox audience, only while the sandbox is the platform (no PLATFORM_API_URL): a real
 * platform never receives the header.
 */
export function sandboxAudience(request: Request, platformApiUrl: string | undefined): string | undefined {
  if (platformApiUrl) return undefined;
  const v = request.headers.get(SANDBOX_AUDIENCE_HEADER);
  return v && /^[\w-]{1,64}$/.test(v) ? v : undefined;
}

/**
 * What a server call came to:
 * - ok: the parsed answer (fresh, cached, or the last good one when the platform failed);
 * - refused: the platform answered with a failed envelope (its code and message, e.g. 102 for a provider that
 *   is not available): an answer, not an outage, so the page says what it means and offers no Retry;
 * - failed: no usable answer (no base URL, network, timeout, HTTP status, a body the contract rejects);
 * - late: the render's budget ran out first; the call goes on and fills the cache.
 */
export type CallOutcome<T> =
  { kind: "ok"; value: T } | { kind: "refused"; code: number; message: string } | { kind: "failed" } | { kind: "late" };

export interface ServerCallOptions {
  /** The language code sent as the `lang` header (spec 000 §7); part of the cache key. */
  lang: string;
  /** How long an answer is reused without asking again; 0 asks every time (a stale answer still covers errors). */
  ttlMs?: number;
  /** Per-call timeout; defaults to the caller's (about 3 s: a page must not wait the client's 30 s). */
  timeoutMs?: number;
  /**
   * The sandbox's `x-sandbox-audience` of the page's request (sandboxAudience in lib/config): content planted
   * for one test's browser reaches the page rendered for it. Part of the cache key; never set for a real platform.
   */
  audience?: string;
  /** The page render's budget (renderBudget): past it the call answers "late" instead of waiting. */
  budget?: RenderBudget;
}

export interface ServerCallerDeps {
  /** The base URL calls go to (no trailing slash), or undefined when none is known yet. */
  baseUrl: () => string | undefined;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** Most entries kept; the least recently used goes first. */
  maxEntries?: number;
  timeoutMs?: number;
}

/** A cached answer (lru-cache keeps objects, and an answer may be any JSON value). */
interface Entry {
  value: unknown;
}

/** What the cache's fetchMethod needs to ask the platform. */
interface FetchContext {
  def: CallDef;
  body: unknown;
  opts: ServerCallOptions;
}

/** A refresh that brought no answer to keep: the outcome goes to the caller, the last good answer stays. */
class NoAnswer extends Error {
  readonly outcome: CallOutcome<never>;
  constructor(outcome: CallOutcome<never>) {
    super(outcome.kind);
    this.outcome = outcome;
  }
}

export const SERVER_CALL_TIMEOUT_MS = 3000;
export const SERVER_CALL_MAX_ENTRIES = 300;

/** The loopback origin for an address the server listens on (server.address()). */
export function loopbackOrigin(address: { address: string; family: string; port: number } | string | null) {
  if (!address || typeof address === "string") return undefined;
  const v6 = address.family === "IPv6" || address.family === "6";
  let host = address.address;
  if (host === "0.0.0.0") host = "127.0.0.1";
  else if (host === "::") host = "::1";
  return v6 || host.includes(":") ? `http://[${host}]:${address.port}` : `http://${host}:${address.port}`;
}

/** The base URL of server calls: the real platform when configured, else our own listening origin. */
export function defaultBaseUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const platform = env["PLATFORM_API_URL"]?.trim();
  if (platform) return platform.replace(/\/$/, "");
  const own = env[INTERNAL_ORIGIN_ENV]?.trim();
  return own ? own.replace(/\/$/, "") : undefined;
}

export function createServerCaller(deps: ServerCallerDeps) {
  const doFetch = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? Date.now;
  const maxEntries = deps.maxEntries ?? SERVER_CALL_MAX_ENTRIES;
  async function fetchFresh(
    def: CallDef,
    body: unknown,
    opts: ServerCallOptions,
    evicted: AbortSignal,
  ): Promise<CallOutcome<unknown>> {
    const failed = { kind: "failed" } as const;
    const base = deps.baseUrl();
    if (!base) return failed;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? deps.timeoutMs ?? SERVER_CALL_TIMEOUT_MS);
    try {
      const method = def.method ?? "POST";
      const requestId = currentRequestId();
      const response = await doFetch(`${base}${def.path}`, {
        method,
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          lang: opts.lang,
          // Ops: the platform's logs can follow one page request (the first render that asked, when shared).
          ...(requestId ? { "X-Request-Id": requestId } : {}),
          ...(opts.audience ? { [SANDBOX_AUDIENCE_HEADER]: opts.audience } : {}),
        },
        ...(method === "GET" ? {} : { body: JSON.stringify(body ?? {}) }),
        signal: AbortSignal.any([controller.signal, evicted]),
      });
      if (response.status !== 200) return failed;
      const result = interpretBody(await response.json());
      if (!result.ok)
        return result.kind === "platform" ? { kind: "refused", code: result.code, message: result.message } : failed;
      const parsed = def.response.safeParse(result.data);
      return parsed.success ? { kind: "ok", value: parsed.data } : failed;
    } catch {
      return failed; // network failure, abort (timeout), unparsable JSON
    } finally {
      clearTimeout(timer);
    }
  }

  // The answer is kept when it comes, even after the render that asked has gone on without it. A failed or refused
  // refresh rejects, so the last good answer stays (noDeleteOnFetchRejection) for the caller to fall back on.
  const cache = new LRUCache<string, Entry, FetchContext>({
    max: maxEntries,
    perf: { now },
    ttlResolution: 0, // read the clock on every check (the test clock moves by hand)
    noDeleteOnStaleGet: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { signal, context }) => {
      const outcome = await fetchFresh(context.def, context.body, context.opts, signal);
      if (outcome.kind !== "ok") throw new NoAnswer(outcome);
      return { value: outcome.value };
    },
  });

  /** The shared request for `key` (a fresh cached answer at once), as an outcome; never rejects. */
  async function refreshed(key: string, context: FetchContext, ttlMs: number): Promise<CallOutcome<unknown>> {
    try {
      // ttl 0 means "no expiry" to lru-cache: an answer asked with ttlMs 0 lives 1 ms, and such a call always
      // asks again (forceRefresh still joins a request already on its way).
      const entry = await cache.fetch(key, { context, ttl: Math.max(1, ttlMs), forceRefresh: ttlMs <= 0 });
      return entry ? { kind: "ok", value: entry.value } : { kind: "failed" };
    } catch (e) {
      return e instanceof NoAnswer ? e.outcome : { kind: "failed" };
    }
  }

  /** Waits for `pending` until the budget's deadline; "late" past it (the call itself goes on). */
  function within<T>(pending: Promise<CallOutcome<T>>, budget: RenderBudget | undefined): Promise<CallOutcome<T>> {
    if (!budget || budget.deadline === Number.POSITIVE_INFINITY) return pending;
    const left = budget.deadline - now();
    const late = { kind: "late" } as const;
    if (left <= 0) return Promise.resolve(late);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), left)));
    return Promise.race([pending, expired]).finally(() => clearTimeout(timer));
  }

  /** What the public call came to; see CallOutcome and the module comment. Never throws. */
  async function serverCallOutcome<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
    def: CallDef<Req, Res>,
    body: z.input<Req>,
    opts: ServerCallOptions,
  ): Promise<CallOutcome<z.output<Res>>> {
    if (def.auth) return { kind: "failed" };
    let key: string;
    try {
      key = `${def.path}\u0000${opts.lang}\u0000${opts.audience ?? ""}\u0000${JSON.stringify(body ?? {})}`;
    } catch {
      return { kind: "failed" }; // a body JSON cannot hold (a BigInt, a cycle)
    }
    const ttlMs = opts.ttlMs ?? 0;
    // A fresh answer for the same key is the answer: it was asked with this very body, already checked against the
    // contract, so neither the check nor the budget's timer is needed (profiled: most of a cached call's cost, paid
    // for each of a page's calls on every render).
    const fresh = ttlMs > 0 ? cache.get(key) : undefined;
    if (fresh) return { kind: "ok", value: fresh.value as z.output<Res> };
    if (!def.request.safeParse(body ?? {}).success) return { kind: "failed" };
    const cached = cache.get(key, { allowStale: true }); // the last good answer, fresh or not
    const pending = refreshed(key, { def, body, opts }, ttlMs);
    const outcome = (await within(pending, opts.budget)) as CallOutcome<z.output<Res>>;
    if (outcome.kind === "ok" || outcome.kind === "refused") return outcome;
    if (cached) return { kind: "ok", value: cached.value as z.output<Res> }; // stale on error, or late
    if (outcome.kind === "late" && opts.budget) opts.budget.late = true;
    return outcome;
  }

  /** The parsed answer of a public call, or null on any failure (and when late); see the module comment. */
  async function serverCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
    def: CallDef<Req, Res>,
    body: z.input<Req>,
    opts: ServerCallOptions,
  ): Promise<z.output<Res> | null> {
    const outcome = await serverCallOutcome(def, body, opts);
    return outcome.kind === "ok" ? outcome.value : null;
  }

  return { serverCall, serverCallOutcome, clear: () => cache.clear(), size: () => [...cache.values()].length };
}

const shared = createServerCaller({ baseUrl: () => defaultBaseUrl() });

/** See the module comment. One cache for the process: it holds public catalogue answers only (no member data). */
export const serverCall = shared.serverCall;
/** See CallOutcome: for a page that tells "not available" from "could not be reached" and "late". */
export const serverCallOutcome = shared.serverCallOutcome;
