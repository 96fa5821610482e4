// Browser. The limits, reality-check and play-session calls (src/contract/limits.ts, our extension).
import {
  limitsCalls,
  type LimitKind,
  type LimitPeriod,
  type LimitsState,
  type PlaySession,
} from "../../contract/limits.ts";
import { callApi } from "../../lib/api/index.ts";

export function getLimits(signal?: AbortSignal): Promise<LimitsState> {
  return callApi(limitsCalls.limits, {}, signal ? { signal } : {});
}

export function setLimit(kind: LimitKind, period: LimitPeriod, amount: string | null): Promise<LimitsState> {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return callApi(limitsCalls.setLimit, { kind, period, amount, ...(zone ? { time_zone: zone } : {}) });
}

export function confirmLimit(kind: LimitKind, period: LimitPeriod): Promise<LimitsState> {
  return callApi(limitsCalls.confirmLimit, { kind, period });
}

export function cancelLimit(kind: LimitKind, period: LimitPeriod): Promise<LimitsState> {
  return callApi(limitsCalls.cancelLimit, { kind, period });
}

export function setRealityInterval(minutes: number): Promise<LimitsState> {
  return callApi(limitsCalls.setRealityCheck, { interval_min: minutes as 60 });
}

export function getPlaySession(): Promise<PlaySession> {
  return callApi(limitsCalls.playSession, {});
}

export function ackRealityCheck(): Promise<PlaySession> {
  return callApi(limitsCalls.ackRealityCheck, {});
}
