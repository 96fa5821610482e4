// Money movements of the wallet: transfers between the main and provider wallets, game rounds and credits. Each
// goes through ledger.ts move (balances, ledger rows and the money invariant in one transaction); the house row per
// currency is the counterparty of game rounds and bonuses, so members + house is constant except for deposits
// (money entering from outside, ledger reason "deposit").
import { EVENTS, TRANSFER_BACK_CODES } from "../src/contract/index.ts";
import type { Ctx, MemberRow } from "./context.ts";
import { memberById } from "./context.ts";
import { transaction, type Db } from "./db/index.ts";
import { HOUSE, MAIN, move, OUTSIDE, wallet } from "./ledger.ts";
import { toMajor } from "./money.ts";
import { inMaintenance, providerById } from "./routes/catalogue.ts";
import { betRefusal, type LimitRefused } from "./limits.ts";
import { memberNow } from "./member-clock.ts";

/** Members with a transfer under way: a second transfer answers 104 instead of racing (double-click guard). */
const busy = new WeakMap<Db, Set<number>>();

function busySet(db: Db): Set<number> {
  let s = busy.get(db);
  if (!s) busy.set(db, (s = new Set()));
  return s;
}

export function walletTotal(db: Db, memberId: number): number {
  const row = db.prepare("SELECT COALESCE(SUM(cash), 0) AS s FROM wallets WHERE member_id = ?").get(memberId) as {
    s: number;
  };
  return row.s;
}

export function emitCash(ctx: Ctx, memberId: number): void {
  const m = memberById(ctx.db, memberId);
  if (!m) return;
  const total = m.cash + walletTotal(ctx.db, memberId);
  ctx.emit.toMember(memberId, EVENTS.memberCash.name, {
    cash: toMajor(m.cash, m.currency),
    total: toMajor(total, m.currency),
  });
}

