import { describe, expect, it } from "vitest";
import {
  changePasswordOutcome,
  doubleValidationMessage,
  loginOutcome,
  skipMessage,
  transferResetOutcome,
  transferVerifyMessage,
} from "../../../src/features/auth/codes.ts";
import {
  entryLoginDecision,
  parseInfoData,
  ownerFromLayout,
  parsePopupMessage,
  parseQueryLogin,
  popupMessageFromQuery,
  thirdPartyLoginUrl,
} from "../../../src/features/auth/entry.ts";
import {
  validateDoubleValidation,
  validateLogin,
  validateNewPassword,
  validateTransferVerify,
} from "../../../src/features/auth/validate.ts";

// spec 001 §8 login codes
describe("login codes → what the member is told", () => {
  it.each([
    [101, { key: "account_error" }, true],
    [102, { key: "account_disable" }, false],
    [103, { key: "account_freezen" }, false],
    [105, { key: "verify_failed" }, false],
    [106, { key: "ip_error" }, false],
    [201, { key: "auth.ip_error_code", params: { code: 201 } }, false],
    [202, { key: "auth.ip_error_code", params: { code: 202 } }, false],
    [203, { key: "auth.ip_error_code", params: { code: 203 } }, false],
    [999, { text: "server says no" }, false],
  ])("code %i", (code, message, wait) => {
    expect(loginOutcome(code, "server says no")).toEqual({ type: "error", message, captchaWait: wait });
  });
  it("107 opens double validation, 802 transfer validation", () => {
    expect(loginOutcome(107, "")).toEqual({ type: "doubleValidation" });
    expect(loginOutcome(802, "")).toEqual({ type: "transferValidation" });
    // our extension (src/contract/security.ts): two-factor is on, the code comes next
    expect(loginOutcome(810, "")).toEqual({ type: "twoFactor" });
  });
  it("an unknown code without a message falls back to a translated error", () => {
    expect(loginOutcome(555, "")).toMatchObject({ message: { key: "api.error.unhandled" } });
  });
  // Our extension (contract LOGIN_CODES.tooManyAttempts, LOGIN_LIMITS): say when to try again, in whole minutes.
  it.each([
    [{ retry_after: 30 }, 1],
    [{ retry_after: 60 }, 1],
    [{ retry_after: 61 }, 2],
    [{ retry_after: 900 }, 15],
    [undefined, 1],
    [{ retry_after: "soon" }, 1],
  ])("429 with %j: too many attempts, try again in %i min", (data, minutes) => {
    expect(loginOutcome(429, "too many", data)).toEqual({
      type: "error",
      message: { key: "auth.err.too_many_attempts", params: { minutes } },
      captchaWait: false,
    });
  });
});

// spec 001 §8 double-validation login codes
describe("double-validation codes", () => {
  it.each([
    [101, { text: "m" }],
    [102, { text: "m" }],
    [202, { text: "m" }],
    [106, { key: "ip_error" }],
    [103, { key: "verify_failed" }],
    [104, { key: "verify_failed" }],
    [105, { key: "verify_failed" }],
    [205, { key: "verify_failed" }],
    [206, { key: "verify_failed" }],
    [998, { key: "double_validation_faild" }],
    [777, { text: "m" }],
  ])("code %i", (code, message) => expect(doubleValidationMessage(code, "m")).toEqual(message));
  it("skip 101 shows account_error", () => {
    expect(skipMessage(101, "m")).toEqual({ key: "account_error" });
    expect(skipMessage(500, "m")).toEqual({ text: "m" });
  });
});

