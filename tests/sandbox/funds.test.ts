// Money in and out through the sandbox ("Money rules", "Bad input"; src/contract/funds.ts, our extension):
// bound accounts, deposit and withdrawal state transitions, idempotency, refusals with no balance change, and
// conservation of members + provider wallets + pending withdrawals + house under 100 concurrent movements.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUNDS_CODES } from "../../src/contract/index.ts";
import { startSandbox, type Harness } from "./helpers.ts";
import { BAD_AMOUNTS } from "../samples/amounts.ts";

let h: Harness;
let demo: Record<string, string>;
let agent: Record<string, string>;
beforeAll(async () => {
  h = await startSandbox();
  demo = h.bearer(await h.token("demo01", "demo1234"));
  agent = h.bearer(await h.token("agent01", "agent1234"));
});
afterAll(() => h.close());

interface Totals {
  members: number;
  wallets: number;
  pending_withdrawals: number;
  house: number;
}
async function totals(): Promise<Totals> {
  return (await h.admin("totals")).body.apiResponseData.INR as Totals;
}
const sum = (t: Totals) => t.members + t.wallets + t.pending_withdrawals + t.house;
async function mainWallet(account: string): Promise<number> {
  return (await h.admin("member", { account })).body.apiResponseData.cash as number;
}
let seq = 0;
const rid = () => `test-${Date.now()}-${++seq}`;

async function bindUpi(auth: Record<string, string>, upi: string): Promise<number> {
  const a = await h.post(
    "/api/member/bank_account/store",
    { kind: "upi", holder_name: "Test Holder", upi_id: upi, withdraw_password: "1234" },
    auth,
  );
  expect([a.body.code, a.body.message]).toEqual([100, "success"]);
  return a.body.apiResponseData.id as number;
}

describe("bound accounts (BindAccount)", () => {
  it("binds a UPI id and an Indian bank account, lists them masked, sets the default and removes one", async () => {
    const upi = await bindUpi(demo, "player.one@okaxis");
    const bank = await h.post(
      "/api/member/bank_account/store",
      {
        kind: "bank_in",
        holder_name: "Demo Player",
        account_number: "123456789012",
        account_number_confirm: "123456789012",
        ifsc: "hdfc0001234",
        withdraw_password: "1234",
      },
      demo,
    );
    expect(bank.body.code).toBe(100);
    const list = (await h.post("/api/member/bank_account/list", {}, demo)).body.apiResponseData;
    expect(list.kinds).toEqual(["bank_in", "upi"]);
    const bankId = bank.body.apiResponseData.id as number;
    expect(list.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: upi, kind: "upi", masked: "player.one@okaxis", is_default: 1 }),
        expect.objectContaining({
          id: bankId,
          kind: "bank_in",
          masked: "••••9012",
          label: "HDFC0001234",
          is_default: 0,
        }),
      ]),
    );
    expect((await h.post("/api/member/bank_account/default", { id: bankId }, demo)).body.code).toBe(100);
    const after = (await h.post("/api/member/bank_account/list", {}, demo)).body.apiResponseData.list as {
      id: number;
      is_default: number;
    }[];
    expect(after.find((a) => a.id === bankId)?.is_default).toBe(1);
    expect(after.find((a) => a.id === upi)?.is_default).toBe(0);
    const wrong = await h.post("/api/member/bank_account/destroy", { id: upi, withdraw_password: "9999" }, demo);
    expect(wrong.body.code).toBe(FUNDS_CODES.wrongWithdrawPassword);
    expect(
      (await h.post("/api/member/bank_account/destroy", { id: upi, withdraw_password: "1234" }, demo)).body.code,
    ).toBe(100);
  });

  it("refuses a bad IFSC, a bad UPI id, mismatched account numbers and a foreign kind with the field named", async () => {
    const bad = [
      {
        kind: "bank_in",
        holder_name: "A B",
        account_number: "123456789",
        account_number_confirm: "123456789",
        ifsc: "HDFC1001234",
        withdraw_password: "1234",
      },
      { kind: "upi", holder_name: "A B", upi_id: "no-at-sign", withdraw_password: "1234" },
      {
        kind: "bank_in",
        holder_name: "A B",
        account_number: "123456789",
        account_number_confirm: "123456780",
        ifsc: "HDFC0001234",
        withdraw_password: "1234",
      },
    ];
    const messages = [];
    for (const b of bad) messages.push((await h.post("/api/member/bank_account/store", b, demo)).body);
    expect(messages.map((m) => m.code)).toEqual([422, 422, 422]);
    expect(messages[0]?.message).toContain("ifsc");
    expect(messages[1]?.message).toContain("upi_id");
    expect(messages[2]?.message).toContain("account_confirm");
    const foreign = await h.post(
      "/api/member/bank_account/store",
      {
        kind: "bank",
        holder_name: "A B",
        bank_name: "Chase",
        account_number: "ABC123456",
        account_number_confirm: "ABC123456",
        withdraw_password: "1234",
      },
      demo,
    );
    expect(foreign.body.code).toBe(FUNDS_CODES.kindNotAllowed);
  });

  it("another member's account cannot be made default, removed or withdrawn to", async () => {
    const mine = await bindUpi(demo, "mine.only@okicici");
    expect((await h.post("/api/member/bank_account/default", { id: mine }, agent)).body.code).toBe(
      FUNDS_CODES.accountNotFound,
    );
    // agent01 has no withdraw password: refused before the account is looked at
    expect(
      (await h.post("/api/member/bank_account/destroy", { id: mine, withdraw_password: "1234" }, agent)).body.code,
    ).toBe(FUNDS_CODES.noWithdrawPassword);
    const before = await totals();
    const w = await h.post(
      "/api/member/withdraw/store",
      { bank_account_id: mine, amount: "100", withdraw_password: "1234", request_id: rid() },
      demo,
    );
    expect(w.body.code).toBe(100); // demo01's own account works
    const foreign = await h.post(
      "/api/member/withdraw/store",
      { bank_account_id: mine, amount: "100", withdraw_password: "1234", request_id: rid() },
      agent,
    );
    expect(foreign.body.code).toBe(FUNDS_CODES.accountNotFound);
    expect(sum(await totals())).toBe(sum(before));
  });
});