export interface TransferBackResult {
  code: number;
  message: string;
  back: number;
  cash: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One-key transfer back (spec 000 §4, §8): every provider balance to the main wallet, atomically.
 * Providers in maintenance keep their balance. Codes: TRANSFER_BACK_CODES.
 */
export async function transferAllBack(ctx: Ctx, member: MemberRow): Promise<TransferBackResult> {
  const set = busySet(ctx.db);
  const base = { back: 0, cash: member.cash };
  if (member.wallet_status === 0)
    return { ...base, code: TRANSFER_BACK_CODES.walletLocked, message: "wallet is locked" };
  if (set.has(member.id))
    return { ...base, code: TRANSFER_BACK_CODES.inProgress, message: "a transfer is in progress" };
  set.add(member.id);
  try {
    await sleep(2); // the platform asks each provider; keeps the guard meaningful
    const result = transaction(ctx.db, () => {
      const m = memberById(ctx.db, member.id);
      if (!m) throw new Error("member vanished");
      if (m.playing_gp_id)
        return { code: TRANSFER_BACK_CODES.gamePlaying, message: "a game is being played", back: 0, cash: m.cash };
      const rows = ctx.db.prepare("SELECT gp_id, cash FROM wallets WHERE member_id = ? AND cash > 0").all(m.id) as {
        gp_id: string;
        cash: number;
      }[];
      if (rows.length === 0)
        return {
          code: TRANSFER_BACK_CODES.nothingToTransfer,
          message: "nothing to transfer back",
          back: 0,
          cash: m.cash,
        };
      let back = 0;
      let skipped = 0;
      for (const r of rows) {
        const p = providerById(ctx.db, r.gp_id);
        if (!p || inMaintenance(p)) {
          skipped++;
          continue;
        }
        move(ctx.db, { memberId: m.id, from: wallet(r.gp_id), to: MAIN, amount: r.cash, reason: "transfer_back" });
        back += r.cash;
      }
      if (back === 0 && skipped > 0) {
        return {
          code: TRANSFER_BACK_CODES.providerMaintenance,
          message: "provider in maintenance",
          back: 0,
          cash: m.cash,
        };
      }
      return { code: 100, message: "success", back, cash: m.cash + back };
    });
    if (result.code === 100) {
      ctx.emit.toMember(member.id, EVENTS.allTransferBack.name, { cash: toMajor(result.cash, member.currency) });
      emitCash(ctx, member.id);
    }
    return result;
  } finally {
    set.delete(member.id);
  }
}

/** Moves the whole main wallet into a provider wallet (auto-transfer at game start). */
export function transferIn(db: Db, memberId: number, gpId: string): number {
  const m = memberById(db, memberId);
  if (!m || m.cash === 0) return 0;
  move(db, { memberId, from: MAIN, to: wallet(gpId), amount: m.cash, reason: "transfer_in" });
  return m.cash;
}

/** Moves one provider wallet back to the main wallet (game quit). */
export function transferOut(db: Db, memberId: number, gpId: string): number {
  const row = db.prepare("SELECT cash FROM wallets WHERE member_id = ? AND gp_id = ?").get(memberId, gpId) as
    { cash: number } | undefined;
  if (!row || row.cash === 0) return 0;
  move(db, { memberId, from: wallet(gpId), to: MAIN, amount: row.cash, reason: "transfer_out" });
  return row.cash;
}

/** Credits the main wallet from the house (red envelope, sign-in, recommend awards) or from outside (deposit). */
export function credit(
  db: Db,
  member: MemberRow,
  amount: number,
  reason: "deposit" | "red_envelope" | "signin" | "recommend_award" | "recommend_bonus",
): void {
  move(db, { memberId: member.id, from: reason === "deposit" ? OUTSIDE : HOUSE, to: MAIN, amount, reason });
}

export interface RoundResult {
  ok: boolean;
  message: string;
  bet: number;
  win: number;
  balance: number;
  reels: string[];
  /** The member's wager or loss limit refused the bet (sandbox/limits.ts); nothing moved. */
  limit?: LimitRefused;
}

const SYMBOLS = ["🍒", "🍋", "🔔", "⭐", "7", "💎"];

/** One slot round against a provider wallet: debit the bet, credit the win, house is the counterparty. */
export function playRound(
  db: Db,
  memberId: number,
  gpId: string,
  bet: number,
  rand: () => number = Math.random,
  game: { id: number | null; type: number } = { id: null, type: 2 },
): RoundResult {
  // Joins the caller's transaction when there is one (the agent seed writes its history in one), as move() does.
  const inTx = (fn: () => RoundResult) => (db.isTransaction ? fn() : transaction(db, fn));
  return inTx(() => {
    const m = memberById(db, memberId);
    const row = db.prepare("SELECT cash FROM wallets WHERE member_id = ? AND gp_id = ?").get(memberId, gpId) as
      { cash: number } | undefined;
    const balance = row?.cash ?? 0;
    if (!m || bet <= 0 || balance < bet)
      return { ok: false, message: "insufficient balance", bet, win: 0, balance, reels: [] };
    // The member's wager and loss limits, read in the round's own transaction.
    const over = betRefusal(db, m, bet);
    if (over) return { ok: false, message: over.message, bet, win: 0, balance, reels: [], limit: over };
    const reels = [0, 1, 2].map(() => SYMBOLS[Math.floor(rand() * SYMBOLS.length)] ?? "7");
    const [a, b, c] = reels;
    const win = a === b && b === c ? bet * (a === "💎" ? 50 : a === "7" ? 20 : 10) : a === b || b === c ? bet * 2 : 0;
    // One ledger row of the round's net (win - bet): the house takes the bet and pays the win.
    move(db, { memberId, from: wallet(gpId), to: HOUSE, amount: bet - win, reason: "game_round" });
    db.prepare(
      `INSERT INTO game_rounds (member_id, gp_id, game_id, game_type, bet, win, balance_after, at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      memberId,
      gpId,
      game.id,
      game.type,
      bet,
      win,
      balance - bet + win,
      new Date(memberNow(db, memberId)).toISOString(),
    );
    return { ok: true, message: "success", bet, win, balance: balance - bet + win, reels };
  });
}
