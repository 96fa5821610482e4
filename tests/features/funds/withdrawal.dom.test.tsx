// The withdrawal form as a member meets it (spec 001 §5 four-box withdraw password; funds rules of
// features/funds/validate.ts): the main wallet shown, more than it holds refused on the amount field without a
// call, the PIN typed box by box, and a wrong withdraw password said on the PIN.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import Withdrawal from "../../../src/features/funds/Withdrawal.tsx";
import { withdrawForm } from "../../../src/features/funds/withdraw.store.ts";
import { ApiError } from "../../../src/lib/api/error.ts";
import { initSession } from "../../../src/lib/session/index.ts";
import { signInMember } from "./member.ts";
import { islandTests } from "../../helpers/islands.ts";
import type * as Api from "../../../src/lib/api/index.ts";
import type * as Wallet from "../../../src/features/wallet/index.ts";

const calls = vi.hoisted(() => ({
  seen: [] as string[],
  store: (): Promise<unknown> => Promise.resolve({ order_number: "W1" }),
}));
vi.mock("../../../src/lib/api/index.ts", async (original) => ({
  ...(await original<typeof Api>()),
  callApi: (def: { path: string }) => {
    calls.seen.push(def.path);
    if (def.path === "/api/member/withdraw/info")
      return Promise.resolve({ min: "100.00", max: "50000.00", available: "1000.00" });
    if (def.path === "/api/member/bank_account/list")
      return Promise.resolve({
        list: [{ id: 7, kind: "bank", holder_name: "Asha", label: "HDFC", masked: "••••6789", is_default: 1 }],
        kinds: ["bank"],
      });
    if (def.path === "/api/member/withdraw/store") return calls.store();
    return Promise.resolve({ list: [], total: 0 });
  },
}));
vi.mock("../../../src/features/wallet/index.ts", async (original) => ({
  ...(await original<typeof Wallet>()),
  ProviderMoney: () => null,
}));

islandTests({ start: initSession });
beforeEach(() => {
  calls.seen = [];
  act(() => {
    signInMember();
    // The form's store outlives a render, as it does on the page: each test starts from empty fields.
    withdrawForm.input("amount", "");
    withdrawForm.input("withdraw_password", "");
  });
});

async function typePin(user: ReturnType<typeof userEvent.setup>, digits: string) {
  for (const [i, d] of [...digits].entries()) await user.type(screen.getByLabelText(`Digit ${i + 1} of 4`), d);
}

describe("the withdrawal form", () => {
  it("shows the main wallet and refuses more than it holds, on the amount field, without a call", async () => {
    render(<Withdrawal bindHref="/user/BindAccount" />);
    expect((await screen.findByTestId("withdraw-available")).textContent).toMatch(/1,000/);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Amount" }), "5000");
    await typePin(user, "1234");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    expect(screen.getByText("More than your main wallet holds.").getAttribute("role")).toBe("alert");
    expect(screen.getByRole("textbox", { name: "Amount" }).getAttribute("aria-invalid")).toBe("true");
    expect(calls.seen).not.toContain("/api/member/withdraw/store");
  });

  it("a wrong withdraw password is said to the member (platform code 205)", async () => {
    calls.store = () =>
      Promise.reject(
        new ApiError({ kind: "platform", status: 200, code: 205, message: "", path: "/api/member/withdraw/store" }),
      );
    render(<Withdrawal bindHref="/user/BindAccount" />);
    await screen.findByTestId("withdraw-available");
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Amount" }), "500");
    await typePin(user, "1234");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    expect(await screen.findByText(/The withdraw password is wrong/)).toBeTruthy();
    expect(calls.seen).toContain("/api/member/withdraw/store");
  });
});
