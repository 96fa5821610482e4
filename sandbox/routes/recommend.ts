// The recommend-a-friend pages (our extension, src/contract/recommend.ts). A friend is a member who
// registered with this member's recommend code (a recommendations row, written by /register). Awards are the
// recommend_awards rows of the pair, granted by grantRecommendAwards when the friend's deposit is paid and held
// until the friend has wagered the programme's amount (releaseRecommendAwards, after each game round): friends
// made up to farm awards would have to play the money first (security). Every answer is about the
// token's member only; a member not admitted to the programme (spec 001 §6) is refused with
// RECOMMEND_CODES.notAvailable.
import { sandboxNowIso } from "../clock.ts";
import { CURRENCY_MINOR_DIGITS, RECOMMEND_CODES, type CallName, type Currency } from "../../src/contract/index.ts";
import { memberById, type Ctx, type MemberRow } from "../context.ts";
import { randomToken } from "../crypto.ts";
import { getMeta, setMeta, type Db } from "../db/index.ts";
import { credit } from "../wallet.ts";
import { fail, need, ok, type Handlers, type Reply } from "./types.ts";

interface FriendRow {
  member_account: string;
  created_at: string;
  deposit_times: number;
  award: number;
  held: number;
}

/** spec 001 §6 as the sandbox answers its two checks (routes/member.ts bonusSettingCheck, applyForAgentCheck). */
function admitted(m: MemberRow): boolean {
  const isFriend = m.currency === "INR" || m.currency === "USD";
  return isFriend && !m.is_agent && !m.introducer_id;
}

