// Fault controls ("faults"): the admin actions `outage` and `realtime` make the stand-in platform fail the
// ways a real one does, so the site can be tested while it is down, slow, erroring or without real time.
// - `outage { mode, paths?, delayMs? }`: /api calls (all, or those named) are refused ("down": the connection is
//   destroyed, the browser's fetch fails), held ("slow": answered normally after delayMs, default 35 s, longer than
//   the site's 30 s client timeout) or answered a bare HTTP 503 ("errors"). "off" restores. /sandbox/* is never affected.
// - `realtime { action: "stop" | "start" }`: "stop" closes every socket.io connection at the transport (clients see
//   a dropped server and keep reconnecting) and refuses new ones; "start" accepts again.
// The decision is a pure function (outageFor); the hook in sandbox/index.ts runs its effect.
import type { IncomingMessage, ServerResponse } from "node:http";
import * as z from "zod/mini";
import type { Ctx } from "../context.ts";
import { sendEnvelope } from "../http.ts";

export type OutageMode = "down" | "slow" | "errors";

export interface OutageState {
  mode: OutageMode | "off";
  /** Exact /api paths, or prefixes ending in "*"; null: every /api path. */
  paths: readonly string[] | null;
  /** How long "slow" holds a call before answering it. */
  delayMs: number;
}

/** Longer than the site's client timeout of 30 s (spec 000 §7), so the client gives up first. */
export const DEFAULT_SLOW_MS = 35_000;

export const OUTAGE_OFF: OutageState = { mode: "off", paths: null, delayMs: DEFAULT_SLOW_MS };

/** Pure. What happens to a request for `pathname` under `state`: a fault, or null (answered normally). */
export function outageFor(state: OutageState, pathname: string): OutageMode | null {
  if (state.mode === "off" || !pathname.startsWith("/api/")) return null;
  if (state.paths === null) return state.mode;
  const hit = state.paths.some((p) => (p.endsWith("*") ? pathname.startsWith(p.slice(0, -1)) : pathname === p));
  return hit ? state.mode : null;
}

/** Switches the sandbox's socket.io server off (every connection dropped, new ones refused) and on. */
export interface RealtimeSwitch {
  setAccepting(on: boolean): void;
  isAccepting(): boolean;
}

export interface Faults {
  outage(): OutageState;
  setOutage(state: OutageState): void;
  realtime: RealtimeSwitch;
  /**
   * Runs the fault for an /api request, if any. Returns true when the request was taken (refused or answered);
   * false lets it through now. A "slow" request is held, then `proceed` answers it (unless the client left).
   */
  intercept(req: IncomingMessage, res: ServerResponse, pathname: string, proceed: () => Promise<void>): boolean;
  /** Clears held requests (sandbox close). */
  close(): void;
}

export function createFaults(realtime: RealtimeSwitch, log: (m: string) => void): Faults {
  let state: OutageState = OUTAGE_OFF;
  const held = new Set<ReturnType<typeof setTimeout>>();
  return {
    outage: () => state,
    setOutage(next) {
      state = next;
    },
    realtime,
    intercept(req, res, pathname, proceed) {
      const fault = outageFor(state, pathname);
      if (fault === null) return false;
      if (fault === "down") {
        // Like a platform that is not there: no answer at all, the connection goes away.
        req.socket.destroy();
        return true;
      }
      if (fault === "errors") {
        // What a gateway in front of a failing platform answers: a bare 503, no envelope (spec 000 §8: any other
        // non-200 reads as 'network fail').
        req.resume();
        res.writeHead(503, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          "Retry-After": "5",
        });
        res.end("Service Unavailable");
        return true;
      }
      const t = setTimeout(() => {
        held.delete(t);
        if (req.socket.destroyed || res.writableEnded) return;
        proceed().catch((e: unknown) => {
          log(`held call ${pathname} failed: ${String(e)}`);
          if (!res.headersSent) sendEnvelope(res, 500, 500, "unhandled error", null);
          else res.end();
        });
      }, state.delayMs);
      held.add(t);
      return true;
    },
    close() {
      for (const t of held) clearTimeout(t);
      held.clear();
    },
  };
}

const ApiPath = z
  .string()
  .check(z.regex(/^\/api\/[A-Za-z0-9_\-./]*\*?$/, "an /api path such as /api/v2/get_jackpot, or a prefix ending in *"));

interface FaultAction<S extends z.ZodMiniType> {
  schema: S;
  run: (ctx: Ctx, body: z.output<S>) => { code?: number; message?: string; data?: unknown };
}
const faultAction = <S extends z.ZodMiniType>(a: FaultAction<S>) => a;

function describeOutage(s: OutageState) {
  return { mode: s.mode, paths: s.paths, delay_ms: s.delayMs };
}

/** The admin actions of this module (merged into ADMIN_ACTIONS). */
export const FAULT_ACTIONS = {
  outage: faultAction({
    schema: z.object({
      mode: z.enum(["down", "slow", "errors", "off"]),
      paths: z.optional(z.array(ApiPath).check(z.minLength(1), z.maxLength(100))),
      delayMs: z._default(z.int().check(z.gte(0), z.lte(600_000)), DEFAULT_SLOW_MS),
    }),
    run: (ctx, b) => {
      const next: OutageState =
        b.mode === "off" ? OUTAGE_OFF : { mode: b.mode, paths: b.paths ?? null, delayMs: b.delayMs };
      ctx.faults.setOutage(next);
      return { data: describeOutage(next) };
    },
  }),
  realtime: faultAction({
    schema: z.object({ action: z.enum(["stop", "start"]) }),
    run: (ctx, b) => {
      ctx.faults.realtime.setAccepting(b.action === "start");
      return { data: { accepting: ctx.faults.realtime.isAccepting() } };
    },
  }),
} as const;
