// Red envelope promotion: the current envelope of the member's currency, claim once, 102 when gone (spec 001 §4, §8).
import { randomInt } from "node:crypto";
import { RED_ENVELOPE_CODES } from "../../src/contract/index.ts";
import type { Ctx, MemberRow } from "../context.ts";
import { transaction } from "../db/index.ts";
import { toMajor } from "../money.ts";
import { credit, emitCash } from "../wallet.ts";
import { fail, need, ok, type Handlers } from "./types.ts";

interface EnvelopeRow {
  id: number;
  currency: string;
  title: string;
  start_at: string;
  end_at: string;
  min_amount: number;
  max_amount: number;
  remaining: number;
}

export function currentEnvelope(ctx: Ctx, currency: string): EnvelopeRow | undefined {
  const now = new Date().toISOString();
  return ctx.db
    .prepare(
      "SELECT * FROM red_envelopes WHERE currency = ? AND start_at <= ? AND end_at > ? AND remaining > 0 ORDER BY start_at LIMIT 1",
    )
    .get(currency, now, now) as EnvelopeRow | undefined;
}

function claimed(ctx: Ctx, envelopeId: number, m: MemberRow): boolean {
  return Boolean(
    ctx.db.prepare("SELECT 1 FROM red_envelope_claims WHERE envelope_id = ? AND member_id = ?").get(envelopeId, m.id),
  );
}

export const redEnvelopeHandlers = {
  redEnvelopePromotion: ({ ctx, member }) => {
    const m = need(member);
    const e = currentEnvelope(ctx, m.currency);
    if (!e || claimed(ctx, e.id, m)) return ok([]);
    return ok({ id: e.id, title: e.title, start_at: e.start_at, end_at: e.end_at });
  },
  claimRedEnvelope: ({ body, ctx, member }) => {
    const m = need(member);
    const amount = transaction(ctx.db, () => {
      const e = currentEnvelope(ctx, m.currency);
      if (!e || e.id !== body.id || claimed(ctx, e.id, m)) return null;
      const cash = randomInt(e.min_amount, e.max_amount + 1);
      ctx.db.prepare("UPDATE red_envelopes SET remaining = remaining - 1 WHERE id = ?").run(e.id);
      ctx.db
        .prepare("INSERT INTO red_envelope_claims (envelope_id, member_id, cash, at) VALUES (?, ?, ?, ?)")
        .run(e.id, m.id, cash, new Date().toISOString());
      credit(ctx.db, m, cash, "red_envelope");
      return cash;
    });
    if (amount === null) return fail(RED_ENVELOPE_CODES.gone, "the red envelope is gone");
    emitCash(ctx, m.id);
    return ok({ cash: toMajor(amount, m.currency) });
  },
} satisfies Partial<Handlers>;