// spec 001 §8 transfer verify / reset
describe("transfer validation codes", () => {
  it.each([101, 102, 201, 202, 203, 204])("verify %i asks to re-verify", (c) =>
    expect(transferVerifyMessage(c, "m")).toEqual({ key: "auth.transfer.reverify" }),
  );
  it("verify 102 with retry_after (our extension, VERIFY_LIMITS) also says when to try again", () => {
    expect(transferVerifyMessage(102, "m", { retry_after: 125 })).toEqual({
      key: "auth.err.reverify_wait",
      params: { minutes: 3 },
    });
    expect(transferVerifyMessage(201, "m", { retry_after: 125 })).toEqual({ key: "auth.transfer.reverify" });
  });
  it("verify: other codes show the server message", () =>
    expect(transferVerifyMessage(300, "m")).toEqual({ text: "m" }));
  it.each([101, 102, 201, 202, 203])("reset %i goes back to verify", (c) =>
    expect(transferResetOutcome(c, "m")).toEqual({ message: { key: "auth.transfer.reverify" }, reverify: true }),
  );
  it("reset 204 is not a re-verify code", () => expect(transferResetOutcome(204, "m").reverify).toBe(false));
});

// spec 001 §5 login, double validation, transfer verification, new password
describe("form rules", () => {
  it("login needs account, password and captcha", () => {
    expect(validateLogin({ account: " ", password: "", answer: "" })).toEqual({
      account: { key: "auth.err.account_required" },
      password: { key: "auth.err.password_required" },
      answer: { key: "auth.err.captcha_required" },
    });
    expect(validateLogin({ account: "demo01", password: "x", answer: "1" })).toEqual({});
  });
  it("double validation needs an answer and a captcha", () => {
    expect(Object.keys(validateDoubleValidation({ answer: "", captcha: "" }))).toEqual(["answer", "captcha"]);
  });
  it("transfer verify: four digits, e-mail or phone, code equal to the shown captcha", () => {
    const base = {
      withdrawPassword: "1234",
      via: "email" as const,
      email: "a@b.co",
      phone: "",
      code: "4821",
      shownCode: "4821",
    };
    expect(validateTransferVerify(base)).toEqual({});
    expect(validateTransferVerify({ ...base, withdrawPassword: "12a4" })).toHaveProperty("withdrawPassword");
    expect(validateTransferVerify({ ...base, email: "nope" })).toHaveProperty("email");
    expect(validateTransferVerify({ ...base, via: "phone", phone: "" })).toHaveProperty("phone");
    expect(validateTransferVerify({ ...base, via: "phone", phone: "9123456780" })).toEqual({});
    expect(validateTransferVerify({ ...base, code: "0000" })).toEqual({ code: { key: "auth.err.captcha_mismatch" } });
  });
  it("new password 6-12, letters and digits, confirmation must match", () => {
    expect(validateNewPassword({ password: "abc12", confirm: "abc12" })).toEqual({
      password: { key: "auth.err.password_length" },
    });
    expect(validateNewPassword({ password: "abcdefghijk12", confirm: "x" }).password).toEqual({
      key: "auth.err.password_length",
    });
    expect(validateNewPassword({ password: "abcdefg", confirm: "abcdefg" })).toEqual({
      password: { key: "auth.err.password_chars" },
    });
    expect(validateNewPassword({ password: "abc123", confirm: "abc124" })).toEqual({
      confirm: { key: "auth.err.confirm_mismatch" },
    });
    expect(validateNewPassword({ password: "abc123", confirm: "abc123" })).toEqual({});
  });
});

