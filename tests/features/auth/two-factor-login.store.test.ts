// Login's second step with two-factor on (login code 810, src/contract/security.ts, our extension): the code is sent
// with the pending login, a success completes the login like any other, a wrong code is said in words and cleared,
// an expired login goes back to the login form.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TWO_FACTOR_CODES } from "../../../src/contract/security.ts";
import { calls, refusal } from "../../helpers/pending-calls.ts";

const openAccountModal = vi.fn();
const completeLogin = vi.fn();
const showToast = vi.fn();

vi.mock("../../../src/lib/api/index.ts", async (orig) =>
  (await import("../../helpers/pending-calls.ts")).pendingApi(orig),
);
vi.mock("../../../src/components/ui/account-modal.ts", () => ({
  openAccountModal: (...args: unknown[]) => openAccountModal(...args),
}));
vi.mock("../../../src/components/ui/toast.store.ts", () => ({ showToast: (...a: unknown[]) => showToast(...a) }));
vi.mock("../../../src/features/auth/complete-login.ts", () => ({
  completeLogin: (...a: unknown[]) => completeLogin(...a),
}));
vi.mock("../../../src/features/auth/context.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  device: () => ({ device: "desktop" }),
}));

const store = await import("../../../src/features/auth/two-factor-login.store.ts");

beforeEach(() => {
  calls.length = 0;
  openAccountModal.mockClear();
  completeLogin.mockClear();
  showToast.mockClear();
  store.openTwoFactorLogin({ member_login_id: "p1", expires_in: 600 });
});

describe("the second step of a login", () => {
  it("opens its modal, sends the code with the pending login, and completes the login", async () => {
    expect(openAccountModal).toHaveBeenCalledWith({ kind: "twoFactor" });
    store.inputTwoFactorLogin(" 123 456 ");
    const run = store.submitTwoFactorLogin();
    const call = calls.shift()!;
    expect(call.path).toBe("/api/login/two_factor");
    expect(call.body).toMatchObject({ member_login_id: "p1", code: "123456", device: "desktop" });
    void store.submitTwoFactorLogin(); // a second press while it is on its way sends nothing
    expect(calls).toHaveLength(0);
    const result = {
      token: "t",
      member_id: 5,
      member_account: "m",
      member_currency: "INR",
      member_type: 1,
      agent_type: 0,
    };
    call.resolve(result);
    await run;
    expect(completeLogin).toHaveBeenCalledWith(result);
    expect(store.$twoFactorLogin.get()).toEqual({ kind: "closed" });
  });

  it("a wrong code is cleared and said in words", async () => {
    store.inputTwoFactorLogin("000000");
    const run = store.submitTwoFactorLogin();
    calls.shift()!.reject(refusal(TWO_FACTOR_CODES.wrong, { attempts_left: 4 }));
    await run;
    expect(store.$twoFactorLogin.get()).toMatchObject({
      kind: "editing",
      code: "",
      error: { key: "security.2fa.err.wrong_left", params: { count: 4 } },
    });
    expect(completeLogin).not.toHaveBeenCalled();
  });

  it("an expired login goes back to the login form and says why", async () => {
    store.inputTwoFactorLogin("123456");
    const run = store.submitTwoFactorLogin();
    calls.shift()!.reject(refusal(101));
    await run;
    expect(openAccountModal).toHaveBeenLastCalledWith({ kind: "login" });
    expect(showToast).toHaveBeenCalledWith("warning", { key: "security.2fa.err.login_expired" });
  });
});
