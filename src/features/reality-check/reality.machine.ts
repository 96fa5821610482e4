// Ships to server and browser (pure). When the reality check shows, by the platform's answer about the play session
// (src/contract/limits.ts PlaySession) and the platform's now in that answer: now, when a check is due and not
// yet acknowledged; else a wait until the next planned one; else nothing (no session, or no check under the
// operator's profiles). The plan itself (ukgc/mga interval, tn 60 then 30) is the platform's (limit-rules.ts).
import type { PlaySession } from "../../contract/limits.ts";

export type RealityStep = { kind: "show" } | { kind: "wait"; ms: number } | { kind: "none" };

/** Longest single wait: a timer this long is re-armed with a fresh answer rather than trusted for hours. */
export const MAX_WAIT_MS = 60_000;

/**
 * `elapsedMs`: device time since the answer arrived. The wait is counted from the answer's own `now` (the
 * platform's clock for this member), so a device clock set wrong, or a sandbox clock moved on, never decides.
 */
export function realityStep(session: PlaySession, elapsedMs: number): RealityStep {
  if (session.due_check_at !== null) return { kind: "show" };
  if (session.started_at === null) return { kind: "wait", ms: MAX_WAIT_MS };
  if (session.next_check_at === null) return { kind: "none" };
  const ms = Date.parse(session.next_check_at) - Date.parse(session.now) - Math.max(0, elapsedMs);
  if (!Number.isFinite(ms)) return { kind: "none" };
  return { kind: "wait", ms: Math.min(Math.max(ms, 0) + 250, MAX_WAIT_MS) };
}

/** Time played as hours and minutes in the page's language (Intl's own unit words). */
export function formatPlayed(ms: number, locale: string): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const unit = (value: number, u: "hour" | "minute") => {
    try {
      return new Intl.NumberFormat(locale, { style: "unit", unit: u, unitDisplay: "long" }).format(value);
    } catch {
      return `${value} ${u === "hour" ? "h" : "min"}`;
    }
  };
  return h > 0 ? `${unit(h, "hour")} ${unit(m, "minute")}` : unit(m, "minute");
}