// spec 001 §4, §6 query-string login, enc entry and the popup
describe("query-string, enc and popup logins", () => {
  it("reads tk, member_id, member_account, member_currency, member_type", () => {
    const q = parseQueryLogin(
      "?tk=abcdefgh123&member_id=7&member_account=demo01&member_currency=INR&member_type=2&pwa=1&header=0",
    );
    expect(q.login).toEqual({ token: "abcdefgh123", memberId: 7, account: "demo01", currency: "INR", memberType: 2 });
    expect(q.pwa).toBe(true);
    expect(q.header).toBe(false);
    expect(q.footer).toBeNull();
  });
  it("ignores a half or malformed query login", () => {
    expect(parseQueryLogin("?tk=abcdefgh123&member_id=x&member_currency=INR").login).toBeNull();
    expect(parseQueryLogin("?tk=abcdefgh123&member_id=7&member_currency=EUR").login).toBeNull();
    expect(parseQueryLogin("?member_id=7&member_currency=INR").login).toBeNull();
  });
  it("parses the get_info_data JSON text", () => {
    expect(
      parseInfoData(JSON.stringify({ tk: "tok", member_id: 3, member_account: "a", member_currency: "INR" })),
    ).toMatchObject({ memberId: 3 });
    expect(parseInfoData("not json")).toBeNull();
    expect(parseInfoData(JSON.stringify({ tk: "", member_id: 3, member_currency: "INR" }))).toBeNull();
  });
  // spec 001 §4; a game window's provider page can navigate to /authCallback, whose relay then posts authLogin
  // to the lobby: only the third-party login window the site opened, while pending, may log it in.
  it("accepts popup messages only from the site's own origin, and logins only from its login window", () => {
    const loginWindow = { name: "the login window the site opened" };
    const gameWindow = { name: "a game window of the same origin" };
    const site = "https://site.example";
    const pending = { origin: site, loginWindow };
    const data = { type: "authLogin", search: "?tk=abcdefgh123&member_id=7&member_currency=INR" };
    expect(parsePopupMessage({ origin: "https://evil.example", source: loginWindow }, pending, data)).toBeNull();
    expect(parsePopupMessage({ origin: site, source: loginWindow }, pending, data)).toEqual({
      type: "authLogin",
      token: "abcdefgh123", // only the token: whose it is, the platform says
    });
    expect(parsePopupMessage({ origin: site, source: gameWindow }, pending, data)).toBeNull();
    expect(parsePopupMessage({ origin: site, source: null }, { origin: site, loginWindow: null }, data)).toBeNull();
    expect(
      parsePopupMessage({ origin: site, source: loginWindow }, { origin: site, loginWindow: null }, data),
    ).toBeNull();
    const close = { type: "authLoginClose", code: "105", message: "no" };
    expect(parsePopupMessage({ origin: site, source: loginWindow }, pending, close)).toEqual({
      type: "authLoginClose",
      code: 105,
      message: "no",
    });
    // another window may not show its own text as a login error either
    expect(parsePopupMessage({ origin: site, source: gameWindow }, pending, close)).toBeNull();
    expect(
      parsePopupMessage({ origin: site, source: gameWindow }, pending, { type: "quickGame", window: "fp" }),
    ).toEqual({ type: "quickGame", window: "fp" });
    expect(parsePopupMessage({ origin: site, source: loginWindow }, pending, { type: "other" })).toBeNull();
  });
  it("sends the third-party login window only to https or to this site", () => {
    const site = "https://site.example";
    expect(thirdPartyLoginUrl("https://idp.example/authorize?x=1", site)).toBe("https://idp.example/authorize?x=1");
    expect(thirdPartyLoginUrl("/authCallback?code=1", site)).toBe("https://site.example/authCallback?code=1");
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "http://idp.example/",
      "https://user:pw@idp.example/",
      "",
      42,
    ])
      expect(thirdPartyLoginUrl(bad, site)).toBeNull();
  });
  it("the popup page turns its own query into the message for its opener", () => {
    expect(popupMessageFromQuery("?tk=abcdefgh123&member_id=7&member_currency=INR")).toMatchObject({
      type: "authLogin",
    });
    expect(popupMessageFromQuery("?code=102&message=disabled")).toEqual({
      type: "authLoginClose",
      code: 102,
      message: "disabled",
    });
    expect(popupMessageFromQuery("?quickGame=game")).toEqual({ type: "quickGame", window: "game" });
  });
});

