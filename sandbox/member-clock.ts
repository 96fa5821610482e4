// One member's view of the sandbox's clock: sandboxNow() plus a forward offset the admin `clock` control may give
// that member alone ({ account, advance_ms | to }). Browser tests share one server, so a test that needs 00:30
// India time (the night block) or a day later (a time-out's end) moves its own member's clock, not every parallel
// test's. Every rule about a member (login, play1, exclusions, limits) reads memberNow(); rules about no one
// (captchas, envelopes, sessions' lifetimes) read sandboxNow(). Forward only, like the clock itself.
import { sandboxNow } from "./clock.ts";
import { getMeta, setMeta, type Db } from "./db/index.ts";

const key = (memberId: number) => `member_clock:${memberId}`;

/** The member's own offset over the sandbox's clock, in ms (0 unless a test moved it). */
export function memberClockOffset(db: Db, memberId: number): number {
  const v = Number(getMeta(db, key(memberId)) ?? 0);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

/** Milliseconds since the epoch by this member's clock. */
export function memberNow(db: Db, memberId: number): number {
  return sandboxNow() + memberClockOffset(db, memberId);
}

/** Moves one member's clock forward by `ms`; negative or non-finite moves are refused. */
export function advanceMemberClock(db: Db, memberId: number, ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError("the clock only moves forward");
  setMeta(db, key(memberId), String(memberClockOffset(db, memberId) + ms));
}
