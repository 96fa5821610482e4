// Player protection's calls (src/contract/protection.ts, OUR EXTENSION): the state, a time-out, a self-exclusion.
// A request that would end before the exclusion in force is refused and changes nothing (no forged shortening).
import { PROTECTION_CODES } from "../../src/contract/index.ts";
import { memberNow } from "../member-clock.ts";
import { exclusionOf, startExclusion, type ExclusionOutcome } from "../protection.ts";
import { fail, need, ok, type Handlers, type Reply } from "./types.ts";
import type { Ctx, MemberRow } from "../context.ts";

const status = (ctx: Ctx, m: MemberRow) => ({
  exclusion: exclusionOf(ctx.db, m.id),
  server_time: new Date(memberNow(ctx.db, m.id)).toISOString(),
});

function answer(ctx: Ctx, m: MemberRow, out: ExclusionOutcome): Reply {
  if (out.ok) return ok({ exclusion: out.exclusion, server_time: new Date(memberNow(ctx.db, m.id)).toISOString() });
  return fail(
    PROTECTION_CODES.wouldShorten,
    out.current.ends_at === null
      ? "an exclusion without end is in force"
      : `an exclusion until ${out.current.ends_at} is in force; it cannot be shortened`,
    out.current,
  );
}

export const protectionHandlers = {
  protectionStatus: ({ ctx, member }) => ok(status(ctx, need(member))),
  protectionTimeOut: ({ ctx, member, body }) => {
    const m = need(member);
    return answer(ctx, m, startExclusion(ctx, m, "time_out", body.length));
  },
  protectionSelfExclusion: ({ ctx, member, body }) => {
    const m = need(member);
    return answer(ctx, m, startExclusion(ctx, m, "self_exclusion", body.length));
  },
} satisfies Partial<Handlers>;