// (site half): the forced password change accepted the old password as the new one (newbie01:
// newbie1234 → newbie1234, "Password changed"). spec 001 §6 forced change, §5 password rules.
describe("a password change must change the password", () => {
  it.each([
    [
      "the old password again",
      { old: "newbie1234", password: "newbie1234", confirm: "newbie1234" },
      {
        password: { key: "auth.err.password_same_as_old" },
      },
    ],
    ["a different password", { old: "newbie1234", password: "newbie5678", confirm: "newbie5678" }, {}],
    ["differs only in case", { old: "newbie1234", password: "Newbie1234", confirm: "Newbie1234" }, {}],
    [
      "too short says so first",
      { old: "ab12", password: "ab12", confirm: "ab12" },
      {
        password: { key: "auth.err.password_length" },
      },
    ],
    ["without an old password (transfer reset): no comparison", { password: "abc123", confirm: "abc123" }, {}],
    [
      "an empty old password is required, not 'same'",
      { old: "", password: "abc123", confirm: "abc123" },
      {
        old: { key: "auth.err.password_required" },
      },
    ],
  ])("%s", (_name, input, errors) => expect(validateNewPassword(input)).toEqual(errors));

  it.each([
    [101, { message: { key: "auth.password.old_wrong" }, field: "old" }],
    [102, { message: { key: "auth.err.confirm_mismatch" }, field: "confirm" }],
    [103, { message: { key: "auth.err.password_same_as_old" }, field: "password" }],
    [555, { message: { text: "server says no" }, field: null }],
  ])("the platform's refusal %i → what the member reads, on which field", (code, outcome) =>
    expect(changePasswordOutcome(code, "server says no")).toEqual(outcome),
  );
  it("an unknown refusal without a message falls back to a translated error", () =>
    expect(changePasswordOutcome(999, "")).toEqual({ message: { key: "api.error.unhandled" }, field: null }));
});

// security (login CSRF): a query-string (spec 001 §2) or enc (spec 001 §4) login must not silently
// replace the session of another member.
describe("a login in a link and the session already here", () => {
  const demo01 = { memberId: 1, token: "tok-demo01", account: "demo01" };
  const link = (memberId: number, token: string, account = "agent01") => ({
    token,
    memberId,
    account,
    currency: "INR" as const,
    memberType: 1,
  });
  it.each([
    ["nobody logged in: log in", null, link(2, "tok-agent01"), { type: "login" }],
    ["the same member, same token: nothing to do", demo01, link(1, "tok-demo01", "demo01"), { type: "keep" }],
    ["the same member, new token: take it quietly", demo01, link(1, "tok-new", "demo01"), { type: "refresh" }],
    [
      "the same member id under another name: still the same member",
      demo01,
      link(1, "tok-new", "x"),
      {
        type: "refresh",
      },
    ],
    [
      "another member: ask, naming both",
      demo01,
      link(2, "tok-agent01"),
      {
        type: "ask",
        current: "demo01",
        incoming: "agent01",
      },
    ],
    [
      "another member without an account name: named by id",
      demo01,
      link(42, "tok-x", " "),
      {
        type: "ask",
        current: "demo01",
        incoming: "#42",
      },
    ],
  ] as const)("%s", (_name, current, incoming, decision) =>
    expect(entryLoginDecision(current, incoming)).toEqual(decision),
  );
});

// spec 001 §2 query-string login: the decision is taken on whom the platform says the token belongs to.
describe("a link that names the member's own member_id with another member's token", () => {
  const victim = { memberId: 7, token: "tok-victim", account: "victim07" };
  const layout = { id: 9, member_account: "attacker9", member_currency: "INR" as const, member_type: 1 };
  it("is another member: ask, never a quiet token refresh", () => {
    const owner = ownerFromLayout("tok-attacker", layout);
    expect(owner).toEqual({ token: "tok-attacker", memberId: 9, account: "attacker9", currency: "INR", memberType: 1 });
    expect(entryLoginDecision(victim, owner!)).toEqual({ type: "ask", current: "victim07", incoming: "attacker9" });
  });
  it("a layout without a member id names nobody", () => {
    expect(ownerFromLayout("tok-x", { ...layout, id: 0 })).toBeNull();
  });
});
