// The member's game rounds for /user/Transaction (our extension, src/contract/records.ts): the rounds
// of the token's member only, between two UTC instants, filtered by provider and game type, newest first, with
// totals over every matching round in integer minor units.
import type { CallName, Currency } from "../../src/contract/index.ts";
import { fail, need, ok, type Handlers } from "./types.ts";

interface RoundRow {
  id: number;
  at: string;
  gp_id: string;
  gp_name: string | null;
  game_id: number | null;
  game_name: string | null;
  game_type: number;
  bet: number;
  win: number;
  balance_after: number;
}

export const recordsHandlers = {
  gameRecords: ({ body, ctx, member }) => {
    const m = need(member);
    // Rounds are stored with toISOString (UTC, "Z"): compare in the same form.
    const from = new Date(body.start_at).toISOString();
    const to = new Date(body.end_at).toISOString();
    if (!(from < to)) return fail(422, "end_at: must be after start_at");
    const where = ["r.member_id = ?", "r.at >= ?", "r.at < ?"];
    const args: (string | number)[] = [m.id, from, to];
    if (body.gp_id !== undefined) {
      where.push("r.gp_id = ?");
      args.push(body.gp_id);
    }
    if (body.game_type !== undefined) {
      where.push("r.game_type = ?");
      args.push(body.game_type);
    }
    const sqlWhere = where.join(" AND ");
    const sum = ctx.db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(r.bet), 0) AS bet, COALESCE(SUM(r.win), 0) AS win FROM game_rounds r WHERE ${sqlWhere}`,
      )
      .get(...args) as { n: number; bet: number; win: number };
    const rows = ctx.db
      .prepare(
        `SELECT r.id, r.at, r.gp_id, p.gp_name, r.game_id, g.game_name, r.game_type, r.bet, r.win, r.balance_after
         FROM game_rounds r LEFT JOIN providers p ON p.gp_id = r.gp_id LEFT JOIN games g ON g.id = r.game_id
         WHERE ${sqlWhere} ORDER BY r.at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, body.count, (body.page - 1) * body.count) as unknown as RoundRow[];
    const providers = ctx.db.prepare("SELECT gp_id, gp_name FROM providers ORDER BY sort, gp_id").all() as {
      gp_id: string;
      gp_name: string;
    }[];
    return ok({
      currency: m.currency as Currency,
      list: rows.map((r) => ({ ...r, gp_name: r.gp_name ?? r.gp_id })),
      total_count: sum.n,
      page: body.page,
      totals: { bet: sum.bet, win: sum.win },
      providers,
    });
  },
} satisfies Pick<Handlers, Extract<CallName, "gameRecords">>;
