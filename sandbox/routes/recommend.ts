// The recommend-a-friend pages (issue 11; our extension, src/contract/recommend.ts). A friend is a member who
// registered with this member's recommend code (a recommendations row, written by /register). Awards are the recommend_awards rows of the pair. Every answer is about the token's member
// only; a member not admitted to the programme (spec 001 §6) is refused with RECOMMEND_CODES.notAvailable.
import { RECOMMEND_CODES, type CallName, type Currency } from "../../src/contract/index.ts";
import type { Ctx, MemberRow } from "../context.ts";
import { randomToken } from "../crypto.ts";
import { fail, need, ok, type Handlers, type Reply } from "./types.ts";

interface FriendRow {
  member_account: string;
  created_at: string;
  deposit_times: number;
  award: number;
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

const FRIENDS = `SELECT f.account AS member_account, f.created_at, f.deposit_times,
  COALESCE((SELECT SUM(a.amount) FROM recommend_awards a WHERE a.member_id = ? AND a.friend_id = f.id), 0) AS award
  FROM recommendations r JOIN members f ON f.id = r.friend_id WHERE r.member_id = ?`;

function friendsCount(ctx: Ctx, m: MemberRow): number {
  return (ctx.db.prepare("SELECT COUNT(*) AS n FROM recommendations WHERE member_id = ?").get(m.id) as { n: number }).n;
}

function friendOut(r: FriendRow) {
  return {
    member_account: r.member_account,
    registered_at: r.created_at,
    has_deposited: r.deposit_times > 0 ? (1 as const) : (0 as const),
    award: r.award,
  };
}

function awardTotal(ctx: Ctx, m: MemberRow): number {
  return (
    ctx.db.prepare("SELECT COALESCE(SUM(amount), 0) AS t FROM recommend_awards WHERE member_id = ?").get(m.id) as {
      t: number;
    }
  ).t;
}

function refuse(): Reply {
  return fail(RECOMMEND_CODES.notAvailable, "the recommend programme is not open to this member");
}

export const recommendHandlers = {
  recommendInfo: ({ ctx, member }) => {
    const m = need(member);
    if (!admitted(m)) return refuse();
    return ok({
      recommend_code: codeOf(ctx, m),
      currency: m.currency as Currency,
      friends_count: friendsCount(ctx, m),
      award_total: awardTotal(ctx, m),
    });
  },
  recommendRecord: ({ body, ctx, member }) => {
    const m = need(member);
    if (!admitted(m)) return refuse();
    const rows = ctx.db
      .prepare(`${FRIENDS} ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`)
      .all(m.id, m.id, body.count, (body.page - 1) * body.count) as unknown as FriendRow[];
    return ok({
      currency: m.currency as Currency,
      list: rows.map(friendOut),
      total_count: friendsCount(ctx, m),
      award_total: awardTotal(ctx, m),
    });
  },
  recommendSearch: ({ body, ctx, member }) => {
    const m = need(member);
    if (!admitted(m)) return refuse();
    // A prefix match among this member's friends only; LIKE wildcards in the input are escaped.
    const like = `${body.member_account.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = ctx.db
      .prepare(`${FRIENDS} AND f.account LIKE ? ESCAPE '\\' ORDER BY f.account LIMIT 50`)
      .all(m.id, m.id, like) as unknown as FriendRow[];
    return ok({ currency: m.currency as Currency, list: rows.map(friendOut) });
  },
} satisfies Pick<Handlers, Extract<CallName, "recommendInfo" | "recommendRecord" | "recommendSearch">>;
