// Wallet: my_cash, one-key transfer back, balance get-back (spec 000 §3, §7, §8; spec 001 §7, §8).
import { toMajor } from "../money.ts";
import { transferAllBack } from "../wallet.ts";
import { providerIcons } from "./catalogue.ts";
import { fail, need, ok, type Handlers, type HandlerArgs } from "./types.ts";

async function back(a: HandlerArgs<"transferAllBack"> | HandlerArgs<"balanceGetBack">) {
  const m = need(a.member);
  const r = await transferAllBack(a.ctx, m);
  const data = { back_total: toMajor(r.back, m.currency), member_cash: toMajor(r.cash, m.currency) };
  return r.code === 100 ? ok(data) : fail(r.code, r.message, data);
}

export const walletHandlers = {
  myCash: ({ ctx, member }) => {
    const m = need(member);
    const rows = ctx.db
      .prepare(
        `SELECT w.gp_id, w.cash, p.gp_name FROM wallets w JOIN providers p ON p.gp_id = w.gp_id
        WHERE w.member_id = ? ORDER BY p.sort`,
      )
      .all(m.id) as { gp_id: string; cash: number; gp_name: string }[];
    const total = rows.reduce((s, r) => s + r.cash, m.cash);
    return ok({
      my_cash_list: rows.map((r) => ({
        gp_id: r.gp_id,
        gp_name: r.gp_name,
        is_light: m.playing_gp_id === r.gp_id ? 1 : 0,
        ...providerIcons(r.gp_id),
        cash: toMajor(r.cash, m.currency),
      })),
      total: toMajor(total, m.currency),
      member_cash: toMajor(m.cash, m.currency),
    });
  },
  transferAllBack: (a) => back(a),
  balanceGetBack: (a) => back(a),
} satisfies Partial<Handlers>;
