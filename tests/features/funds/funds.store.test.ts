// The funds pages' loads (src/lib/load): bound accounts, deposit methods, withdrawal info and the record each go
// loading → ready or error with the translated refusal, keep the data shown while reloading, and drop a late
// answer to an older request. The call module is mocked; each test answers the calls it awaits.
import { ApiError } from "../../../src/lib/api/error.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FUNDS_CODES, fundsCalls } from "../../../src/contract/funds.ts";
import type * as FundsApiModule from "../../../src/features/funds/api.ts";

type FundsApi = typeof FundsApiModule;

type Waiting = { path: string; body: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };
const waiting: Waiting[] = [];
vi.mock("../../../src/features/funds/api.ts", async (original) => ({
  ...(await original<FundsApi>()),
  callApi: vi.fn(
    (def: { path: string }, body: unknown) =>
      new Promise((resolve, reject) => waiting.push({ path: def.path, body, resolve, reject })),
  ),
}));
vi.mock("../../../src/components/ui/toast.store.ts", () => ({ showToast: vi.fn() }));

const { LOADING } = await import("../../../src/lib/load/index.ts");
const bind = await import("../../../src/features/funds/bind.store.ts");
const deposit = await import("../../../src/features/funds/deposit.store.ts");
const withdraw = await import("../../../src/features/funds/withdraw.store.ts");
const records = await import("../../../src/features/funds/records.store.ts");

const flush = () => new Promise((r) => setTimeout(r, 0));
/** The oldest waiting call to `path`, taken off the list. */
function next(path: string): Waiting {
  const i = waiting.findIndex((w) => w.path === path);
  if (i < 0) throw new Error(`no call to ${path} waits (${waiting.map((w) => w.path).join(", ")})`);
  return waiting.splice(i, 1)[0]!;
}
const refusal = (code: number, message = "") =>
  new ApiError({ kind: "platform", status: 200, code, message, path: "/api/x" });
const network = () => new ApiError({ kind: "network", status: 0, code: 0, message: "", path: "/api/x" });

const upi = {
  id: 1,
  kind: "upi" as const,
  holder_name: "A",
  masked: "a***@upi",
  is_default: 1 as const,
  bank_name: null,
  ifsc: null,
  created_at: "2026-01-01T00:00:00Z",
};

const METHODS = [{ method: "upi", min: "100.00", max: "50000.00" }];

/** The deposit form loaded with one UPI method and an amount of 200 typed. */
async function depositReady(): Promise<void> {
  const load = deposit.loadDeposit();
  next(fundsCalls.depositMethods.path).resolve({ methods: METHODS, need_bind: 0 });
  await load;
  deposit.depositForm.input("amount", "200");
}

/** The withdrawal form loaded (limits and the bound UPI account), 200 and the withdraw password typed. */
async function withdrawReady(): Promise<void> {
  const load = withdraw.loadWithdraw();
  next(fundsCalls.withdrawInfo.path).resolve({ min: "100.00", max: "1000.00", available: "500.00" });
  next(fundsCalls.bankAccountList.path).resolve({ list: [upi], kinds: ["upi"] });
  await load;
  withdraw.withdrawForm.input("amount", "200");
  withdraw.withdrawForm.input("withdraw_password", "1234");
}

beforeEach(() => {
  waiting.length = 0;
  bind.$accounts.set(LOADING);
  deposit.$depositInfo.set(LOADING);
  withdraw.$withdrawInfo.set(LOADING);
  records.$records.set(LOADING);
});

