// The cash-surplus flag's store (spec 001 §4 after-login refresh): while shown it is checked with a member and
// again after a login, false on a failure and on logout, and its session listeners go when nothing shows it.
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $sessionReady } from "../../../src/lib/session/session.atoms.ts";
import { sessionEvents } from "../../../src/lib/session/session-events.ts";

type Deferred = { resolve: (v: boolean) => void; reject: (e: unknown) => void; args: unknown[] };
const calls: Deferred[] = [];
let member: { memberId: number; currency: string } | null = null;

vi.mock("../../../src/features/cash-surplus/api.ts", () => ({
  getCashSurplusActive: vi.fn(
    (...args: unknown[]) => new Promise<boolean>((resolve, reject) => calls.push({ resolve, reject, args })),
  ),
}));
vi.mock("../../../src/lib/session/session.store.ts", () => ({
  fetchableMember: () => member,
  siteId: () => 7,
}));

const { $cashSurplusActive, refreshCashSurplus } =
  await import("../../../src/features/cash-surplus/cash-surplus.store.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  calls.length = 0;
  member = { memberId: 1, currency: "INR" };
  $cashSurplusActive.set(false);
  // Reading the atom mounts it: with the session not ready its onMount asks nothing (session-life.ts).
  $sessionReady.set(false);
});
afterEach(() => cleanStores($cashSurplusActive));

describe("cash-surplus store", () => {
  it("a visitor asks nothing", async () => {
    member = null;
    await refreshCashSurplus();
    expect(calls).toHaveLength(0);
    expect($cashSurplusActive.get()).toBe(false);
  });

  it("asks with the site and the member's currency; the answer sets the flag, a failure clears it", async () => {
    const run = refreshCashSurplus();

    expect(calls[0]!.args).toEqual([7, "INR"]);
    calls[0]!.resolve(true);
    await run;
    expect($cashSurplusActive.get()).toBe(true);
    const again = refreshCashSurplus();
    calls[1]!.reject(new Error("down"));
    await again;
    expect($cashSurplusActive.get()).toBe(false);
  });

  it("while shown: checked at once, again on login, false on logout; unlisten removes the listeners", async () => {
    const unlisten = $cashSurplusActive.listen(() => undefined);
    await flush();
    expect(calls).toHaveLength(0); // waits for the session
    $sessionReady.set(true);
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(true);
    await flush();
    expect($cashSurplusActive.get()).toBe(true);

    sessionEvents.emit("logout", "user");
    expect($cashSurplusActive.get()).toBe(false);

    sessionEvents.emit("login", { memberId: 1 } as never);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(true);
    await flush();
    expect($cashSurplusActive.get()).toBe(true);

    unlisten();
    cleanStores($cashSurplusActive); // unmounts now instead of a second after the last listener
    sessionEvents.emit("login", { memberId: 1 } as never);
    sessionEvents.emit("logout", "user");
    expect(calls).toHaveLength(2);
    expect($cashSurplusActive.get()).toBe(true);
  });
});
