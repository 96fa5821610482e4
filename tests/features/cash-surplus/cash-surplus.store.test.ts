// The cash-surplus flag's store (spec 001 §4 after-login refresh): while shown it is checked with a member and
// again after a login, false on a failure and on logout, and its session listeners go when nothing shows it.
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $sessionReady } from "../../../src/lib/session/session.atoms.ts";
import { sessionEvents } from "../../../src/lib/session/session-events.ts";
import { flagCalls } from "../../helpers/flag-calls.ts";
import { session } from "../../helpers/session-member.ts";

vi.mock("../../../src/features/cash-surplus/api.ts", async () => ({
  getCashSurplusActive: (await import("../../helpers/flag-calls.ts")).askFlag,
}));
vi.mock("../../../src/lib/session/session.store.ts", async () =>
  (await import("../../helpers/session-member.ts")).sessionOf(7),
);

const { $cashSurplusActive, refreshCashSurplus } =
  await import("../../../src/features/cash-surplus/cash-surplus.store.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  flagCalls.length = 0;
  session.member = { memberId: 1, currency: "INR" };
  $cashSurplusActive.set(false);
  // Reading the atom mounts it: with the session not ready its onMount asks nothing (session-life.ts).
  $sessionReady.set(false);
});
afterEach(() => cleanStores($cashSurplusActive));

describe("cash-surplus store", () => {
  it("a visitor asks nothing", async () => {
    session.member = null;
    await refreshCashSurplus();
    expect(flagCalls).toHaveLength(0);
    expect($cashSurplusActive.get()).toBe(false);
  });

  it("asks with the site and the member's currency; the answer sets the flag, a failure clears it", async () => {
    const run = refreshCashSurplus();

    expect(flagCalls[0]!.args).toEqual([7, "INR"]);
    flagCalls[0]!.resolve(true);
    await run;
    expect($cashSurplusActive.get()).toBe(true);
    const again = refreshCashSurplus();
    flagCalls[1]!.reject(new Error("down"));
    await again;
    expect($cashSurplusActive.get()).toBe(false);
  });

  it("while shown: checked at once, again on login, false on logout; unlisten removes the listeners", async () => {
    const unlisten = $cashSurplusActive.listen(() => undefined);
    await flush();
    expect(flagCalls).toHaveLength(0); // waits for the session
    $sessionReady.set(true);
    await flush();
    expect(flagCalls).toHaveLength(1);
    flagCalls[0]!.resolve(true);
    await flush();
    expect($cashSurplusActive.get()).toBe(true);

    sessionEvents.emit("logout", "user");
    expect($cashSurplusActive.get()).toBe(false);

    sessionEvents.emit("login", { memberId: 1 } as never);
    expect(flagCalls).toHaveLength(2);
    flagCalls[1]!.resolve(true);
    await flush();
    expect($cashSurplusActive.get()).toBe(true);

    unlisten();
    cleanStores($cashSurplusActive); // unmounts now instead of a second after the last listener
    sessionEvents.emit("login", { memberId: 1 } as never);
    sessionEvents.emit("logout", "user");
    expect(flagCalls).toHaveLength(2);
    expect($cashSurplusActive.get()).toBe(true);
  });
});
