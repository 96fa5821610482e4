// /user/Security's store with its calls mocked (account security, src/contract/security.ts): set-up, the recovery
// codes shown once, a refused code in words, turning it off, "log out there" and its refusals.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_CODES, TWO_FACTOR_CODES } from "../../../src/contract/security.ts";
import { calls, refusal, take } from "../../helpers/pending-calls.ts";

const showToast = vi.fn();

vi.mock("../../../src/lib/api/index.ts", async (orig) =>
  (await import("../../helpers/pending-calls.ts")).pendingApi(orig),
);
vi.mock("../../../src/components/ui/toast.store.ts", () => ({
  showToast: (...args: unknown[]) => showToast(...args),
}));

const store = await import("../../../src/features/security/security.store.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));
const setup = {
  secret: "JBSWY3DPEHPK3PXP",
  otpauth_url: "otpauth://totp/Lobby:m?secret=JBSWY3DPEHPK3PXP",
  expires_in: 600,
  server_time: "2026-11-26T06:30:00.000Z",
};

beforeEach(() => {
  calls.length = 0;
  showToast.mockClear();
  store.$dialog.set(null);
});

describe("turning two-factor on", () => {
  it("opens at once, shows the secret when it comes, sends the code and shows the recovery codes", async () => {
    const opening = store.openSetup();
    expect(store.$dialog.get()).toMatchObject({ kind: "setup", setup: null });
    take("/two_factor/setup").resolve(setup);
    await opening;
    expect(store.$dialog.get()).toMatchObject({ kind: "setup", setup });
    store.inputCode("123 456");
    const sending = store.submitCode();
    const enable = take("/two_factor/enable");
    expect(enable.body).toEqual({ code: "123456" });
    enable.resolve({ recovery_codes: ["a", "b"] });
    await sending;
    expect(store.$dialog.get()).toEqual({ kind: "recovery", codes: ["a", "b"] });
    store.closeDialog();
    expect(store.$dialog.get()).toBeNull();
    expect(calls.some((c) => c.path.endsWith("/security/status"))).toBe(true); // the card reads the new state
  });

  it("a wrong code is cleared and said in words, with the tries left", async () => {
    const opening = store.openSetup();
    take("/two_factor/setup").resolve(setup);
    await opening;
    store.inputCode("000000");
    const sending = store.submitCode();
    take("/two_factor/enable").reject(refusal(TWO_FACTOR_CODES.wrong, { attempts_left: 2 }));
    await sending;
    expect(store.$dialog.get()).toMatchObject({
      kind: "setup",
      code: "",
      busy: false,
      error: { key: "security.2fa.err.wrong_left", params: { count: 2 } },
    });
  });

  it("a set-up that cannot start closes with a toast", async () => {
    const opening = store.openSetup();
    take("/two_factor/setup").reject(refusal(TWO_FACTOR_CODES.alreadyOn));
    await opening;
    expect(store.$dialog.get()).toBeNull();
    expect(showToast).toHaveBeenCalledWith("error", { key: "security.2fa.err.already_on" });
  });
});

it("turning it off sends a recovery code as typed, in lower case", async () => {
  store.openDisable();
  store.inputCode("K7M2P-9XQ4R");
  const sending = store.submitCode();
  const off = take("/two_factor/disable");
  expect(off.body).toEqual({ code: "k7m2p-9xq4r" });
  off.resolve({});
  await flush();
  expect(store.$dialog.get()).toBeNull();
  expect(showToast).toHaveBeenCalledWith("success", { key: "security.2fa.turned_off" });
  take("/security/status").resolve({ enabled: 0, enabled_at: null, recovery_codes_left: 0, server_time: "x" });
  await sending;
});

describe("sessions", () => {
  it("log out there: the session goes, a toast says so, and the list is read again", async () => {
    const ending = store.endSession("0123456789abcdef");
    const revoke = take("/sessions/revoke");
    expect(revoke.body).toEqual({ session_id: "0123456789abcdef" });
    revoke.resolve({});
    await flush();
    expect(showToast).toHaveBeenCalledWith("success", { key: "security.sessions.ended_one" });
    take("/security/sessions").resolve({ list: [] });
    await ending;
    expect(store.$sessionsError.get()).toBeNull();
    expect(store.$sessions.get()).toMatchObject({ kind: "ready", data: [] });
  });

  it("a session already gone is said in words, and the list is read again", async () => {
    const ending = store.endSession("fedcba9876543210");
    take("/sessions/revoke").reject(refusal(SESSION_CODES.notFound));
    await flush();
    expect(store.$sessionsError.get()).toEqual({ key: "security.sessions.err.gone" });
    take("/security/sessions").resolve({ list: [] });
    await ending;
  });
});
