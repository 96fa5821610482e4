// The money invariant exists once (sandbox/ledger.ts move) and both money paths go through it: the wallet's
// transfers, game rounds and credits (sandbox/wallet.ts, spec 000 §4) and the funds' deposits and withdrawals
// (sandbox/funds.ts). Money is conserved: members + provider wallets + held withdrawals + house changes only by
// deposits (in) and paid withdrawals (out); no balance goes negative; a move that would break it changes nothing.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Ctx, MemberRow } from "../../sandbox/context.ts";
import { memberByAccount } from "../../sandbox/context.ts";
import { openDb, type Db } from "../../sandbox/db/index.ts";
import { bindAccount, createDeposit, createWithdrawal, decideWithdrawal, settleDeposit } from "../../sandbox/funds.ts";
import { HOUSE, LedgerInvariantError, MAIN, move, OUTSIDE, wallet } from "../../sandbox/ledger.ts";
import { credit, playRound, transferAllBack, transferIn, transferOut } from "../../sandbox/wallet.ts";

let db: Db;
let ctx: Ctx;
beforeEach(() => {
  db = openDb(":memory:");
  const emit = { toMember() {}, toCurrency() {}, toPublic() {}, dropTokens() {} };
  ctx = { db, emit } as unknown as Ctx;
});
afterEach(() => db.close());

const one = <T>(sql: string, ...args: (string | number)[]) => db.prepare(sql).get(...args) as T;

/** Everything the system holds in a currency (minor units). */
function systemTotal(currency = "INR"): number {
  return one<{ s: number }>(
    `SELECT
      (SELECT COALESCE(SUM(cash), 0) FROM members WHERE currency = :c)
      + (SELECT COALESCE(SUM(w.cash), 0) FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.currency = :c)
      + (SELECT COALESCE(SUM(l.delta), 0) FROM ledger l JOIN members m ON m.id = l.member_id
         WHERE l.gp_id = 'pending' AND m.currency = :c)
      + (SELECT cash FROM house WHERE currency = :c) AS s`.replaceAll(":c", "'" + currency + "'"),
  ).s;
}
const fresh = (account: string) => memberByAccount(db, account) as MemberRow;
const cash = (account: string) => fresh(account).cash;
const walletCash = (account: string, gpId: string) =>
  one<{ cash: number } | undefined>(
    "SELECT cash FROM wallets WHERE member_id = ? AND gp_id = ?",
    fresh(account).id,
    gpId,
  )?.cash ?? 0;
const ledgerRows = () => one<{ n: number }>("SELECT COUNT(*) AS n FROM ledger").n;
/** The main wallet's ledger rows (gp_id NULL) sum to every change of members.cash. */
const mainLedger = (account: string) =>
  one<{ s: number }>(
    "SELECT COALESCE(SUM(delta), 0) AS s FROM ledger WHERE member_id = ? AND gp_id IS NULL",
    fresh(account).id,
  ).s;
const noNegative = () => {
  expect(one<{ n: number }>("SELECT COUNT(*) AS n FROM members WHERE cash < 0").n).toBe(0);
  expect(one<{ n: number }>("SELECT COUNT(*) AS n FROM wallets WHERE cash < 0").n).toBe(0);
};

describe("one ledger write for both money paths", () => {
  it("wallet path (spec 000 §4): transfer in, 50 game rounds, transfer out, transfer back and bonuses conserve money", async () => {
    const total = systemTotal();
    const startCash = cash("demo01");
    const startLedger = mainLedger("demo01");
    const m = fresh("demo01");
    const moved = transferIn(db, m.id, "GPJL");
    expect(moved).toBe(startCash);
    expect(cash("demo01")).toBe(0);
    let seed = 7;
    const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 50; i++) playRound(db, m.id, "GPJL", 100 + i, rand);
    expect(systemTotal()).toBe(total);
    transferOut(db, m.id, "GPJL");
    expect(walletCash("demo01", "GPJL")).toBe(0);
    const back = await transferAllBack(ctx, fresh("demo01"));
    expect(back.code).toBe(100);
    credit(db, fresh("demo01"), 5_000, "signin"); // from the house: no money created
    expect(systemTotal()).toBe(total);
    credit(db, fresh("demo01"), 7_000, "deposit"); // from outside: exactly the deposit enters
    expect(systemTotal()).toBe(total + 7_000);
    expect(mainLedger("demo01") - startLedger).toBe(cash("demo01") - startCash);
    noNegative();
  });

  it("funds path: a deposit adds exactly its amount; a held, a rejected and a paid withdrawal conserve money", () => {
    const total = systemTotal();
    const m = fresh("demo01");
    const startCash = m.cash;
    const startLedger = mainLedger("demo01");
    const bound = bindAccount(ctx, m, {
      kind: "upi",
      holder_name: "Demo Player",
      upi_id: "demo.player@okaxis",
      withdraw_password: "1234",
    });
    expect(bound.code).toBe(100);
    const deposit = createDeposit(ctx, m, { method: "upi", amount: "1000", request_id: "deposit-1" });
    expect(deposit.code).toBe(100);
    expect(settleDeposit(ctx, deposit.data?.order_number ?? "", "paid").code).toBe(100);
    expect(systemTotal()).toBe(total + 100_000);
    // the same settlement again moves nothing
    expect(settleDeposit(ctx, deposit.data?.order_number ?? "", "paid").code).not.toBe(100);
    expect(systemTotal()).toBe(total + 100_000);

    const withdraw = (request_id: string) =>
      createWithdrawal(ctx, fresh("demo01"), {
        bank_account_id: bound.data?.id ?? 0,
        amount: "200",
        withdraw_password: "1234",
        request_id,
      });
    const held = withdraw("withdraw-1");
    expect(held.code).toBe(100);
    expect(cash("demo01")).toBe(startCash + 100_000 - 20_000);
    expect(systemTotal()).toBe(total + 100_000); // held, still in the system
    expect(decideWithdrawal(ctx, held.data?.order_number ?? "", "rejected").code).toBe(100);
    expect(systemTotal()).toBe(total + 100_000);
    expect(cash("demo01")).toBe(startCash + 100_000);
    const paid = withdraw("withdraw-2");
    expect(decideWithdrawal(ctx, paid.data?.order_number ?? "", "paid").code).toBe(100);
    expect(systemTotal()).toBe(total + 100_000 - 20_000); // exactly the paid amount left
    expect(mainLedger("demo01") - startLedger).toBe(cash("demo01") - startCash);
    noNegative();
  });

  it("a move that would overdraw, use a fraction of a minor unit or debit a missing wallet throws and changes nothing", () => {
    const m = fresh("demo01");
    const total = systemTotal();
    const rows = ledgerRows();
    const before = cash("demo01");
    expect(() =>
      move(db, { memberId: m.id, from: MAIN, to: wallet("GPJL"), amount: before + 1, reason: "transfer_in" }),
    ).toThrow();
    expect(() => move(db, { memberId: m.id, from: HOUSE, to: MAIN, amount: 0.5, reason: "signin" })).toThrow(
      LedgerInvariantError,
    );
    expect(() =>
      move(db, { memberId: m.id, from: wallet("GPNOPE"), to: MAIN, amount: 10, reason: "transfer_out" }),
    ).toThrow(LedgerInvariantError);
    expect(() => move(db, { memberId: m.id, from: OUTSIDE, to: OUTSIDE, amount: 10, reason: "deposit" })).toThrow(
      LedgerInvariantError,
    );
    expect([systemTotal(), ledgerRows(), cash("demo01")]).toEqual([total, rows, before]);
    expect(db.isTransaction).toBe(false);
  });
});
