// Two-factor authentication through real HTTP (src/contract/security.ts, our extension): set-up, login's second
// step, the guarded money calls, turning it off, replay and the attempt limit. Codes are made with otpauth for the
// sandbox's own clock (sandboxNow), which the test moves forward instead of waiting.
import { Secret, TOTP as Totp } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FUNDS_CODES,
  LOGIN_TWO_FACTOR_CODE,
  RECOVERY_CODES,
  TWO_FACTOR_CODES,
  TWO_FACTOR_LIMITS,
  TWO_FACTOR_MEMBER_CAP,
  TwoFactorLoginSchema,
} from "../../src/contract/index.ts";
import { advanceClock, resetClock, sandboxNow } from "../../sandbox/clock.ts";
import { registerMember, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
// The file's clock starts at 06:00 in India and only moves forward (code windows, locks): the logins it makes must
// never meet the night block (00:00–05:00 IST, code 452) because the suite happens to run late in the evening.
beforeAll(async () => void (h = await startSandbox(":memory:", { now: "2026-11-25T06:00:00+05:30" })));
afterAll(async () => {
  await h.close();
  resetClock();
});

const STEP = 30_000;

/** An authenticator for one secret: each code of a later step than the last (as a person waits for the next one). */
function authenticator(secret: string) {
  const totp = new Totp({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  let last = -Infinity;
  return {
    next(): string {
      const now = Math.floor(sandboxNow() / STEP);
      const step = Math.max(last + 1, now - 1);
      if (step > now + 1) advanceClock((step - now - 1) * STEP);
      last = step;
      return totp.generate({ timestamp: step * STEP + 1000 });
    },
    /** A code of a step already used (replay). */
    replay: () => totp.generate({ timestamp: last * STEP + 1000 }),
  };
}

const rid = () => `r${Math.random().toString(36).slice(2, 12)}`;

/** A new member with a withdraw password and two-factor on; its authenticator and recovery codes. */
async function memberWithTwoFactor() {
  const m = await registerMember(h, "tf", { withdraw_password: "1234" });
  const auth = h.bearer(m.token);
  const setup = await h.post("/api/member/security/two_factor/setup", {}, auth);
  expect(setup.body.code).toBe(100);
  const app = authenticator(setup.body.apiResponseData.secret as string);
  const on = await h.post("/api/member/security/two_factor/enable", { code: app.next() }, auth);
  expect([on.body.code, on.body.message]).toEqual([100, "success"]);
  return { ...m, auth, app, recovery: on.body.apiResponseData.recovery_codes as string[] };
}

const loginStart = (account: string, headers: Record<string, string> = {}) => h.login(account, "abc12345", headers);

const second = (member_login_id: string, code: string, headers: Record<string, string> = {}) =>
  h.post("/api/login/two_factor", { member_login_id, code }, headers);

describe("new recovery codes (OUR EXTENSION: twoFactorRecoveryCodes)", () => {
  const path = "/api/member/security/two_factor/recovery_codes";

  it("need a current app code; the old codes stop working at once and the new ones are answered once", async () => {
    const m = await memberWithTwoFactor();
    // A recovery code cannot make new ones (a stolen sheet must not renew itself); a wrong app code is counted.
    expect((await h.post(path, { code: m.recovery[0]! }, m.auth)).body.code).toBe(422);
    expect((await h.post(path, { code: "000000" }, m.auth)).body.code).toBe(TWO_FACTOR_CODES.wrong);
    const fresh = await h.post(path, { code: m.app.next() }, m.auth);
    expect(fresh.body.code, fresh.body.message).toBe(100);
    const codes = fresh.body.apiResponseData.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODES.count);
    expect(codes.some((c) => m.recovery.includes(c))).toBe(false);
    const status = (await h.post("/api/member/security/status", {}, m.auth)).body.apiResponseData;
    expect(status.recovery_codes_left).toBe(RECOVERY_CODES.count);
    // An old code is refused at login; a new one is taken.
    const a = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    expect((await second(a.member_login_id, m.recovery[1]!)).body.code).toBe(TWO_FACTOR_CODES.wrong);
    expect((await second(a.member_login_id, codes[0]!)).body.code).toBe(100);
    // The same app code cannot be replayed for another set.
    expect((await h.post(path, { code: m.app.replay() }, m.auth)).body.code).toBe(TWO_FACTOR_CODES.wrong);
  });

  it("is refused while two-factor is off", async () => {
    const m = await registerMember(h, "rc");
    expect((await h.post(path, { code: "123456" }, h.bearer(m.token))).body.code).toBe(TWO_FACTOR_CODES.notOn);
  });
});

describe("set-up (QR code and secret, confirmed with a first code)", () => {
  it("shows the secret once, turns on only with a right code, and answers 10 recovery codes once", async () => {
    const m = await registerMember(h, "su");
    const auth = h.bearer(m.token);
    const before = await h.post("/api/member/security/status", {}, auth);
    expect(before.body.apiResponseData).toMatchObject({ enabled: 0, enabled_at: null, recovery_codes_left: 0 });
    const setup = await h.post("/api/member/security/two_factor/setup", {}, auth);
    const { secret, otpauth_url } = setup.body.apiResponseData as { secret: string; otpauth_url: string };
    expect(otpauth_url).toContain(`secret=${secret}`);
    // a wrong first code changes nothing
    const wrong = await h.post("/api/member/security/two_factor/enable", { code: "000000" }, auth);
    expect(wrong.body.code).toBe(TWO_FACTOR_CODES.wrong);
    expect((await h.post("/api/member/security/status", {}, auth)).body.apiResponseData.enabled).toBe(0);
    const on = await h.post("/api/member/security/two_factor/enable", { code: authenticator(secret).next() }, auth);
    const codes = on.body.apiResponseData.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODES.count);
    for (const c of codes) expect(c).toMatch(RECOVERY_CODES.pattern);
    const status = (await h.post("/api/member/security/status", {}, auth)).body.apiResponseData;
    expect(status).toMatchObject({ enabled: 1, recovery_codes_left: 10 });
    // the secret never travels again: not in the status, and a new set-up is refused while it is on
    expect(JSON.stringify(status)).not.toContain(secret);
    const again = await h.post("/api/member/security/two_factor/setup", {}, auth);
    expect(again.body.code).toBe(TWO_FACTOR_CODES.alreadyOn);
    expect(JSON.stringify(again.body)).not.toContain(secret);
  });

  it("refuses enable without a set-up under way, and a set-up older than 10 minutes", async () => {
    const m = await registerMember(h, "sx");
    const auth = h.bearer(m.token);
    expect((await h.post("/api/member/security/two_factor/enable", { code: "123456" }, auth)).body.code).toBe(
      TWO_FACTOR_CODES.noSetup,
    );
    const setup = await h.post("/api/member/security/two_factor/setup", {}, auth);
    advanceClock(11 * 60_000);
    const late = await h.post(
      "/api/member/security/two_factor/enable",
      { code: authenticator(setup.body.apiResponseData.secret as string).next() },
      auth,
    );
    expect(late.body.code).toBe(TWO_FACTOR_CODES.noSetup);
  });
});

describe("login asks for the second factor once it is on", () => {
  it("answers 810 without a session, then the right code logs in; a wrong one does not", async () => {
    const m = await memberWithTwoFactor();
    const first = await loginStart(m.account);
    expect(first.body.code).toBe(LOGIN_TWO_FACTOR_CODE);
    const pending = TwoFactorLoginSchema.parse(first.body.apiResponseData);
    expect(JSON.stringify(first.body)).not.toMatch(/"token"/);
    const wrong = await second(pending.member_login_id, "000000");
    expect(wrong.body.code).toBe(TWO_FACTOR_CODES.wrong);
    expect(wrong.body.apiResponseData).toEqual({ attempts_left: TWO_FACTOR_LIMITS.free - 1 });
    const code = m.app.next();
    const right = await second(pending.member_login_id, code);
    expect(right.body.code).toBe(100);
    const token = right.body.apiResponseData.token as string;
    expect((await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).status).toBe(200);
    // the pending login is spent
    expect((await second(pending.member_login_id, m.app.next())).body.code).toBe(101);
  });

  it("refuses a code already used in its window (replay), even for a new login", async () => {
    const m = await memberWithTwoFactor();
    const a = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    const code = m.app.next();
    expect((await second(a.member_login_id, code)).body.code).toBe(100);
    const b = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    expect((await second(b.member_login_id, code)).body.code).toBe(TWO_FACTOR_CODES.wrong);
    expect((await second(b.member_login_id, m.app.next())).body.code).toBe(100);
  });

  it("two requests racing with one code: exactly one logs in", async () => {
    const m = await memberWithTwoFactor();
    const a = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    const b = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    const code = m.app.next();
    const answers = await Promise.all([second(a.member_login_id, code), second(b.member_login_id, code)]);
    expect(answers.map((x) => x.body.code).sort()).toEqual([100, TWO_FACTOR_CODES.wrong]);
  });

  it("takes each recovery code once", async () => {
    const m = await memberWithTwoFactor();
    const [code] = m.recovery;
    const a = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    expect((await second(a.member_login_id, code!.toUpperCase().replace("-", " "))).body.code).toBe(422);
    expect((await second(a.member_login_id, code!.toUpperCase())).body.code).toBe(100);
    const b = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    expect((await second(b.member_login_id, code!)).body.code).toBe(TWO_FACTOR_CODES.wrong);
    const status = (await h.post("/api/member/security/status", {}, m.auth)).body.apiResponseData;
    expect(status.recovery_codes_left).toBe(RECOVERY_CODES.count - 1);
  });

  it("locks after 5 wrong codes (even the right one waits), and the wait ends by time", async () => {
    const m = await memberWithTwoFactor();
    const a = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    for (let i = 0; i < TWO_FACTOR_LIMITS.free; i++) await second(a.member_login_id, "000000");
    const locked = await second(a.member_login_id, m.app.next());
    expect(locked.body.code).toBe(TWO_FACTOR_CODES.locked);
    expect(locked.body.apiResponseData.retry_after).toBeGreaterThan(0);
    // the guarded calls share the count
    const w = await h.post(
      "/api/member/withdraw/store",
      { bank_account_id: 1, amount: "10", withdraw_password: "1234", request_id: rid(), two_factor_code: "123456" },
      m.auth,
    );
    expect(w.body.code).toBe(TWO_FACTOR_CODES.locked);
    advanceClock(locked.body.apiResponseData.retry_after * 1000);
    const b = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    expect((await second(b.member_login_id, m.app.next())).body.code).toBe(100);
  });

  it("the lock is per member and address: a password holder elsewhere cannot lock the owner out", async () => {
    const m = await memberWithTwoFactor();
    const attacker = { "X-Forwarded-For": "198.51.100.7" };
    const owner = { "X-Forwarded-For": "203.0.113.9" };
    const a = TwoFactorLoginSchema.parse((await loginStart(m.account, attacker)).body.apiResponseData);
    for (let i = 0; i < TWO_FACTOR_LIMITS.free; i++) await second(a.member_login_id, "000000", attacker);
    expect((await second(a.member_login_id, "000000", attacker)).body.code).toBe(TWO_FACTOR_CODES.locked);
    // The owner, from another address, is asked for the code as usual and gets in.
    const b = TwoFactorLoginSchema.parse((await loginStart(m.account, owner)).body.apiResponseData);
    expect((await second(b.member_login_id, m.app.next(), owner)).body.code).toBe(100);
    // The attacker's address still waits: the owner's success does not clear it.
    const c = TwoFactorLoginSchema.parse((await loginStart(m.account, attacker)).body.apiResponseData);
    expect((await second(c.member_login_id, m.app.next(), attacker)).body.code).toBe(TWO_FACTOR_CODES.locked);
  });

  it("keeps an overall cap per member across addresses", async () => {
    const m = await memberWithTwoFactor();
    let n = 0;
    for (let ip = 1; n < TWO_FACTOR_MEMBER_CAP.free; ip++) {
      const from = { "X-Forwarded-For": `198.51.100.${ip}` };
      const a = TwoFactorLoginSchema.parse((await loginStart(m.account, from)).body.apiResponseData);
      for (let i = 0; i < TWO_FACTOR_LIMITS.free && n < TWO_FACTOR_MEMBER_CAP.free; i++, n++)
        expect((await second(a.member_login_id, "000000", from)).body.code).toBe(TWO_FACTOR_CODES.wrong);
    }
    // Past the cap every address waits, a new one included, even with the right code.
    const fresh = { "X-Forwarded-For": "203.0.113.50" };
    const b = TwoFactorLoginSchema.parse((await loginStart(m.account, fresh)).body.apiResponseData);
    const locked = await second(b.member_login_id, m.app.next(), fresh);
    expect(locked.body.code).toBe(TWO_FACTOR_CODES.locked);
    advanceClock(locked.body.apiResponseData.retry_after * 1000);
    const c = TwoFactorLoginSchema.parse((await loginStart(m.account, fresh)).body.apiResponseData);
    expect((await second(c.member_login_id, m.app.next(), fresh)).body.code).toBe(100);
  });

  it("expires a pending login after 10 minutes", async () => {
    const m = await memberWithTwoFactor();
    const a = TwoFactorLoginSchema.parse((await loginStart(m.account)).body.apiResponseData);
    advanceClock(10 * 60_000 + 1000);
    expect((await second(a.member_login_id, m.app.next())).body.code).toBe(101);
  });

  it("a wrong password is still 101: the second factor is asked only after the password", async () => {
    const m = await memberWithTwoFactor();
    const a = await h.login(m.account, "wrong999");
    expect(a.body.code).toBe(101);
  });
});

describe("withdrawals and bank-account changes need a current code", () => {
  it("refuses binding, withdrawing and removing without a code or with a wrong one, and moves no money", async () => {
    const m = await memberWithTwoFactor();
    await h.admin("deposit", { account: m.account, amount: 500 });
    const bind = {
      kind: "bank",
      holder_name: "Two Factor",
      bank_name: "Chase",
      account_number: "ABC123456",
      account_number_confirm: "ABC123456",
      withdraw_password: "1234",
    };
    expect((await h.post("/api/member/bank_account/store", bind, m.auth)).body.code).toBe(TWO_FACTOR_CODES.required);
    expect(
      (await h.post("/api/member/bank_account/store", { ...bind, two_factor_code: "000000" }, m.auth)).body.code,
    ).toBe(TWO_FACTOR_CODES.wrong);
    expect((await h.post("/api/member/bank_account/list", {}, m.auth)).body.apiResponseData.list).toHaveLength(0);
    const bound = await h.post("/api/member/bank_account/store", { ...bind, two_factor_code: m.app.next() }, m.auth);
    expect(bound.body.code).toBe(100);
    const id = bound.body.apiResponseData.id as number;

    const cash = async () => (await h.admin("member", { account: m.account })).body.apiResponseData.cash as number;
    const before = await cash();
    const order = { bank_account_id: id, amount: "100", withdraw_password: "1234", request_id: rid() };
    expect((await h.post("/api/member/withdraw/store", order, m.auth)).body.code).toBe(TWO_FACTOR_CODES.required);
    const replayed = await h.post("/api/member/withdraw/store", { ...order, two_factor_code: m.app.replay() }, m.auth);
    expect(replayed.body.code).toBe(TWO_FACTOR_CODES.wrong);
    expect(await cash()).toBe(before);
    const paid = await h.post("/api/member/withdraw/store", { ...order, two_factor_code: m.app.next() }, m.auth);
    expect(paid.body.code).toBe(100);
    expect(await cash()).toBe(before - 10_000);

    const remove = { id, withdraw_password: "1234" };
    expect((await h.post("/api/member/bank_account/destroy", remove, m.auth)).body.code).toBe(
      TWO_FACTOR_CODES.required,
    );
    const removed = await h.post(
      "/api/member/bank_account/destroy",
      { ...remove, two_factor_code: m.app.next() },
      m.auth,
    );
    expect(removed.body.code).toBe(100);
  });

  it("a right code does not pass a wrong withdraw password", async () => {
    const m = await memberWithTwoFactor();
    const r = await h.post(
      "/api/member/withdraw/store",
      { bank_account_id: 1, amount: "10", withdraw_password: "9999", request_id: rid(), two_factor_code: m.app.next() },
      m.auth,
    );
    expect([FUNDS_CODES.wrongWithdrawPassword, FUNDS_CODES.accountNotFound]).toContain(r.body.code);
  });
});

describe("turning it off needs a current code", () => {
  it("refuses no code, a wrong or replayed one; a right one turns it off and login no longer asks", async () => {
    const m = await memberWithTwoFactor();
    const off = "/api/member/security/two_factor/disable";
    expect((await h.post(off, {}, m.auth)).body.code).toBe(422);
    expect((await h.post(off, { code: "000000" }, m.auth)).body.code).toBe(TWO_FACTOR_CODES.wrong);
    expect((await h.post(off, { code: m.app.replay() }, m.auth)).body.code).toBe(TWO_FACTOR_CODES.wrong);
    expect((await h.post("/api/member/security/status", {}, m.auth)).body.apiResponseData.enabled).toBe(1);
    expect((await h.post(off, { code: m.app.next() }, m.auth)).body.code).toBe(100);
    expect((await h.post("/api/member/security/status", {}, m.auth)).body.apiResponseData).toMatchObject({
      enabled: 0,
      recovery_codes_left: 0,
    });
    expect((await loginStart(m.account)).body.code).toBe(100);
    expect((await h.post(off, { code: "123456" }, m.auth)).body.code).toBe(TWO_FACTOR_CODES.notOn);
  });

  it("a recovery code turns it off too (a lost phone)", async () => {
    const m = await memberWithTwoFactor();
    const r = await h.post("/api/member/security/two_factor/disable", { code: m.recovery[3] }, m.auth);
    expect(r.body.code).toBe(100);
  });
});

describe("double validation, then the second factor", () => {
  it("device01's right answer answers 810 when two-factor is on", async () => {
    // device01 is asked double validation (107) at every login: two-factor is turned on in a session of its own
    const session = (await h.admin("login-elsewhere", { account: "device01" })).body.apiResponseData.token as string;
    const auth = h.bearer(session);
    const setup = await h.post("/api/member/security/two_factor/setup", {}, auth);
    const app = authenticator(setup.body.apiResponseData.secret as string);
    expect((await h.post("/api/member/security/two_factor/enable", { code: app.next() }, auth)).body.code).toBe(100);
    const first = await h.login("device01", "device1234");
    expect(first.body.code).toBe(107);
    const c = await h.post("/api/captcha", { type: 1, site_id: 1 });
    const dv = await h.post("/api/login/double_validation", {
      member_login_id: first.body.apiResponseData.member_login_id,
      answer: "Device Tester",
      captcha_answer: "7777",
      captcha_token: c.body.apiResponseData.token,
    });
    expect(dv.body.code).toBe(LOGIN_TWO_FACTOR_CODE);
    const p = TwoFactorLoginSchema.parse(dv.body.apiResponseData);
    expect((await second(p.member_login_id, app.next())).body.code).toBe(100);
  });
});