describe("bound accounts", () => {
  it("loading → ready with the list and the kinds", async () => {
    const run = bind.loadAccounts();
    expect(bind.$accounts.get().kind).toBe("loading");
    next(fundsCalls.bankAccountList.path).resolve({ list: [upi], kinds: ["upi", "bank"] });
    await run;
    expect(bind.$accounts.get()).toMatchObject({ kind: "ready", data: { list: [upi], kinds: ["upi", "bank"] } });
  });

  it("a reload keeps the list on screen, and the later answer wins over a late older one", async () => {
    const first = bind.loadAccounts();
    next(fundsCalls.bankAccountList.path).resolve({ list: [], kinds: ["upi"] });
    await first;
    const older = bind.loadAccounts();
    const newer = bind.loadAccounts();
    expect(bind.$accounts.get()).toMatchObject({ kind: "ready", refreshing: true, data: { list: [] } });
    const [a, b] = [next(fundsCalls.bankAccountList.path), next(fundsCalls.bankAccountList.path)];
    b.resolve({ list: [upi], kinds: ["upi"] });
    await newer;
    a.resolve({ list: [], kinds: ["upi"] });
    await older;
    expect(bind.$accounts.get()).toMatchObject({ kind: "ready", refreshing: false, data: { list: [upi] } });
  });
});

// A network failure is the translated network message; for the withdrawal, either of its two calls failing is.
describe("a failed load is an error with the translated network message", () => {
  it.each([
    ["bound accounts", () => bind.loadAccounts(), fundsCalls.bankAccountList.path, () => bind.$accounts.get()],
    [
      "withdrawal info",
      () => withdraw.loadWithdraw(),
      fundsCalls.withdrawInfo.path,
      () => withdraw.$withdrawInfo.get(),
    ],
  ])("%s", async (_name, load, path, state) => {
    const run = load();
    next(path).reject(network());
    await run;
    expect(state()).toMatchObject({ kind: "error", message: { key: "funds.err.network" } });
  });
});

describe("deposit methods", () => {
  it("loading → ready; the form takes the first method", async () => {
    const run = deposit.loadDeposit();
    next(fundsCalls.depositMethods.path).resolve({ methods: METHODS, need_bind: 0 });
    await run;
    expect(deposit.$depositInfo.get()).toMatchObject({ kind: "ready", data: { methods: METHODS, needBind: false } });
    expect(deposit.depositForm.$state.get().values.method).toBe("upi");
  });

  it("a known refusal is its translated key; an unknown one the platform's text", async () => {
    let run = deposit.loadDeposit();
    next(fundsCalls.depositMethods.path).reject(refusal(FUNDS_CODES.methodUnavailable, "nope"));
    await run;
    expect(deposit.$depositInfo.get()).toMatchObject({ kind: "error", message: { key: "funds.err.method" } });
    run = deposit.loadDeposit();
    next(fundsCalls.depositMethods.path).reject(refusal(999, "Closed today"));
    await run;
    expect(deposit.$depositInfo.get()).toMatchObject({ kind: "error", message: { text: "Closed today" } });
  });
});

describe("withdrawal info", () => {
  it("loading → ready from both calls; the default account is chosen", async () => {
    const run = withdraw.loadWithdraw();
    next(fundsCalls.withdrawInfo.path).resolve({ min: "100.00", max: "1000.00", available: "500.00" });
    next(fundsCalls.bankAccountList.path).resolve({ list: [upi], kinds: ["upi"] });
    await run;
    expect(withdraw.$withdrawInfo.get()).toMatchObject({
      kind: "ready",
      data: { min: "100.00", available: "500.00", accounts: [upi] },
    });
    expect(withdraw.withdrawForm.$state.get().values.bank_account_id).toBe("1");
  });
});

describe("deposit and withdrawal record", () => {
  it("loading → ready with the page", async () => {
    const run = records.loadRecords(1);
    next(fundsCalls.dwRecord.path).resolve({ list: [], total_count: 0, page: 1, page_size: 20 });
    await run;
    expect(records.$records.get()).toMatchObject({
      kind: "ready",
      data: { list: [], total: 0, page: 1, pageSize: 20 },
    });
  });

  it("a late answer to an older page is dropped", async () => {
    const p1 = records.loadRecords(1);
    const p2 = records.loadRecords(2);
    const [a, b] = [next(fundsCalls.dwRecord.path), next(fundsCalls.dwRecord.path)];
    b.resolve({ list: [], total_count: 30, page: 2, page_size: 20 });
    a.resolve({ list: [], total_count: 30, page: 1, page_size: 20 });
    await Promise.all([p1, p2]);
    expect(records.$records.get()).toMatchObject({ kind: "ready", data: { page: 2 } });
  });

  it("a range the member must fix asks nothing", async () => {
    records.setFilter("start", "2026-02-10");
    records.setFilter("end", "2026-01-01");
    await records.loadRecords(1);
    expect(waiting).toHaveLength(0);
    expect(records.$filterError.get()).not.toBeNull();
    expect(records.$records.get()).toEqual(LOADING);
  });
});

