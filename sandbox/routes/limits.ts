// The member's safer-gambling limits, reality check and play session (our extension, src/contract/limits.ts); the
// rules and the enforcement are in sandbox/limits.ts.
import {
  ackRealityCheck,
  limitsState,
  playSession,
  setLimit,
  setRealityInterval,
  settleLimit,
  type LimitAnswer,
} from "../limits.ts";
import { memberById } from "../context.ts";
import type { MemberRow } from "../context.ts";
import type { Ctx } from "../context.ts";
import { fail, need, ok, type Handlers, type Reply } from "./types.ts";

const answer = (a: LimitAnswer): Reply =>
  a.code === 100 && "data" in a
    ? ok(a.data)
    : fail(a.code, "message" in a ? a.message : "error", "detail" in a ? (a.detail ?? null) : null);

const profiles = (ctx: Ctx) => ctx.opts.compliance.profiles;

/** The member as stored now (the token's row may be older than a change another tab made). */
const fresh = (ctx: Ctx, m: MemberRow | null): MemberRow => memberById(ctx.db, need(m).id) ?? need(m);

export const limitsHandlers = {
  limits: ({ ctx, member }) => ok(limitsState(ctx.db, fresh(ctx, member), profiles(ctx))),
  setLimit: ({ ctx, member, body }) => answer(setLimit(ctx.db, fresh(ctx, member), body, profiles(ctx))),
  confirmLimit: ({ ctx, member, body }) =>
    answer(settleLimit(ctx.db, fresh(ctx, member), body.kind, body.period, "confirm", profiles(ctx))),
  cancelLimit: ({ ctx, member, body }) =>
    answer(settleLimit(ctx.db, fresh(ctx, member), body.kind, body.period, "cancel", profiles(ctx))),
  setRealityCheck: ({ ctx, member, body }) =>
    ok(setRealityInterval(ctx.db, fresh(ctx, member), body.interval_min, profiles(ctx))),
  playSession: ({ ctx, member }) => ok(playSession(ctx.db, fresh(ctx, member), profiles(ctx))),
  ackRealityCheck: ({ ctx, member }) => ok(ackRealityCheck(ctx.db, fresh(ctx, member), profiles(ctx))),
} satisfies Partial<Handlers>;
