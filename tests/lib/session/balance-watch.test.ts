// The pages that follow the money (the funds pages, the agent centre's statements) read their data again on each
// member.cash balance after the one they started with, and not on their own first load (spec 001 §9 member.cash).
import { afterEach, describe, expect, it, vi } from "vitest";
import { onBalanceChange } from "../../../src/lib/session/balance-watch.ts";
import { $session } from "../../../src/lib/session/session.atoms.ts";
import type { Balance } from "../../../src/lib/session/session.machine.ts";

const member = {
  token: "tok-abcdefgh",
  memberId: 5,
  account: "demo01",
  currency: "INR" as const,
  memberType: 1,
  agentType: null,
};
const withBalance = (balance: Balance) => $session.set({ status: "member", member, layout: null, balance });
const ready = (cash: number): Balance => ({ status: "ready", cash, total: null });

afterEach(() => $session.set({ status: "anonymous" }));

describe("onBalanceChange: every balance after the page's first", () => {
  it("a balance already shown at the start is the baseline; each new one calls back", () => {
    withBalance(ready(100));
    const fn = vi.fn();
    const stop = onBalanceChange(fn);
    withBalance(ready(150));
    withBalance(ready(90));
    expect(fn).toHaveBeenCalledTimes(2);
    stop();
    withBalance(ready(10));
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("with no balance yet, the first ready one is the page's own load, not a change", () => {
    withBalance({ status: "loading", last: null });
    const fn = vi.fn();
    const stop = onBalanceChange(fn);
    withBalance(ready(100));
    expect(fn).not.toHaveBeenCalled();
    withBalance(ready(120));
    expect(fn).toHaveBeenCalledOnce();
    stop();
  });

  it("a loading or failed refresh, or the same balance object again, is no change", () => {
    const shown = ready(100);
    withBalance(shown);
    const fn = vi.fn();
    const stop = onBalanceChange(fn);
    withBalance({ status: "loading", last: 100 });
    withBalance({ status: "error", last: 100 });
    withBalance(shown);
    expect(fn).not.toHaveBeenCalled();
    stop();
  });
});