describe("deposit (Deposit)", () => {
  it("lists INR methods with limits and quick amounts", async () => {
    const m = (await h.post("/api/member/deposit/methods", {}, demo)).body.apiResponseData;
    expect(m.methods.map((x: { method: string }) => x.method)).toEqual(["upi", "bank"]);
    expect(m.methods[0]).toMatchObject({ min: "100.00", max: "100000.00" });
    expect(m.need_bind).toBe(0);
  });

  it("pending → paid through the gateway page credits the wallet once; a double submit is one order", async () => {
    const before = await mainWallet("demo01");
    const t0 = await totals();
    const request_id = rid();
    const [a, b] = await Promise.all([
      h.post("/api/member/deposit/store", { method: "upi", amount: "1,000.50", request_id }, demo),
      h.post("/api/member/deposit/store", { method: "upi", amount: "1,000.50", request_id }, demo),
    ]);
    expect(a.body.code).toBe(100);
    expect(b.body.apiResponseData.order_number).toBe(a.body.apiResponseData.order_number);
    expect(a.body.apiResponseData).toMatchObject({ amount: "1000.50", status: "pending" });
    const payUrl = a.body.apiResponseData.pay_url as string;
    const page = await h.raw(payUrl, { method: "GET" });
    expect(await page.text()).toContain("Confirm payment");
    const paid = await h.raw(payUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=paid",
    });
    expect(await paid.text()).toContain("Payment confirmed");
    // a second confirmation changes nothing
    await h.raw(payUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=paid",
    });
    expect(await mainWallet("demo01")).toBe(before + 100_050);
    expect(sum(await totals())).toBe(sum(t0) + 100_050);
    const rec = (await h.post("/api/member/dw_record", { type: "deposit" }, demo)).body.apiResponseData;
    expect(rec.list[0]).toMatchObject({
      order_number: a.body.apiResponseData.order_number,
      status: "paid",
      amount: "1000.50",
    });
  });

  it("pending → failed leaves the wallet as it was", async () => {
    const before = await mainWallet("demo01");
    const a = await h.post("/api/member/deposit/store", { method: "bank", amount: "600", request_id: rid() }, demo);
    const s = await h.admin("deposit/settle", { order_number: a.body.apiResponseData.order_number, outcome: "failed" });
    expect(s.body.apiResponseData.status).toBe("failed");
    expect(
      (await h.admin("deposit/settle", { order_number: a.body.apiResponseData.order_number, outcome: "paid" })).body
        .code,
    ).toBe(FUNDS_CODES.orderNotPending);
    expect(await mainWallet("demo01")).toBe(before);
  });

  it("refuses bad amounts with a clear code and no order", async () => {
    const cases: [string, string, number][] = [
      // the canonical bad amounts are all one code here, then other notations and this method's limits
      ...BAD_AMOUNTS.map(({ text }): [string, string, number] => ["upi", text, FUNDS_CODES.invalidAmount]),
      ["upi", "abc", FUNDS_CODES.invalidAmount],
      ["upi", "1e5", FUNDS_CODES.invalidAmount],
      ["upi", "100.001", FUNDS_CODES.invalidAmount],
      ["upi", "99.99", FUNDS_CODES.belowMin],
      ["upi", "100000.01", FUNDS_CODES.aboveMax],
      ["bank", "499", FUNDS_CODES.belowMin],
    ];
    const count = async () =>
      (await h.post("/api/member/dw_record", { page_size: 50 }, demo)).body.apiResponseData.total_count as number;
    const n = await count();
    for (const [method, amount, code] of cases) {
      const a = await h.post("/api/member/deposit/store", { method, amount, request_id: rid() }, demo);
      expect([amount, a.body.code]).toEqual([amount, code]);
    }
    expect(await count()).toBe(n);
  });

  it("a member who must bind first is refused until an account is bound (spec 001 §6)", async () => {
    await h.admin("bank-verify", { account: "newbie01", need: 1 });
    const t = h.bearer(await h.token("newbie01", "newbie1234"));
    expect((await h.post("/api/member/deposit/methods", {}, t)).body.apiResponseData.need_bind).toBe(1);
    const a = await h.post("/api/member/deposit/store", { method: "upi", amount: "500", request_id: rid() }, t);
    expect(a.body.code).toBe(FUNDS_CODES.bindRequired);
  });
});

