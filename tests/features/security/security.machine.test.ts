// /user/Security's two-factor dialogs and the words of its refusals (account security, src/contract/security.ts).
import { describe, expect, it } from "vitest";
import { SESSION_CODES, TWO_FACTOR_CODES, type TwoFactorSetup } from "../../../src/contract/security.ts";
import {
  isCodeShape,
  loginTwoFactorMessage,
  normalizeCode,
  sessionMessage,
  twoFactorMessage,
} from "../../../src/features/security/codes.ts";
import { groupSecret, sending, transition, type Dialog } from "../../../src/features/security/security.machine.ts";
import { transition as loginStep } from "../../../src/features/auth/two-factor-login.machine.ts";

const setup: TwoFactorSetup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DP",
  otpauth_url: "otpauth://totp/Lobby:demo01?secret=JBSWY3DPEHPK3PXPJBSWY3DP",
  expires_in: 600,
  server_time: "2026-11-26T06:30:00.000Z",
};

const run = (events: Parameters<typeof transition>[1][], from: Dialog | null = null) =>
  events.reduce<Dialog | null>((d, e) => transition(d, e), from);

describe("codes as the member types them", () => {
  it.each([
    ["123456", true, true],
    ["123 456", true, true],
    [" 123456 ", true, true],
    ["k7m2p-9xq4r", true, false],
    ["K7M2P9XQ4R", true, false],
    ["12345", false, false],
    ["1234567", false, false],
    ["abc", false, false],
  ])("%s: a code %s, an app code %s", (text, any, appOnly) => {
    expect(isCodeShape(text)).toBe(any);
    expect(isCodeShape(text, false)).toBe(appOnly);
  });
  it("sends them without spaces, in lower case", () => {
    expect(normalizeCode(" 123 456 ")).toBe("123456");
    expect(normalizeCode("K7M2P-9XQ4R")).toBe("k7m2p-9xq4r");
  });
});

describe("the set-up dialog", () => {
  it("waits for the secret, refuses a badly shaped code, then sends a 6-digit one", () => {
    let d = run([{ type: "openSetup" }, { type: "input", code: "123456" }, { type: "submit" }]);
    expect(sending(d)).toBe(false); // no secret yet: nothing to confirm
    d = run([{ type: "setupLoaded", setup }, { type: "input", code: "k7m2p-9xq4r" }, { type: "submit" }], d);
    expect(d).toMatchObject({ kind: "setup", busy: false, error: { key: "security.2fa.err.format" } });
    d = run([{ type: "input", code: "123 456" }, { type: "submit" }], d);
    expect(sending(d)).toBe(true);
    expect(run([{ type: "submit" }], d)).toBe(d); // a second press while sending
  });
  it("a refusal clears the code and says why; success shows the recovery codes once", () => {
    const busy = run([
      { type: "openSetup" },
      { type: "setupLoaded", setup },
      { type: "input", code: "000000" },
      { type: "submit" },
    ]);
    const refused = run([{ type: "refused", message: { key: "security.2fa.err.wrong" } }], busy);
    expect(refused).toMatchObject({ kind: "setup", code: "", busy: false, error: { key: "security.2fa.err.wrong" } });
    const done = run([{ type: "enabled", codes: ["a", "b"] }], busy);
    expect(done).toEqual({ kind: "recovery", codes: ["a", "b"] });
    expect(run([{ type: "close" }], done)).toBeNull();
  });
  it("turning off takes an app code or a recovery code", () => {
    expect(sending(run([{ type: "openDisable" }, { type: "input", code: "K7M2P-9XQ4R" }, { type: "submit" }]))).toBe(
      true,
    );
  });
  it("new recovery codes take an app code only, then show the new codes once", () => {
    const refused = run([{ type: "openRegenerate" }, { type: "input", code: "k7m2p-9xq4r" }, { type: "submit" }]);
    expect(refused).toMatchObject({ kind: "regenerate", busy: false, error: { key: "security.2fa.err.format" } });
    const busy = run([{ type: "input", code: "123456" }, { type: "submit" }], refused);
    expect(sending(busy)).toBe(true);
    expect(run([{ type: "enabled", codes: ["c", "d"] }], busy)).toEqual({ kind: "recovery", codes: ["c", "d"] });
  });
  it("groups the secret by four for manual entry", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
  });
});

describe("refusals in words", () => {
  it("maps each code of the contract", () => {
    expect(twoFactorMessage(TWO_FACTOR_CODES.required)).toEqual({ key: "security.2fa.err.required" });
    expect(twoFactorMessage(TWO_FACTOR_CODES.wrong, { attempts_left: 3 })).toEqual({
      key: "security.2fa.err.wrong_left",
      params: { count: 3 },
    });
    expect(twoFactorMessage(TWO_FACTOR_CODES.wrong, { attempts_left: 0 })).toEqual({ key: "security.2fa.err.wrong" });
    expect(twoFactorMessage(TWO_FACTOR_CODES.locked, { retry_after: 61 })).toEqual({
      key: "security.2fa.err.locked",
      params: { minutes: 2 },
    });
    expect(twoFactorMessage(205)).toBeNull();
    expect(loginTwoFactorMessage(101, "expired")).toEqual({ key: "security.2fa.err.login_expired" });
    expect(loginTwoFactorMessage(999, "odd")).toEqual({ text: "odd" });
    expect(sessionMessage(SESSION_CODES.notFound, "")).toEqual({ key: "security.sessions.err.gone" });
  });
});

describe("login's second step", () => {
  it("checks the shape, sends, and clears the code on a refusal", () => {
    let s = loginStep({ kind: "closed" }, { type: "opened", memberLoginId: "p1" });
    s = loginStep(loginStep(s, { type: "input", code: "12" }), { type: "submit" });
    expect(s).toMatchObject({ kind: "editing", error: { key: "security.2fa.err.format" } });
    s = loginStep(loginStep(s, { type: "input", code: "123456" }), { type: "submit" });
    expect(s).toEqual({ kind: "submitting", memberLoginId: "p1", code: "123456" });
    s = loginStep(s, { type: "failed", message: { key: "security.2fa.err.wrong" } });
    expect(s).toMatchObject({ kind: "editing", code: "", error: { key: "security.2fa.err.wrong" } });
  });
});
