// Red envelope promotion: the current envelope of the member's currency, claim once, 102 when gone (spec 001 §4, §8).
// Each envelope holds a pool (minor units) shared among at most `remaining` claimers; a claim moves its share from
// the house to the member in one transaction (wallet.ts credit), so pool + house + members is conserved.
import { sandboxNowIso } from "../clock.ts";
import { randomInt } from "node:crypto";
import { RED_ENVELOPE_CODES } from "../../src/contract/index.ts";
import type { Ctx, MemberRow } from "../context.ts";
import { transaction } from "../db/index.ts";
import { localize, requestLanguage } from "../db/content-i18n.ts";
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
  pool: number | null;
}

/**
 * The member's current envelope: one of their currency, started and not ended, with claims and money left. An
 * envelope with a (sandbox-only) audience is for that one account and comes first, so a demo or a test can start
 * its own without ending everyone else's.
 */
export function currentEnvelope(ctx: Ctx, currency: string, account: string | null = null): EnvelopeRow | undefined {
  const now = sandboxNowIso();
  return ctx.db
    .prepare(
      `SELECT * FROM red_envelopes WHERE currency = ? AND start_at <= ? AND end_at > ? AND remaining > 0
      AND (pool IS NULL OR pool > 0) AND (audience IS NULL OR audience = ?)
      ORDER BY audience IS NULL, start_at LIMIT 1`,
    )
    .get(currency, now, now, account ?? "") as EnvelopeRow | undefined;
}

function claimed(ctx: Ctx, envelopeId: number, m: MemberRow): boolean {
  return Boolean(
    ctx.db.prepare("SELECT 1 FROM red_envelope_claims WHERE envelope_id = ? AND member_id = ?").get(envelopeId, m.id),
  );
}

/** The amount left; an envelope without a pool (older .data files) holds max × remaining. */
export const poolOf = (e: EnvelopeRow): number => e.pool ?? e.max_amount * e.remaining;

/**
 * One claimer's share: the last claimer takes what is left; the others a random amount between min and max that
 * leaves at least min for each claimer after them (never more than the pool).
 */
export function shareOf(e: EnvelopeRow, rand: (lo: number, hi: number) => number = randomInt): number {
  const pool = poolOf(e);
  if (pool <= 0) return 0;
  if (e.remaining <= 1 || pool <= e.min_amount) return pool;
  const hi = Math.min(e.max_amount, pool - e.min_amount * (e.remaining - 1));
  const lo = Math.min(e.min_amount, hi);
  return hi <= lo ? Math.max(1, Math.min(pool, lo)) : rand(lo, hi + 1);
}

export const redEnvelopeHandlers = {
  redEnvelopePromotion: ({ ctx, member, req }) => {
    const m = need(member);
    const e = currentEnvelope(ctx, m.currency, m.account);
    if (!e || claimed(ctx, e.id, m)) return ok([]);
    // The envelope's name in the request's language (db/content-i18n.ts).
    return ok({
      id: e.id,
      title: localize(ctx.db, e.title, requestLanguage(req)),
      start_at: e.start_at,
      end_at: e.end_at,
    });
  },
  claimRedEnvelope: ({ body, ctx, member }) => {
    const m = need(member);
    const amount = transaction(ctx.db, () => {
      const e = currentEnvelope(ctx, m.currency, m.account);
      if (!e || e.id !== body.id || claimed(ctx, e.id, m)) return null;
      const cash = shareOf(e);
      if (cash <= 0) return null;
      ctx.db
        .prepare("UPDATE red_envelopes SET remaining = remaining - 1, pool = ? WHERE id = ?")
        .run(poolOf(e) - cash, e.id);
      ctx.db
        .prepare("INSERT INTO red_envelope_claims (envelope_id, member_id, cash, at) VALUES (?, ?, ?, ?)")
        .run(e.id, m.id, cash, sandboxNowIso());
      credit(ctx.db, m, cash, "red_envelope");
      return cash;
    });
    if (amount === null) return fail(RED_ENVELOPE_CODES.gone, "the red envelope is gone");
    emitCash(ctx, m.id);
    return ok({ cash: toMajor(amount, m.currency) });
  },
} satisfies Partial<Handlers>;
