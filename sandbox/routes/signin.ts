// Daily sign-in (our contract, src/contract/signin.ts): one sign-in per member per America/Caracas day, a small
// bonus moved from the house to the member with a ledger row (wallet.ts credit), member.cash sent after it.
import { sandboxNow } from "../clock.ts";
import { DATE_TIME_ZONE, SIGNIN_CODES } from "../../src/contract/index.ts";
import type { Ctx, MemberRow } from "../context.ts";
import { getMeta, transaction } from "../db/index.ts";
import { toMajor, toMinor } from "../money.ts";
import { credit, emitCash } from "../wallet.ts";
import { fail, need, ok, type Handlers } from "./types.ts";

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: DATE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "YYYY-MM-DD" of an instant in America/Caracas. */
export const caracasDay = (ms: number): string => dayFormat.format(new Date(ms));

/** Monday to Sunday of the week holding `day` (calendar arithmetic on the date itself). */
export function weekOf(day: string): string[] {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const weekday = (new Date(noon).getUTCDay() + 6) % 7; // Monday 0
  return Array.from({ length: 7 }, (_, i) => new Date(noon + (i - weekday) * DAY_MS).toISOString().slice(0, 10));
}

/** The activity window and bonus (admin "signin" sets them); by default open from the seed for a year, ₹/$ 5. */
export function signinSetting(ctx: Ctx): { start_at: string; end_at: string; bonus: number } {
  const raw = getMeta(ctx.db, "signin_setting");
  if (raw) {
    try {
      return JSON.parse(raw) as { start_at: string; end_at: string; bonus: number };
    } catch {
      // fall through to the default
    }
  }
  const seeded = Date.parse(getMeta(ctx.db, "seeded") ?? "") || sandboxNow();
  return {
    start_at: new Date(seeded - DAY_MS).toISOString(),
    end_at: new Date(seeded + 365 * DAY_MS).toISOString(),
    bonus: 5,
  };
}

function infoOf(ctx: Ctx, m: MemberRow, now: number) {
  const s = signinSetting(ctx);
  const today = caracasDay(now);
  const week = weekOf(today);
  const signed = new Set(
    (
      ctx.db
        .prepare("SELECT day FROM signins WHERE member_id = ? AND day >= ? AND day <= ?")
        .all(m.id, week[0]!, week[6]!) as { day: string }[]
    ).map((r) => r.day),
  );
  return {
    start_at: s.start_at,
    end_at: s.end_at,
    today,
    signed_today: signed.has(today) ? (1 as const) : (0 as const),
    bonus: s.bonus,
    week: week.map((date) => ({ date, signed: signed.has(date) ? (1 as const) : (0 as const) })),
  };
}

export const signinHandlers = {
  signinInfo: ({ ctx, member }) => ok(infoOf(ctx, need(member), sandboxNow())),
  signin: ({ ctx, member }) => {
    const m = need(member);
    const now = sandboxNow();
    const s = signinSetting(ctx);
    if (now < Date.parse(s.start_at)) return fail(SIGNIN_CODES.notOpen, "the sign-in is not open yet");
    if (now >= Date.parse(s.end_at)) return fail(SIGNIN_CODES.ended, "the sign-in has ended");
    const day = caracasDay(now);
    const amount = toMinor(s.bonus, m.currency);
    const done = transaction(ctx.db, () => {
      const r = ctx.db
        .prepare("INSERT INTO signins (member_id, day, cash, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
        .run(m.id, day, amount, new Date(now).toISOString());
      if (r.changes === 0) return false;
      credit(ctx.db, m, amount, "signin");
      return true;
    });
    if (!done) return fail(SIGNIN_CODES.alreadySigned, "already signed in today");
    emitCash(ctx, m.id);
    return ok({ cash: toMajor(amount, m.currency), date: day });
  },
} satisfies Partial<Handlers>;
