// The one place money moves (DESIGN budget "no lost or doubled money"; spec 000 §4 wallet). A move takes an
// amount from one pot and puts it in another: it updates both balances, writes the member's ledger rows and checks
// the money invariant, all in one BEGIN IMMEDIATE transaction (the caller's, or its own). wallet.ts (transfers,
// game rounds, credits) and funds.ts (deposits, withdrawals) both move money only through here.
//
// The invariant: a move changes the member's worth (main wallet + provider wallets + withdrawal hold) plus the
// house of the member's currency by exactly the money that entered from or left to the outside (a deposit, a
// paid withdrawal), and leaves no member pot negative. A move that breaks it throws, and the transaction rolls back.
import { sandboxNowIso } from "./clock.ts";
import { transaction, type Db } from "./db/index.ts";

/** Where money sits. Member pots (main, wallet, hold) write ledger rows; house and outside are counterparties. */
export type Pot =
  /** The member's main wallet (members.cash; ledger gp_id NULL). */
  | { kind: "main" }
  /** A provider wallet (wallets row; ledger gp_id = the provider). */
  | { kind: "wallet"; gpId: string }
  /** Pending withdrawals (ledger gp_id "pending"; the sum of its rows is the hold). */
  | { kind: "hold" }
  /** The house of the member's currency: counterparty of game rounds, bonuses and red envelopes. */
  | { kind: "house" }
  /** Outside the system: deposits enter from it, paid withdrawals leave to it. */
  | { kind: "outside" };

export type LedgerReason =
  | "transfer_in"
  | "transfer_out"
  | "transfer_back"
  | "game_round"
  | "deposit"
  | "red_envelope"
  | "signin"
  | "recommend_award"
  | "recommend_bonus"
  | "withdraw_hold"
  | "withdraw_paid"
  | "withdraw_return"
  /** An agent's transfer to or recall from a direct member (sandbox/agent/transfer.ts): two moves through the house. */
  | "agent_transfer"
  /** A paid weekly agent commission, from the house (sandbox/agent/statements.ts). */
  | "agent_commission";

export interface Move {
  memberId: number;
  from: Pot;
  to: Pot;
  /** Minor units; may be negative (a game round the member won moves money from the house to the wallet). */
  amount: number;
  reason: LedgerReason;
}

export const MAIN: Pot = { kind: "main" };
export const HOLD: Pot = { kind: "hold" };
export const HOUSE: Pot = { kind: "house" };
export const OUTSIDE: Pot = { kind: "outside" };
export const wallet = (gpId: string): Pot => ({ kind: "wallet", gpId });

/** A move that would break the money invariant (never reaches the database). */
export class LedgerInvariantError extends Error {
  override name = "LedgerInvariantError";
}

interface Worth {
  main: number;
  wallets: number;
  hold: number;
  house: number;
  /** Lowest provider wallet. */
  lowestWallet: number;
}

function worthOf(db: Db, memberId: number, currency: string): Worth {
  const w = db
    .prepare(
      `SELECT
        (SELECT cash FROM members WHERE id = :m) AS main,
        (SELECT COALESCE(SUM(cash), 0) FROM wallets WHERE member_id = :m) AS wallets,
        (SELECT COALESCE(MIN(cash), 0) FROM wallets WHERE member_id = :m) AS lowestWallet,
        (SELECT COALESCE(SUM(delta), 0) FROM ledger WHERE member_id = :m AND gp_id = 'pending') AS hold,
        (SELECT COALESCE(cash, 0) FROM house WHERE currency = :c) AS house`,
    )
    .get({ m: memberId, c: currency }) as unknown as Worth;
  return { ...w, house: w.house ?? 0 };
}

const total = (w: Worth) => w.main + w.wallets + w.hold + w.house;

/** How much `pot` changes the member + house system when it receives `amount` (outside is not in the system). */
const inSystem = (pot: Pot, amount: number) => (pot.kind === "outside" ? 0 : amount);

function ledgerGpId(pot: Pot): string | null | undefined {
  if (pot.kind === "main") return null;
  if (pot.kind === "wallet") return pot.gpId;
  if (pot.kind === "hold") return "pending";
  return undefined; // house and outside: no member ledger row
}

function apply(db: Db, memberId: number, currency: string, pot: Pot, delta: number, reason: LedgerReason, at: string) {
  switch (pot.kind) {
    case "main":
      db.prepare("UPDATE members SET cash = cash + ? WHERE id = ?").run(delta, memberId);
      break;
    case "wallet":
      // An upsert's new row is CHECKed before the conflict resolves, so a debit is a plain UPDATE.
      if (delta < 0)
        db.prepare("UPDATE wallets SET cash = cash + ? WHERE member_id = ? AND gp_id = ?").run(
          delta,
          memberId,
          pot.gpId,
        );
      else
        db.prepare(
          `INSERT INTO wallets (member_id, gp_id, cash) VALUES (?, ?, ?)
          ON CONFLICT(member_id, gp_id) DO UPDATE SET cash = cash + excluded.cash`,
        ).run(memberId, pot.gpId, delta);
      break;
    case "house":
      db.prepare("UPDATE house SET cash = cash + ? WHERE currency = ?").run(delta, currency);
      break;
    case "hold": // the ledger row below is the hold
    case "outside":
      break;
  }
  const gpId = ledgerGpId(pot);
  if (gpId !== undefined)
    db.prepare("INSERT INTO ledger (member_id, gp_id, delta, reason, at) VALUES (?, ?, ?, ?, ?)").run(
      memberId,
      gpId,
      delta,
      reason,
      at,
    );
}

function moveNow(db: Db, m: Move): void {
  if (!Number.isSafeInteger(m.amount)) throw new LedgerInvariantError(`amount ${m.amount} is not whole minor units`);
  if (m.from.kind === "outside" && m.to.kind === "outside") throw new LedgerInvariantError("outside to outside");
  const member = db.prepare("SELECT currency FROM members WHERE id = ?").get(m.memberId) as
    { currency: string } | undefined;
  if (!member) throw new LedgerInvariantError(`no member ${m.memberId}`);
  const before = worthOf(db, m.memberId, member.currency);
  const at = sandboxNowIso();
  apply(db, m.memberId, member.currency, m.from, -m.amount, m.reason, at);
  apply(db, m.memberId, member.currency, m.to, m.amount, m.reason, at);
  const after = worthOf(db, m.memberId, member.currency);
  const expected = inSystem(m.to, m.amount) - inSystem(m.from, m.amount);
  if (total(after) - total(before) !== expected)
    throw new LedgerInvariantError(`${m.reason}: money changed by ${total(after) - total(before)}, not ${expected}`);
  if (after.main < 0 || after.lowestWallet < 0 || after.hold < 0)
    throw new LedgerInvariantError(`${m.reason}: a balance of member ${m.memberId} would be negative`);
}

/**
 * Moves `amount` from one pot to another (see the module comment). Joins the caller's transaction when there is
 * one, so that the move commits or rolls back with the rest of the caller's work; otherwise runs in its own.
 */
export function move(db: Db, m: Move): void {
  if (db.isTransaction) moveNow(db, m);
  else transaction(db, () => moveNow(db, m));
}
