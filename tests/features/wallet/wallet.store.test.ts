// The wallet panel's my_cash (src/lib/load, spec 000 §7): loading → ready sets the header balance too, a failure
// keeps the last figures with the translated message, a late answer to an older reload is dropped, and an
// answer that arrives after a logout is for the member who left (no figures carried across members).
import { atom } from "nanostores";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/lib/api/error.ts";

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
const cashCalls: Deferred[] = [];
let sessionListener: ((e: { type: string }) => void) | null = null;
let member: { memberId: number; currency: "INR" } | null = { memberId: 1, currency: "INR" };
const setBalance = vi.fn();

vi.mock("../../../src/features/wallet/api.ts", () => ({
  getMyCash: vi.fn(() => new Promise((resolve, reject) => cashCalls.push({ resolve, reject }))),
  postBalanceGetBack: vi.fn(),
  postTransferAllBack: vi.fn(),
}));
vi.mock("../../../src/lib/session/index.ts", () => ({
  $layout: atom(null),
  $session: atom({ status: "anonymous" }),
  fetchableMember: () => member,
  sessionEvents: {
    on: (name: string, fn: () => void) => {
      if (name === "logout") sessionListener = () => fn();
      return () => undefined;
    },
  },
  setBalance: (...args: unknown[]) => setBalance(...args),
}));
vi.mock("../../../src/features/launcher/index.ts", () => ({
  $gameActivity: atom(null),
  $gameBusy: atom(false),
  endAnyGame: vi.fn(),
}));
vi.mock("../../../src/components/ui/index.ts", () => ({ showToast: vi.fn() }));

const { $myCash, cashBusy, loadMyCash, viewOf } = await import("../../../src/features/wallet/wallet.store.ts");

const cash = (main: number) => ({ my_cash_list: [], total: main, member_cash: main });
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  cashCalls.length = 0;
  setBalance.mockClear();
  member = { memberId: 1, currency: "INR" };
});

describe("my_cash", () => {
  it("loading → ready, and the header balance follows", async () => {
    const run = loadMyCash();
    expect(cashBusy($myCash.get())).toBe(true);
    cashCalls.shift()!.resolve(cash(12.5));
    await run;
    expect($myCash.get().kind).toBe("ready");
    expect(viewOf($myCash.get())?.mainMinor).toBe(1250);
    expect(setBalance).toHaveBeenCalledWith(12.5, 12.5);
  });

  it("a reload keeps the figures; its failure keeps them with the translated message", async () => {
    const first = loadMyCash();
    cashCalls.shift()!.resolve(cash(3));
    await first;
    const again = loadMyCash();
    expect($myCash.get()).toMatchObject({ kind: "ready", refreshing: true });
    expect(cashBusy($myCash.get())).toBe(true);
    cashCalls.shift()!.reject(new ApiError({ kind: "timeout", status: 0, code: 0, message: "", path: "" }));
    await again;
    expect($myCash.get()).toMatchObject({ kind: "error", message: { key: "api.error.timeout" } });
    expect(viewOf($myCash.get())?.mainMinor).toBe(300);
  });

  it("a late answer to an older reload is dropped", async () => {
    const older = loadMyCash();
    const newer = loadMyCash();
    const [a, b] = [cashCalls.shift()!, cashCalls.shift()!];
    b.resolve(cash(9));
    await newer;
    a.resolve(cash(1));
    await older;
    expect(viewOf($myCash.get())?.mainMinor).toBe(900);
    expect(setBalance).toHaveBeenCalledTimes(1);
  });

  it("an answer after a logout is dropped and the panel is empty", async () => {
    const run = loadMyCash();
    await flush();
    member = null;
    sessionListener?.({ type: "session:logout" });
    cashCalls.shift()!.resolve(cash(5));
    await run;
    expect($myCash.get().kind).toBe("idle");
    expect(viewOf($myCash.get())).toBeNull();
    expect(setBalance).not.toHaveBeenCalled();
  });
});
