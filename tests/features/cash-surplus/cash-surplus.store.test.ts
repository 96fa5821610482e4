// The cash-surplus flag's store (spec 001 §4 after-login refresh): while shown it is checked with a member and
// again after a login, false on a failure and on logout, and its session listeners go when nothing shows it.
import { describe, expect, it, vi } from "vitest";
import { flagCalls } from "../../helpers/flag-calls.ts";
import { describeFlagStore } from "../../helpers/flag-store-cases.ts";

vi.mock("../../../src/features/cash-surplus/api.ts", async () => ({
  getCashSurplusActive: (await import("../../helpers/flag-calls.ts")).askFlag,
}));
vi.mock("../../../src/lib/session/session.store.ts", async () =>
  (await import("../../helpers/session-member.ts")).sessionOf(7),
);

const { $cashSurplusActive, refreshCashSurplus } =
  await import("../../../src/features/cash-surplus/cash-surplus.store.ts");

describeFlagStore({
  name: "cash-surplus store",
  $flag: $cashSurplusActive,
  refresh: refreshCashSurplus,
  siteId: 7,
  currency: "INR",
});

describe("cash-surplus store, its own rule", () => {
  it("a failed check clears the flag", async () => {
    $cashSurplusActive.set(true);
    const run = refreshCashSurplus();
    flagCalls[0]!.reject(new Error("down"));
    await run;
    expect($cashSurplusActive.get()).toBe(false);
  });
});
