// The deposit form as a member meets it (funds rules of features/funds/validate.ts; the simulated gateway of the
// sandbox): the methods with their limits, an amount under the method's minimum refused on the field without a
// call, and a placed order replacing the form with its number, status and the way to pay.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import Deposit from "../../../src/features/funds/Deposit.tsx";
import { depositForm, newDeposit } from "../../../src/features/funds/deposit.store.ts";
import type * as Api from "../../../src/lib/api/index.ts";
import { initSession } from "../../../src/lib/session/index.ts";
import { signInMember } from "./member.ts";
import { islandTests } from "../../helpers/islands.ts";

const calls = vi.hoisted(() => ({ seen: [] as string[], prompt: false, overLimit: false }));
function limitsState(prompt: boolean) {
  const slot = (period: string, value: number | null, used: number) => ({
    kind: "deposit",
    period,
    value,
    pending: null,
    used,
    resets_at: "2026-11-27T18:30:00.000Z",
  });
  return {
    currency: "INR",
    time_zone: "Asia/Kolkata",
    now: "2026-11-26T06:30:00.000Z",
    limits: [slot("day", 100_000, 25_000), slot("week", null, 25_000), slot("month", null, 25_000)],
    reality_check: { mode: "both", interval_min: 60, choices: [60], first_min: 60, every_min: 30 },
    deposit_prompt: prompt,
  };
}

vi.mock("../../../src/lib/api/index.ts", async (original) => {
  const api = await original<typeof Api>();
  return {
    ...api,
    callApi: (def: { path: string }) => {
      calls.seen.push(def.path);
      if (def.path === "/api/member/deposit/methods")
        return Promise.resolve({
          methods: [{ method: "upi", min: "100.00", max: "50000.00", quick_amounts: ["500.00"] }],
          need_bind: 0,
        });
      if (def.path === "/api/member/responsible/limits") return Promise.resolve(limitsState(calls.prompt));
      if (def.path === "/api/member/deposit/store" && calls.overLimit)
        return Promise.reject(
          new api.ApiError({
            kind: "platform",
            status: 200,
            code: 761,
            message: "day deposit limit",
            path: def.path,
            data: {
              kind: "deposit",
              period: "day",
              limit: 100_000,
              used: 25_000,
              resets_at: "2026-11-27T18:30:00.000Z",
              currency: "INR",
            },
          }),
        );
      if (def.path === "/api/member/deposit/store")
        return Promise.resolve({
          order_number: "D42",
          pay_url: "/sandbox/pay/D42",
          amount: "500.00",
          status: "pending",
        });
      return Promise.resolve({ list: [], total: 0 });
    },
  };
});

islandTests({ matchMedia: true, start: initSession });
beforeEach(() => {
  calls.seen = [];
  calls.prompt = false;
  calls.overLimit = false;
  act(() => {
    signInMember();
    newDeposit();
    depositForm.input("amount", "");
  });
});

const HREFS = {
  promotions: [],
  bindHref: "/user/BindAccount",
  recordHref: "/user/DWRecord",
  limitsHref: "/user/Limits",
  saferHref: "/safer-gambling",
};

/** The member opens the deposit form, chooses UPI, types `amount` and presses Continue to payment. */
async function depositOf(amount: string) {
  render(<Deposit {...HREFS} />);
  await userEvent.click(await screen.findByRole("radio", { name: /UPI/ }));
  await userEvent.type(screen.getByRole("textbox", { name: "Amount" }), amount);
  await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
}

describe("the deposit form", () => {
  it("refuses an amount under the method's minimum on the amount field, without a call", async () => {
    await depositOf("50");
    expect(screen.getByRole("textbox", { name: "Amount" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/The minimum is/).getAttribute("role")).toBe("alert");
    expect(calls.seen).not.toContain("/api/member/deposit/store");
  });

  it("a placed order replaces the form: its number, its status and the way to pay", async () => {
    await depositOf("500");
    expect(await screen.findByRole("heading", { name: "Your deposit order" })).toBeTruthy();
    expect(screen.getByTestId("deposit-order").textContent).toBe("D42");
    expect(screen.getByTestId("deposit-status").getAttribute("role")).toBe("status");
    expect(screen.queryByRole("button", { name: "Continue to payment" })).toBeNull();
  });

  it("the deposit pop-up (tn): before the deposit, the deposit limits and what is used; Continue places the order", async () => {
    calls.prompt = true;
    await depositOf("500");
    const dialog = await screen.findByRole("dialog", { name: "Before you deposit" });
    expect(dialog.textContent).toContain("Daily deposit limit");
    expect(dialog.textContent).toContain("1,000.00");
    expect(dialog.textContent).toContain("250.00");
    expect(calls.seen).not.toContain("/api/member/deposit/store");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Your deposit order" })).toBeTruthy();
  });

  it("a deposit over the member's limit is explained on the amount with the limit, the reset and the safer gambling link", async () => {
    calls.overLimit = true;
    await depositOf("800");
    const alert = await screen.findByText(/daily deposit limit of/);
    expect(alert.textContent).toContain("1,000.00");
    expect(alert.textContent).toContain("250.00");
    expect(screen.getByRole("link", { name: "Read about safer gambling" }).getAttribute("href")).toBe(
      "/safer-gambling",
    );
  });
});