describe("withdrawal (Withdrawal)", () => {
  it("pending holds the money; approve pays it out, reject returns it; member.cash totals stay exact", async () => {
    const account = await bindUpi(demo, "withdraw.me@oksbi");
    const before = await mainWallet("demo01");
    const t0 = await totals();
    const w = await h.post(
      "/api/member/withdraw/store",
      { bank_account_id: account, amount: "250.25", withdraw_password: "1234", request_id: rid() },
      demo,
    );
    expect(w.body.apiResponseData).toMatchObject({ status: "pending", amount: "250.25" });
    expect(await mainWallet("demo01")).toBe(before - 25_025);
    const t1 = await totals();
    expect(t1.pending_withdrawals).toBe(t0.pending_withdrawals + 25_025);
    expect(sum(t1)).toBe(sum(t0));
    const approved = await h.admin("withdraw/approve", { order_number: w.body.apiResponseData.order_number });
    expect(approved.body.apiResponseData.status).toBe("paid");
    expect(sum(await totals())).toBe(sum(t0) - 25_025);
    expect((await h.admin("withdraw/reject", { order_number: w.body.apiResponseData.order_number })).body.code).toBe(
      FUNDS_CODES.orderNotPending,
    );

    const r = await h.post(
      "/api/member/withdraw/store",
      { bank_account_id: account, amount: "300", withdraw_password: "1234", request_id: rid() },
      demo,
    );
    await h.admin("withdraw/reject", { order_number: r.body.apiResponseData.order_number });
    expect(await mainWallet("demo01")).toBe(before - 25_025);
    const rec = (await h.post("/api/member/dw_record", { type: "withdraw", status: "rejected" }, demo)).body
      .apiResponseData;
    expect(rec.list.map((x: { order_number: string }) => x.order_number)).toContain(
      r.body.apiResponseData.order_number,
    );
  });

  it("refuses above the wallet, a wrong withdraw password and bad amounts without moving money", async () => {
    const account = await bindUpi(demo, "refuse.me@okhdfc");
    const before = await totals();
    const wallet = await mainWallet("demo01");
    const tries: [string, string, number][] = [
      ...BAD_AMOUNTS.map(({ text }): [string, string, number] => [text, "1234", FUNDS_CODES.invalidAmount]),
      ["-1", "1234", FUNDS_CODES.invalidAmount],
      ["10.5.5", "1234", FUNDS_CODES.invalidAmount],
      ["1000000", "1234", FUNDS_CODES.aboveMax],
      ["99", "1234", FUNDS_CODES.belowMin],
      ["100", "0000", FUNDS_CODES.wrongWithdrawPassword],
    ];
    for (const [amount, pw, code] of tries) {
      const a = await h.post(
        "/api/member/withdraw/store",
        { bank_account_id: account, amount, withdraw_password: pw, request_id: rid() },
        demo,
      );
      expect([amount, a.body.code]).toEqual([amount, code]);
    }
    // above the main wallet (about 25,000) but within the limits (200,000)
    const over = await h.post(
      "/api/member/withdraw/store",
      { bank_account_id: account, amount: "150000", withdraw_password: "1234", request_id: rid() },
      demo,
    );
    expect(over.body.code).toBe(FUNDS_CODES.insufficient);
    expect(await totals()).toEqual(before);
    expect(await mainWallet("demo01")).toBe(wallet);
  });

  it("conserves money under 100 concurrent withdrawals and deposits of one member, each request id once", async () => {
    const account = await bindUpi(demo, "many.at.once@okaxis");
    const t0 = await totals();
    const ids = Array.from({ length: 50 }, () => rid());
    const jobs: Promise<{ body: { code: number; apiResponseData: { order_number?: string } } }>[] = [];
    for (let i = 0; i < 100; i++) {
      const request_id = ids[i % 50] as string; // every key twice: a double submit
      if (i % 2 === 0)
        jobs.push(
          h.post(
            "/api/member/withdraw/store",
            { bank_account_id: account, amount: "100", withdraw_password: "1234", request_id },
            demo,
          ),
        );
      else jobs.push(h.post("/api/member/deposit/store", { method: "upi", amount: "200", request_id }, demo));
    }
    const results = await Promise.all(jobs);
    for (const r of results) expect(r.body.code).toBe(100);
    const withdrawals = new Set(results.filter((_, i) => i % 2 === 0).map((r) => r.body.apiResponseData.order_number));
    const deposits = new Set(results.filter((_, i) => i % 2 === 1).map((r) => r.body.apiResponseData.order_number));
    // every key was sent twice per type: 25 distinct withdrawal keys (even i hit ids[0,2,..,48] twice) and 25 deposit keys
    expect(withdrawals.size).toBe(25);
    expect(deposits.size).toBe(25);
    const t1 = await totals();
    expect(sum(t1)).toBe(sum(t0));
    expect(t1.pending_withdrawals - t0.pending_withdrawals).toBe(25 * 10_000);
    // settle concurrently: pay every deposit twice, approve half the withdrawals and reject the rest
    const settle = [...deposits].flatMap((o) => [
      h.admin("deposit/settle", { order_number: o, outcome: "paid" }),
      h.admin("deposit/settle", { order_number: o, outcome: "paid" }),
    ]);
    const decide = [...withdrawals].map((o, i) =>
      h.admin(i % 2 ? "withdraw/approve" : "withdraw/reject", { order_number: o }),
    );
    await Promise.all([...settle, ...decide]);
    const t2 = await totals();
    const paidOut = [...withdrawals].filter((_, i) => i % 2).length * 10_000;
    expect(sum(t2)).toBe(sum(t0) + 25 * 20_000 - paidOut);
    expect(t2.pending_withdrawals).toBe(t0.pending_withdrawals);
  });
});

describe("record (DWRecord)", () => {
  it("filters by type, status and instants, and pages", async () => {
    const all = (await h.post("/api/member/dw_record", { page_size: 5 }, demo)).body.apiResponseData;
    expect(all.list).toHaveLength(5);
    expect(all.total_count).toBeGreaterThan(5);
    const p2 = (await h.post("/api/member/dw_record", { page_size: 5, page: 2 }, demo)).body.apiResponseData;
    expect(p2.list[0].order_number).not.toBe(all.list[0].order_number);
    const future = (
      await h.post("/api/member/dw_record", { start_at: new Date(Date.now() + 86_400_000).toISOString() }, demo)
    ).body.apiResponseData;
    expect(future.total_count).toBe(0);
    const pending = (await h.post("/api/member/dw_record", { status: "pending", type: "withdraw" }, demo)).body
      .apiResponseData;
    for (const r of pending.list) expect(r).toMatchObject({ status: "pending", type: "withdraw" });
    const backwards = await h.post(
      "/api/member/dw_record",
      { start_at: "2026-02-02T00:00:00.000Z", end_at: "2026-02-01T00:00:00.000Z" },
      demo,
    );
    expect(backwards.body.code).toBe(422);
  });
});
