// The deposit form as a member meets it (funds rules of features/funds/validate.ts; the simulated gateway of the
// sandbox): the methods with their limits, an amount under the method's minimum refused on the field without a
// call, and a placed order replacing the form with its number, status and the way to pay.
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import Deposit from "../../../src/features/funds/Deposit.tsx";
import { depositForm, newDeposit } from "../../../src/features/funds/deposit.store.ts";
import type * as Api from "../../../src/lib/api/index.ts";
import { initSession } from "../../../src/lib/session/index.ts";
import { signInMember } from "./member.ts";
import { speakEnglish, stopSpeaking, stubMatchMedia, writeBoot } from "../../helpers/islands.ts";

const calls = vi.hoisted(() => ({ seen: [] as string[] }));
vi.mock("../../../src/lib/api/index.ts", async (original) => ({
  ...(await original<typeof Api>()),
  callApi: (def: { path: string }) => {
    calls.seen.push(def.path);
    if (def.path === "/api/member/deposit/methods")
      return Promise.resolve({
        methods: [{ method: "upi", min: "100.00", max: "50000.00", quick_amounts: ["500.00"] }],
        need_bind: 0,
      });
    if (def.path === "/api/member/deposit/store")
      return Promise.resolve({ order_number: "D42", pay_url: "/sandbox/pay/D42", amount: "500.00", status: "pending" });
    return Promise.resolve({ list: [], total: 0 });
  },
}));

beforeAll(() => {
  writeBoot();
  stubMatchMedia();
  initSession();
});
beforeEach(() => {
  speakEnglish();
  calls.seen = [];
  act(() => {
    signInMember();
    newDeposit();
    depositForm.input("amount", "");
  });
});
afterEach(() => {
  cleanup();
  stopSpeaking();
});

describe("the deposit form", () => {
  it("refuses an amount under the method's minimum on the amount field, without a call", async () => {
    render(<Deposit promotions={[]} bindHref="/user/BindAccount" recordHref="/user/DWRecord" />);
    await userEvent.click(await screen.findByRole("radio", { name: /UPI/ }));
    await userEvent.type(screen.getByRole("textbox", { name: "Amount" }), "50");
    await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(screen.getByRole("textbox", { name: "Amount" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/The minimum is/).getAttribute("role")).toBe("alert");
    expect(calls.seen).not.toContain("/api/member/deposit/store");
  });

  it("a placed order replaces the form: its number, its status and the way to pay", async () => {
    render(<Deposit promotions={[]} bindHref="/user/BindAccount" recordHref="/user/DWRecord" />);
    await userEvent.click(await screen.findByRole("radio", { name: /UPI/ }));
    await userEvent.type(screen.getByRole("textbox", { name: "Amount" }), "500");
    await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByRole("heading", { name: "Your deposit order" })).toBeTruthy();
    expect(screen.getByTestId("deposit-order").textContent).toBe("D42");
    expect(screen.getByTestId("deposit-status").getAttribute("role")).toBe("status");
    expect(screen.queryByRole("button", { name: "Continue to payment" })).toBeNull();
  });
});
