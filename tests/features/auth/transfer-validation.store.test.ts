// Transfer validation's store (login code 802, spec 001 §4, §5, §8): verify identity with the captcha shown, then
// save the new password and go back to the login modal; a second press while a call is on its way sends nothing;
// the §8 codes send the member back to verify; demo mode blocks it (spec 001 §5).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/lib/api/error.ts";

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void; path: string; body: unknown };
const calls: Deferred[] = [];
const openAccountModal = vi.fn();
const showToast = vi.fn();
let demo = false;

vi.mock("../../../src/lib/api/index.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callApi: vi.fn(
    (call: { path: string }, body: unknown) =>
      new Promise((resolve, reject) => calls.push({ resolve, reject, path: call.path, body })),
  ),
}));
vi.mock("../../../src/components/ui/account-modal.ts", () => ({
  openAccountModal: (...args: unknown[]) => openAccountModal(...args),
}));
vi.mock("../../../src/components/ui/toast.store.ts", () => ({
  showToast: (...args: unknown[]) => showToast(...args),
}));
vi.mock("../../../src/features/auth/context.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  isDemo: () => demo,
}));

const store = await import("../../../src/features/auth/transfer-validation.store.ts");
const { $transferValidation: $s } = store;
const flush = () => new Promise((r) => setTimeout(r, 0));
const refusal = (code: number, message = "") =>
  new ApiError({ kind: "platform", status: 200, code, message, path: "/x" });

function fillVerify() {
  store.openTransferValidation("moved01");
  const s = $s.get();
  if (s.kind !== "verify") throw new Error(s.kind);
  store.inputTransfer("pin", "1234");
  store.inputTransfer("email", " moved01@example.com ");
  store.inputTransfer("code", s.captcha.code);
  store.inputTransfer("sms", "123456");
}
async function toReset() {
  fillVerify();
  const run = store.submitTransfer();
  calls.shift()!.resolve({ token: "tok-1" });
  await run;
  store.inputTransfer("password", "newpass123");
  store.inputTransfer("confirm", "newpass123");
}

beforeEach(() => {
  calls.length = 0;
  openAccountModal.mockClear();
  showToast.mockClear();
  demo = false;
  $s.set({ kind: "closed" });
});

describe("transfer validation store", () => {
  it("opens on the verify step for the account, in the account modal", () => {
    store.openTransferValidation("moved01");
    expect($s.get()).toMatchObject({ kind: "verify", account: "moved01", error: null });
    expect(openAccountModal).toHaveBeenCalledWith({ kind: "transferValidation", account: "moved01" });
  });

  it("a wrong captcha is refused before any call, with a new captcha (spec 001 §5)", async () => {
    fillVerify();
    const before = $s.get();
    store.inputTransfer("code", "nope");
    await store.submitTransfer();
    expect(calls).toHaveLength(0);
    expect($s.get()).toMatchObject({ kind: "verify", errors: { code: { key: "auth.err.captcha_mismatch" } } });
    const after = $s.get();
    expect(after.kind === "verify" && after.values.code).toBe("");
    expect(after.kind === "verify" && before.kind === "verify" && after.captcha !== before.captcha).toBe(true);
  });

  it("verify → verifying (one call, a double press ignored) → reset → resetting → done, back to login", async () => {
    fillVerify();
    void store.submitTransfer();
    void store.submitTransfer();
    expect($s.get().kind).toBe("verifying");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe("/api/arks/web/vx/verify");
    expect(calls[0]!.body).toEqual({
      account: "moved01",
      withdraw_password: "1234",
      sms_code: "123456",
      member_email: "moved01@example.com",
    });
    calls.shift()!.resolve({ token: "tok-1" });
    await flush();
    expect($s.get()).toMatchObject({ kind: "reset", token: "tok-1" });
    store.inputTransfer("password", "newpass123");
    store.inputTransfer("confirm", "newpass123");
    void store.submitTransfer();
    void store.submitTransfer();
    expect($s.get().kind).toBe("resetting");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ account: "moved01", password: "newpass123", token: "tok-1" });
    calls.shift()!.resolve({});
    await flush();
    expect($s.get()).toEqual({ kind: "done" });
    expect(showToast).toHaveBeenCalledWith("success", { key: "auth.transfer.done" });
    expect(openAccountModal).toHaveBeenLastCalledWith({ kind: "login" });
  });

  it("the phone way sends the phone instead of the e-mail", async () => {
    fillVerify();
    store.chooseTransferVia("phone");
    store.inputTransfer("phone", " 0912345678 ");
    void store.submitTransfer();
    expect(calls[0]!.body).toMatchObject({ member_phone: "0912345678" });
    expect(calls[0]!.body).not.toHaveProperty("member_email");
  });

  it("a refused verification (spec 001 §8) goes back to verify with the message; a network failure its key", async () => {
    fillVerify();
    void store.submitTransfer();
    calls.shift()!.reject(refusal(201, "x"));
    await flush();
    expect($s.get()).toMatchObject({ kind: "verify", error: { key: "auth.transfer.reverify" } });
    fillVerify();
    void store.submitTransfer();
    calls.shift()!.reject(new ApiError({ kind: "timeout", status: 0, code: 0, message: "", path: "" }));
    await flush();
    expect($s.get()).toMatchObject({ kind: "verify", error: { key: "api.error.timeout" } });
  });

  it("a reset refused with a §8 re-verify code goes back to verify; another code stays on reset", async () => {
    await toReset();
    void store.submitTransfer();
    calls.shift()!.reject(refusal(9, "Server says no"));
    await flush();
    expect($s.get()).toMatchObject({ kind: "reset", error: { text: "Server says no" } });
    void store.submitTransfer();
    calls.shift()!.reject(refusal(202));
    await flush();
    expect($s.get()).toMatchObject({ kind: "verify", error: { key: "auth.transfer.reverify" } });
    expect(showToast).not.toHaveBeenCalled();
  });

  it("demo mode sends nothing and stays on verify (spec 001 §5)", async () => {
    demo = true;
    fillVerify();
    await store.submitTransfer();
    expect(calls).toHaveLength(0);
    expect($s.get()).toMatchObject({ kind: "verify", error: null });
  });
});