describe("a double submit of a funds form sends one call", () => {
  /** The bind form filled with a UPI account. */
  const bindReady = async () => {
    bind.bindForm.reset();
    bind.bindForm.input("holder_name", "Asha Rao");
    bind.bindForm.input("upi_id", "asha@upi");
    bind.bindForm.input("withdraw_password", "1234");
  };
  it.each([
    ["deposit", depositReady, () => deposit.submitDeposit(), fundsCalls.depositStore.path],
    ["bind", bindReady, () => bind.submitBind(), fundsCalls.bankAccountStore.path],
    ["withdrawal", withdrawReady, () => withdraw.submitWithdraw(), fundsCalls.withdrawStore.path],
  ])("%s", async (_name, ready, submit, path) => {
    await ready();
    void submit();
    void submit();
    await flush();
    expect(waiting.filter((w) => w.path === path)).toHaveLength(1);
  });
});

// Player protection's refusals (src/contract/protection.ts, our extension): a deposit refused for a blocked
// country (451) or an exclusion (453) says so in the member's language, with the exclusion's end date, never the
// platform's English text.
describe("protection refusals of a deposit are translated", () => {
  async function refusedWith(code: number, data: unknown) {
    deposit.depositForm.reset();
    await depositReady();
    const run = deposit.submitDeposit();
    await flush();
    next(fundsCalls.depositStore.path).reject(
      new ApiError({ kind: "platform", status: 200, code, message: "english text", path: "/api/x", data }),
    );
    await run;
    return deposit.depositForm.$state.get();
  }

  it("453 (timed out) names the end date", async () => {
    const s = await refusedWith(453, {
      kind: "time_out",
      length: "24h",
      started_at: "2026-01-01T00:00:00.000Z",
      ends_at: "2026-01-02T00:00:00.000Z",
    });
    expect(s).toMatchObject({ kind: "editing", refused: { key: "protection.excluded.timeOutUntil" } });
    expect((s as unknown as { refused: { params: { date: string } } }).refused.params.date).toMatch(/2026/);
  });

  it("453 (permanent self-exclusion) and 451 (country) have their own keys", async () => {
    let s = await refusedWith(453, {
      kind: "self_exclusion",
      length: "permanent",
      started_at: "2026-01-01T00:00:00.000Z",
      ends_at: null,
    });
    expect(s).toMatchObject({ refused: { key: "protection.excluded.permanent" } });
    s = await refusedWith(451, { country: "IN" });
    expect(s).toMatchObject({ refused: { key: "protection.country.refused", params: { country: "IN" } } });
  });

  it("a withdrawal refused with 453 is translated too", async () => {
    withdraw.withdrawForm.reset();
    await withdrawReady();
    const run = withdraw.submitWithdraw();
    await flush();
    next(fundsCalls.withdrawStore.path).reject(
      new ApiError({
        kind: "platform",
        status: 200,
        code: 453,
        message: "english",
        path: "/api/x",
        data: {
          kind: "self_exclusion",
          length: "6m",
          started_at: "2026-01-01T00:00:00Z",
          ends_at: "2026-07-01T00:00:00Z",
        },
      }),
    );
    await run;
    expect(withdraw.withdrawForm.$state.get()).toMatchObject({ refused: { key: "protection.excluded.selfUntil" } });
  });
});
