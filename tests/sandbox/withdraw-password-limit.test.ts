// The withdraw-password attempt limit (brief centre2; src/contract/funds.ts WITHDRAW_PASSWORD_LIMIT, our
// extension): a 4-digit password cannot be guessed forever. Five wrong answers in a row lock every call that
// checks it (withdrawal, binding and removing an account, changing the password) for 30 minutes, the right one
// included, with no balance change; a right answer before that resets the count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUNDS_CODES, WITHDRAW_PASSWORD_CODES, WITHDRAW_PASSWORD_LIMIT } from "../../src/contract/index.ts";
import { memberByAccount } from "../../sandbox/context.ts";
import { openDb } from "../../sandbox/db/index.ts";
import { checkWithdrawPin } from "../../sandbox/withdraw-password.ts";
import { changeWithdrawPassword, registerMember, startSandbox, type Harness } from "./helpers.ts";
import { sandboxNow } from "../../sandbox/clock.ts";

let h: Harness;
let seq = 0;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

/** A new USD member with withdraw password 1234, $100 in the main wallet and one bound bank account. */
async function member(): Promise<{ account: string; auth: Record<string, string>; accountId: number }> {
  seq += 1;
  const { account, token } = await registerMember(h, "wp", { withdraw_password: "1234" });
  const auth = h.bearer(token);
  const d = await h.post(
    "/api/member/deposit/store",
    { method: "bank", amount: "100", request_id: `wp-deposit-${seq}` },
    auth,
  );
  await h.raw(d.body.apiResponseData.pay_url as string, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "outcome=paid",
  });
  const b = await h.post(
    "/api/member/bank_account/store",
    {
      kind: "bank",
      holder_name: "Pin Tester",
      bank_name: "Test Bank",
      account_number: `ACC${seq}99887766`,
      account_number_confirm: `ACC${seq}99887766`,
      withdraw_password: "1234",
    },
    auth,
  );
  expect(b.body.code, b.body.message).toBe(100);
  return { account, auth, accountId: b.body.apiResponseData.id as number };
}

let rid = 0;
const withdraw = (m: { auth: Record<string, string>; accountId: number }, pin: string) =>
  h.post(
    "/api/member/withdraw/store",
    { bank_account_id: m.accountId, amount: "20", withdraw_password: pin, request_id: `wp-withdraw-${++rid}` },
    m.auth,
  );
const cash = async (account: string) => (await h.admin("member", { account })).body.apiResponseData.cash as number;

describe("withdraw password attempt limit (our extension Withdrawal security)", () => {
  it("five wrong answers lock withdrawals, account removal and the password change; nothing moves", async () => {
    const m = await member();
    const before = await cash(m.account);
    expect(before).toBe(10_000);
    const left: unknown[] = [];
    for (let i = 0; i < WITHDRAW_PASSWORD_LIMIT.attempts - 1; i++) {
      const r = await withdraw(m, "9999");
      expect(r.body.code).toBe(FUNDS_CODES.wrongWithdrawPassword);
      left.push(r.body.apiResponseData);
    }
    expect(left).toEqual([{ attempts_left: 4 }, { attempts_left: 3 }, { attempts_left: 2 }, { attempts_left: 1 }]);
    const fifth = await withdraw(m, "9999");
    expect(fifth.body.code).toBe(FUNDS_CODES.withdrawPasswordLocked);
    const until = Date.parse(fifth.body.apiResponseData.locked_until as string);
    expect(until - sandboxNow()).toBeGreaterThan(29 * 60_000);
    expect(until - sandboxNow()).toBeLessThanOrEqual(30 * 60_000);
    // locked: the right password is refused too, everywhere it is checked
    const right = await withdraw(m, "1234");
    expect(right.body.code).toBe(FUNDS_CODES.withdrawPasswordLocked);
    expect(right.body.apiResponseData).toEqual(fifth.body.apiResponseData);
    const remove = await h.post(
      "/api/member/bank_account/destroy",
      { id: m.accountId, withdraw_password: "1234" },
      m.auth,
    );
    expect(remove.body.code).toBe(FUNDS_CODES.withdrawPasswordLocked);
    const change = await changeWithdrawPassword(h, m.auth, "1234", "5678");
    expect(change.body.code).toBe(WITHDRAW_PASSWORD_CODES.locked);
    expect(await cash(m.account)).toBe(before);
    expect((await h.post("/api/member/bank_account/list", {}, m.auth)).body.apiResponseData.list).toHaveLength(1);
    // another member is not affected
    const other = await member();
    expect((await withdraw(other, "1234")).body.code).toBe(100);
  });

  it("a right answer resets the count; wrong old passwords on the change form count too", async () => {
    const m = await member();
    for (let i = 0; i < 4; i++) expect((await withdraw(m, "0000")).body.code).toBe(FUNDS_CODES.wrongWithdrawPassword);
    expect((await withdraw(m, "1234")).body.code).toBe(100);
    const wrongOld = await changeWithdrawPassword(h, m.auth, "0000", "5678");
    expect(wrongOld.body.code).toBe(WITHDRAW_PASSWORD_CODES.oldWrong);
    expect(wrongOld.body.apiResponseData).toEqual({ attempts_left: 4 });
  });

  it("the lock ends after 30 minutes and the count starts again", () => {
    const db = openDb(":memory:");
    const demo = memberByAccount(db, "demo01");
    if (!demo) throw new Error("no demo01");
    const t0 = Date.UTC(2026, 0, 1, 12, 0);
    for (let i = 0; i < 4; i++) expect(checkWithdrawPin(db, demo, "0000", t0 + i)).toMatchObject({ problem: "wrong" });
    expect(checkWithdrawPin(db, demo, "0000", t0 + 5)).toEqual({
      ok: false,
      problem: "locked",
      locked_until: new Date(t0 + 5 + 30 * 60_000).toISOString(),
    });
    expect(checkWithdrawPin(db, demo, "1234", t0 + 29 * 60_000)).toMatchObject({ problem: "locked" });
    expect(checkWithdrawPin(db, demo, "0000", t0 + 31 * 60_000)).toEqual({
      ok: false,
      problem: "wrong",
      attempts_left: 4,
    });
    expect(checkWithdrawPin(db, demo, "1234", t0 + 31 * 60_000 + 1)).toEqual({ ok: true });
    db.close();
  });
});
