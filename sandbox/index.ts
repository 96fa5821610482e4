// The sandbox: a stand-in for the operator's platform (DESIGN "The two halves"). server/main.ts mounts it when
// PLATFORM_API_URL and REALTIME_URL are both unset. It handles /api/* (every call of the contract), /sandbox/* (admin
// controls, the slot game page, generated images) and, once attached, socket.io at /socket.io.
import type http from "node:http";
import { randomBytes } from "node:crypto";
import { handleAdmin } from "./admin/index.ts";
import { createFaults } from "./admin/outage.ts";
import type { Ctx, ResolvedOptions } from "./context.ts";
import { NO_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from "../src/contract/client-address.ts";
import { openDb } from "./db/index.ts";
import { ensureAgentSeeded, seedBenchTree } from "./agent/seed.ts";
import { handleGames } from "./games/routes.ts";
import { sendEnvelope } from "./http.ts";
import { handleImage } from "./img/routes.ts";
import { handlePay } from "./pay/routes.ts";
import { SUPPORT_PATH, handleSupport } from "./support.ts";
import { createVitalsCollector, handleVitals } from "./vitals.ts";
import { createRealtime } from "./realtime/server.ts";
import { handleApi } from "./router.ts";
import { handlers } from "./routes/index.ts";
import { parseLimitFree } from "./attempt-limits.ts";
import { LOGIN_LIMITS } from "../src/contract/auth.ts";
import { sandboxNowIso, startClockAt } from "./clock.ts";
import { startSweeps } from "./protection.ts";
import { loadEnglishMessages } from "../src/contract/zod.ts";
import {
  parseBlockedCountries,
  parseComplianceProfile,
  type ComplianceConfig,
  type Parsed,
} from "../src/contract/compliance.ts";

export interface SandboxOptions {
  /** Default ".data/sandbox.db"; ":memory:" for tests. */
  dbPath?: string;
  /**
   * The x-sandbox-key the admin controls want. Default process.env.SANDBOX_ADMIN_KEY; without it, "sandbox" in
   * development, and in production the admin controls are off (anyone knowing the default key
   * could take any account with login-elsewhere).
   */
  adminKey?: string;
  /** Production refuses the default admin key. Default: process.env.NODE_ENV === "production". */
  production?: boolean;
  /** Every captcha's answer (default process.env.SANDBOX_CAPTCHA). */
  captcha?: string;
  /** Every SMS code (default process.env.SANDBOX_SMS_CODE); otherwise codes are logged. */
  smsCode?: string;
  /**
   * Failures free before the login backoff starts (default process.env.SANDBOX_LOGIN_LIMITS, `account=N,ip=N`,
   * else LOGIN_LIMITS of src/contract/auth.ts); 0 turns a limit off.
   */
  loginLimitFree?: { account?: number; ip?: number };
  /**
   * e.g. http://localhost:4321, used to build game URLs (default: the request's Host) and the only origin play1's
   * lobby_url may name besides a path (without it, only a path).
   */
  publicOrigin?: string;
  /**
   * The proxies whose X-Forwarded-For / -Proto / -Host are believed, as parsed TRUSTED_PROXIES or its text
   * (default process.env.TRUSTED_PROXIES; none when unset or unreadable).
   */
  trustedProxies?: TrustedProxies | string;
  /**
   * The simulated delay between play1's answer and the game.url event, in ms (default
   * process.env.SANDBOX_GAME_URL_DELAY_MS, else 100). The bench sets a smaller one; 1 at least, so the URL
   * always comes after the answer, over the channel, as on the platform (spec 000 §4).
   */
  gameUrlDelayMs?: number;
  /**
   * Seeds agent01's downline with 90 days of activity on a new database (sandbox/agent/seed.ts, about 0.4 s).
   * Default: process.env.SANDBOX_AGENT_SEED is not "0". The Vitest harness turns it off unless a test asks.
   */
  agentSeed?: boolean;
  /**
   * Starts the sandbox's clock at this ISO date-time (default process.env.SANDBOX_NOW); it runs on from there.
   * Unset: the clock follows real time. An unreadable value stops the start (sandbox/clock.ts).
   */
  now?: string;
  /**
   * The operator's jurisdiction profiles and blocked countries (src/contract/compliance.ts). Default: parsed from
   * process.env COMPLIANCE_PROFILE and BLOCKED_COUNTRIES (an unreadable value stops the start).
   */
  compliance?: Partial<ComplianceConfig>;
  /**
   * The CDN's country header, lower case (COUNTRY_HEADER; default cf-ipcountry; null reads none). Believed only
   * from a trusted proxy; otherwise the admin control `ip-country` (tests) decides the country of an address.
   */
  countryHeader?: string | null;
  log?: (msg: string) => void;
}

export interface Sandbox {
  /** Handles /api/*, /sandbox/*. Returns true if it handled the request. Never throws; never leaves a request hanging. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  /** Attaches the socket.io server (path /socket.io) to the http server. */
  attachRealtime(server: http.Server): void;
  close(): Promise<void>;
}

const env = (k: string): string | undefined => {
  const v = process.env[k];
  return v === undefined || v === "" ? undefined : v;
};

/** The game.url delay in force: a whole number of ms from 1 to 5000; anything else keeps the default (100). */
export function gameUrlDelay(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === "number" ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 5000 ? n : undefined;
}

/** Answer of every admin control while they are off. */
export const ADMIN_OFF_MESSAGE =
  "sandbox admin controls are off in production: start the server with SANDBOX_ADMIN_KEY=<a secret> to turn them on";

/** The admin key in force, or undefined when the admin controls are off (production without a key). */
export function resolveAdminKey(
  given: string | undefined,
  fromEnv: string | undefined,
  production: boolean,
): string | undefined {
  if (given !== undefined) return given === "" ? undefined : given;
  if (fromEnv !== undefined) return fromEnv;
  return production ? undefined : "sandbox";
}

/** The trusted proxies in force: the given list, or the text parsed; an unreadable text trusts no one (logged). */
export function resolveTrustedProxies(
  given: TrustedProxies | string | undefined,
  log: (m: string) => void,
): TrustedProxies {
  if (given === undefined) return NO_TRUSTED_PROXIES;
  if (typeof given !== "string") return given;
  const parsed = parseTrustedProxies(given);
  if (parsed.ok) return parsed.value;
  log(`TRUSTED_PROXIES: cannot read ${parsed.bad.join(", ")}; no proxy is trusted`);
  return NO_TRUSTED_PROXIES;
}

const headerOrOff = (name: string): string | null =>
  name.trim().toLowerCase() === "off" ? null : name.trim().toLowerCase();

function orThrow<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  loadEnglishMessages(); // the input refusals (router.ts describeIssues) in words
  const production = options.production ?? process.env["NODE_ENV"] === "production";
  const adminKey = resolveAdminKey(options.adminKey, env("SANDBOX_ADMIN_KEY"), production);
  const opts: ResolvedOptions = {
    dbPath: options.dbPath ?? ".data/sandbox.db",
    // While the controls are off no key opens them; a random one as well, in case a path skips the check below.
    adminKey: adminKey ?? randomBytes(32).toString("base64url"),
    captcha: options.captcha ?? env("SANDBOX_CAPTCHA"),
    smsCode: options.smsCode ?? env("SANDBOX_SMS_CODE"),
    loginLimitFree: {
      ...parseLimitFree(env("SANDBOX_LOGIN_LIMITS"), {
        account: LOGIN_LIMITS.account.free,
        ip: LOGIN_LIMITS.ip.free,
      }),
      ...options.loginLimitFree,
    },
    publicOrigin: options.publicOrigin,
    trustedProxies: NO_TRUSTED_PROXIES,
    gameUrlDelayMs: gameUrlDelay(options.gameUrlDelayMs ?? env("SANDBOX_GAME_URL_DELAY_MS")),
    agentSeed: options.agentSeed ?? env("SANDBOX_AGENT_SEED") !== "0",
    compliance: {
      profiles: options.compliance?.profiles ?? orThrow(parseComplianceProfile(env("COMPLIANCE_PROFILE"))),
      blockedCountries:
        options.compliance?.blockedCountries ?? orThrow(parseBlockedCountries(env("BLOCKED_COUNTRIES"))),
    },
    countryHeader:
      options.countryHeader === undefined
        ? headerOrOff(env("COUNTRY_HEADER") ?? "CF-IPCountry")
        : (options.countryHeader?.toLowerCase() ?? null),
    log: options.log ?? ((m) => console.log(`[sandbox] ${m}`)),
  };
  if (!adminKey) opts.log(ADMIN_OFF_MESSAGE.replace("sandbox admin", "admin"));
  const startAt = options.now ?? env("SANDBOX_NOW");
  if (startAt !== undefined) {
    startClockAt(startAt);
    opts.log(`clock starts at ${sandboxNowIso()} (SANDBOX_NOW)`);
  }
  opts.trustedProxies = resolveTrustedProxies(options.trustedProxies ?? env("TRUSTED_PROXIES"), opts.log);
  const db = openDb(opts.dbPath);
  // agent01's downline and its 90 days (sandbox/agent/seed.ts), once per database; the bench's tree on request.
  const agentSeedMs = opts.agentSeed ? ensureAgentSeeded(db) : null;
  if (agentSeedMs !== null) opts.log(`agent programme seeded in ${Math.round(agentSeedMs)} ms`);
  const benchTree = Number(env("SANDBOX_AGENT_BENCH_TREE") ?? 0);
  if (Number.isInteger(benchTree) && benchTree > 0) {
    const t = seedBenchTree(db, Math.min(benchTree, 50_000));
    if (t.members > 0) opts.log(`agent bench tree: ${t.members} members in ${Math.round(t.ms)} ms`);
  }
  const realtime = createRealtime(db, opts.log);
  const faults = createFaults(realtime.switch, opts.log);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  const ctx: Ctx = {
    db,
    opts,
    emit: realtime.emitter,
    faults,
    later(ms, fn) {
      if (closed) return;
      const t = setTimeout(() => {
        timers.delete(t);
        if (closed) return;
        try {
          fn();
        } catch (e) {
          opts.log(`deferred task failed: ${String(e)}`);
        }
      }, ms);
      timers.add(t);
    },
  };

  startSweeps(ctx);
  const vitals = createVitalsCollector();

  async function route(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
    const p = url.pathname;
    if (p.startsWith("/api/")) {
      // The admin control `outage` (sandbox/admin/outage.ts) may refuse, hold or fail the call first.
      if (faults.intercept(req, res, p, () => handleApi(ctx, handlers, req, res, p))) return true;
      await handleApi(ctx, handlers, req, res, p);
      return true;
    }
    if (p.startsWith("/sandbox/admin/")) {
      if (adminKey) return handleAdmin(ctx, req, res, p);
      sendEnvelope(res, 403, 403, ADMIN_OFF_MESSAGE, null);
      return true;
    }
    if (p.startsWith("/sandbox/img/") && (req.method === "GET" || req.method === "HEAD")) {
      if (handleImage(ctx, req, res, p)) return true;
    }
    if (p.startsWith("/sandbox/games/") && (await handleGames(ctx, req, res, url))) return true;
    if (p.startsWith("/sandbox/pay/")) return handlePay(ctx, req, res, p);
    if (p === SUPPORT_PATH && (req.method === "GET" || req.method === "HEAD")) {
      handleSupport(req, res);
      return true;
    }
    if (await handleVitals(vitals, req, res, p)) return true;
    if (p.startsWith("/sandbox/")) {
      req.resume();
      sendEnvelope(res, 404, 404, `unknown sandbox path: ${p}`, null);
      return true;
    }
    return false;
  }

  return {
    async handle(req, res) {
      let url: URL;
      try {
        url = new URL(req.url ?? "/", "http://sandbox.local");
      } catch {
        return false;
      }
      if (!url.pathname.startsWith("/api/") && !url.pathname.startsWith("/sandbox/")) return false;
      if (closed) {
        sendEnvelope(res, 503, 503, "sandbox is closed", null);
        return true;
      }
      try {
        return await route(req, res, url);
      } catch (e) {
        opts.log(`error on ${req.method} ${url.pathname}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        if (!res.headersSent) sendEnvelope(res, 500, 500, "unhandled error", null);
        else res.end();
        return true;
      }
    },
    attachRealtime(server) {
      realtime.attach(server);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      faults.close();
      await realtime.close();
      db.close();
    },
  };
}