/** The member's code, issued on first use for members registered without one. */
function codeOf(ctx: Ctx, m: MemberRow): string {
  if (m.recommend_code) return m.recommend_code;
  for (;;) {
    const code = randomToken(6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
    if (code.length < 6) continue;
    const taken = ctx.db.prepare("SELECT 1 FROM members WHERE recommend_code = ?").get(code);
    if (taken) continue;
    ctx.db.prepare("UPDATE members SET recommend_code = ? WHERE id = ?").run(code, m.id);
    return code;
  }
}

import { MONTHLY_AWARDS, RECOMMEND_AWARD_RULES, RECOMMEND_WAGER_DEFAULT } from "../recommend-rules.ts";

export { MONTHLY_AWARDS, RECOMMEND_AWARD_RULES, RECOMMEND_WAGER_DEFAULT };

const wagerKey = (currency: Currency) => `recommend_wager.${currency}`;

/** The wager a friend of `currency` must reach before awards are paid, in minor units. */
export function recommendWager(db: Db, currency: Currency): number {
  const set = getMeta(db, wagerKey(currency));
  if (set !== undefined && /^\d+$/.test(set)) return Number(set);
  return minorOf(RECOMMEND_WAGER_DEFAULT[currency] ?? 0, currency);
}

/** Sets the wager (minor units) for new awards of `currency` (the admin control `recommend`). */
export function setRecommendWager(db: Db, currency: Currency, minor: number): void {
  setMeta(db, wagerKey(currency), String(minor));
}

/** What a member has wagered in all: the bets of every game round, in minor units. */
function wagered(db: Db, memberId: number): number {
  return (
    db.prepare("SELECT COALESCE(SUM(bet), 0) AS t FROM game_rounds WHERE member_id = ?").get(memberId) as {
      t: number;
    }
  ).t;
}

function minorOf(major: number, currency: Currency): number {
  return Math.round(major * 10 ** CURRENCY_MINOR_DIGITS[currency]);
}

/**
 * Grants the awards a paid deposit of `amount` (minor units) by `friendId` earns, inside the caller's transaction
 * (settleDeposit's BEGIN IMMEDIATE): the award row, and, once the friend has wagered recommendWager, the
 * referrer's and the friend's credits from the house with their ledger rows; before that the row is held
 * (releaseRecommendAwards pays it). The unique (friend_id, rule) index makes a second grant impossible even if two
 * settlements raced. Returns the referrer's id when something was paid (the caller emits member.cash after commit).
 */
export function grantRecommendAwards(db: Db, friendId: number, amount: number): number | null {
  const rec = db.prepare("SELECT member_id FROM recommendations WHERE friend_id = ?").get(friendId) as
    { member_id: number } | undefined;
  if (!rec) return null;
  const friend = memberById(db, friendId);
  const referrer = memberById(db, rec.member_id);
  if (!friend || !referrer || friend.currency !== referrer.currency || !admitted(referrer)) return null;
  const currency = referrer.currency as Currency;
  const monthStart = `${sandboxNowIso().slice(0, 7)}-01T00:00:00.000Z`;
  let granted = false;
  for (const rule of RECOMMEND_AWARD_RULES[currency] ?? []) {
    if (amount < minorOf(rule.minDeposit, currency)) continue;
    const done = db.prepare("SELECT 1 FROM recommend_awards WHERE friend_id = ? AND rule = ?").get(friendId, rule.id);
    if (done) continue;
    const thisMonth = (
      db
        .prepare("SELECT COUNT(DISTINCT friend_id) AS n FROM recommend_awards WHERE member_id = ? AND at >= ?")
        .get(referrer.id, monthStart) as { n: number }
    ).n;
    if (thisMonth >= MONTHLY_AWARDS) continue;
    const award = minorOf(rule.referrer, currency);
    const friendAmount = minorOf(rule.friend, currency);
    const wager = recommendWager(db, currency);
    const held = wagered(db, friendId) < wager ? 1 : 0;
    db.prepare(
      `INSERT INTO recommend_awards (member_id, friend_id, amount, rule, at, held, wager, friend_amount)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(referrer.id, friendId, award, rule.id, sandboxNowIso(), held, wager, friendAmount);
    if (held) continue;
    credit(db, referrer, award, "recommend_award");
    if (friendAmount > 0) credit(db, friend, friendAmount, "recommend_bonus");
    granted = true;
  }
  return granted ? referrer.id : null;
}

/**
 * Pays the held awards of `friendId` whose wager the friend has now reached, inside the caller's transaction:
 * the referrer's award and the friend's bonus, from the house. Returns the members whose main wallet changed
 * (the caller emits member.cash after commit). Called after each game round of the friend.
 */
export function releaseRecommendAwards(db: Db, friendId: number): number[] {
  const rows = db
    .prepare(
      "SELECT id, member_id, amount, wager, friend_amount FROM recommend_awards WHERE friend_id = ? AND held = 1",
    )
    .all(friendId) as { id: number; member_id: number; amount: number; wager: number; friend_amount: number }[];
  if (rows.length === 0) return [];
  const total = wagered(db, friendId);
  const paid = new Set<number>();
  for (const row of rows) {
    if (total < row.wager) continue;
    const referrer = memberById(db, row.member_id);
    const friend = memberById(db, friendId);
    if (!referrer || !friend) continue;
    if (db.prepare("UPDATE recommend_awards SET held = 0 WHERE id = ? AND held = 1").run(row.id).changes !== 1)
      continue;
    credit(db, referrer, row.amount, "recommend_award");
    if (row.friend_amount > 0) credit(db, friend, row.friend_amount, "recommend_bonus");
    paid.add(referrer.id);
    if (row.friend_amount > 0) paid.add(friendId);
  }
  return [...paid];
}

const FRIENDS = `SELECT f.account AS member_account, f.created_at, f.deposit_times,
  COALESCE((SELECT SUM(a.amount) FROM recommend_awards a WHERE a.member_id = ?1 AND a.friend_id = f.id AND a.held = 0), 0)
    AS award,
  COALESCE((SELECT SUM(a.amount) FROM recommend_awards a WHERE a.member_id = ?1 AND a.friend_id = f.id AND a.held = 1), 0)
    AS held
  FROM recommendations r JOIN members f ON f.id = r.friend_id WHERE r.member_id = ?1`;

function friendsCount(ctx: Ctx, m: MemberRow): number {
  return (ctx.db.prepare("SELECT COUNT(*) AS n FROM recommendations WHERE member_id = ?").get(m.id) as { n: number }).n;
}

function friendOut(r: FriendRow) {
  return {
    member_account: r.member_account,
    registered_at: r.created_at,
    has_deposited: r.deposit_times > 0 ? (1 as const) : (0 as const),
    award: r.award,
    award_held: r.held,
  };
}

/** The member's awards: paid, or held until the friend has wagered enough. */
function awardTotal(ctx: Ctx, m: MemberRow, held: 0 | 1 = 0): number {
  return (
    ctx.db
      .prepare("SELECT COALESCE(SUM(amount), 0) AS t FROM recommend_awards WHERE member_id = ? AND held = ?")
      .get(m.id, held) as { t: number }
  ).t;
}

function refuse(): Reply {
  return fail(RECOMMEND_CODES.notAvailable, "the recommend programme is not open to this member");
}

/** The paid and the held award totals, as both the info and the record answers carry them (spec 001 §6). */
function awardTotals(ctx: Ctx, m: MemberRow): { award_total: number; award_held_total: number } {
  return { award_total: awardTotal(ctx, m), award_held_total: awardTotal(ctx, m, 1) };
}

export const recommendHandlers = {
  recommendInfo: ({ ctx, member }) => {
    const m = need(member);
    if (!admitted(m)) return refuse();
    return ok({
      recommend_code: codeOf(ctx, m),
      currency: m.currency as Currency,
      friends_count: friendsCount(ctx, m),
      ...awardTotals(ctx, m),
    });
  },
  recommendRecord: ({ body, ctx, member }) => {
    const m = need(member);
    if (!admitted(m)) return refuse();
    const rows = ctx.db
      .prepare(`${FRIENDS} ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`)
      .all(m.id, body.count, (body.page - 1) * body.count) as unknown as FriendRow[];
    return ok({
      currency: m.currency as Currency,
      list: rows.map(friendOut),
      total_count: friendsCount(ctx, m),
      ...awardTotals(ctx, m),
    });
  },
  recommendSearch: ({ body, ctx, member }) => {
    const m = need(member);
    if (!admitted(m)) return refuse();
    // A prefix match among this member's friends only; LIKE wildcards in the input are escaped.
    const like = `${body.member_account.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = ctx.db
      .prepare(`${FRIENDS} AND f.account LIKE ? ESCAPE '\\' ORDER BY f.account LIMIT 50`)
      .all(m.id, like) as unknown as FriendRow[];
    return ok({ currency: m.currency as Currency, list: rows.map(friendOut) });
  },
} satisfies Pick<Handlers, Extract<CallName, "recommendInfo" | "recommendRecord" | "recommendSearch">>;
