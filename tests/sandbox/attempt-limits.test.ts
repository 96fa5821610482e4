// Security (our extension, src/contract/auth.ts LOGIN_LIMITS, VERIFY_LIMITS, RESET_SMS): sign-in and the password
// reset cannot be brute-forced, and nobody can keep someone else's account locked. Each attack below is tried and
// fails. Requests come from distinct loopback addresses (127.0.0.x), since the limits use the socket's address and
// ignore x-forwarded-for.
import http from "node:http";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  LOGIN_CODES,
  LOGIN_LIMITS,
  RESET_SMS,
  TRANSFER_VERIFY_CODES,
  VERIFY_LIMITS,
} from "../../src/contract/index.ts";
import { longestWait, recordFailure, parseLimitFree, type LimitedKey } from "../../sandbox/attempt-limits.ts";
import { openDb } from "../../sandbox/db/index.ts";
import { captchaImage } from "../../sandbox/img/captcha.ts";
import {
  CAPTCHA,
  changeWithdrawPassword,
  resetPassword,
  SMS,
  startSandbox,
  type Answer,
  type Harness,
} from "./helpers.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A POST from a given loopback address (Linux routes all of 127/8 to lo). */
function postFrom(h: Harness, from: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const url = new URL(h.base + path);
  const data = JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: new Headers(),
            body: JSON.parse(text) as Answer["body"],
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

async function loginFrom(h: Harness, from: string, account: string, password: string, extra = {}) {
  const nonce = await postFrom(h, from, "/api/get_login_header", {});
  const c = await postFrom(h, from, "/api/captcha", { type: 1, site_id: 1 });
  return postFrom(
    h,
    from,
    "/api/login",
    { account, password, site_id: 1, answer: CAPTCHA, captcha_token: c.body.apiResponseData.token },
    { ...nonce.body.apiResponseData.header, ...extra },
  );
}

async function sandbox(loginLimitFree?: { account?: number; ip?: number }) {
  // No trusted proxy: each test client is known by its socket address, and its X-Forwarded-For is a forgery.
  const h = await startSandbox(":memory:", { trustedProxies: "", ...(loginLimitFree ? { loginLimitFree } : {}) });
  onTestFinished(() => h.close());
  return h;
}

/** Moves the sandbox's clock (Date only: sockets and timers keep running). */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: ms });
}

describe("login attempt limits with backoff (our extension, LOGIN_LIMITS)", () => {
  it("one address failing on an account never makes its owner wait: only the per-IP limit stops it", async () => {
    const h = await sandbox({ ip: 8 });
    for (let i = 0; i < 8; i++)
      expect((await loginFrom(h, "127.0.0.9", "demo01", `guess${i}`)).body.code).toBe(LOGIN_CODES.accountError);
    expect((await loginFrom(h, "127.0.0.9", "demo01", "demo1234")).body.code).toBe(LOGIN_CODES.tooManyAttempts);
    expect((await loginFrom(h, "127.0.0.10", "demo01", "demo1234")).body.code).toBe(100);
  });

  it("an account waits after wrong passwords from LOGIN_LIMITS.account.free addresses, even for the right one, with a clear code and the seconds to wait; the wait ends by time", async () => {
    const h = await sandbox();
    const t0 = Date.now();
    clockAt(t0);
    for (let i = 0; i < LOGIN_LIMITS.account.free; i++)
      expect((await loginFrom(h, `127.0.0.${2 + i}`, "demo01", `guess${i}`)).body.code).toBe(LOGIN_CODES.accountError);
    const refused = await loginFrom(h, "127.0.0.20", "demo01", "demo1234");
    expect(refused.body.code).toBe(LOGIN_CODES.tooManyAttempts);
    expect(refused.body.apiResponseData).toEqual({ retry_after: LOGIN_LIMITS.account.baseMs / 1000 });
    // Hammering while it waits is neither checked nor counted: the wait does not grow.
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(h, `127.0.0.${30 + i}`, "demo01", `more${i}`)).body.code).toBe(
        LOGIN_CODES.tooManyAttempts,
      );
    clockAt(t0 + LOGIN_LIMITS.account.baseMs + 1);
    expect((await loginFrom(h, "127.0.0.4", "demo01", "demo1234")).body.code).toBe(100);
    // The right password cleared the account's count.
    expect((await loginFrom(h, "127.0.0.4", "demo01", "wrong")).body.code).toBe(LOGIN_CODES.accountError);
  });

  it("the owner's usual address skips the account's backoff: failures from many others never lock the owner out there", async () => {
    const h = await sandbox();
    expect((await loginFrom(h, "127.0.0.100", "demo01", "demo1234")).body.code).toBe(100);
    for (let i = 0; i < LOGIN_LIMITS.account.free; i++)
      expect((await loginFrom(h, `127.0.1.${i + 1}`, "demo01", `guess${i}`)).body.code).toBe(LOGIN_CODES.accountError);
    expect((await loginFrom(h, "127.0.0.101", "demo01", "demo1234")).body.code).toBe(LOGIN_CODES.tooManyAttempts);
    expect((await loginFrom(h, "127.0.0.100", "demo01", "demo1234")).body.code).toBe(100);
  });

  it("an IP that cycles through accounts is stopped by the per-IP limit, whatever x-forwarded-for says; other IPs are not", async () => {
    const h = await sandbox({ ip: 6 });
    for (let i = 0; i < 6; i++) {
      const a = await loginFrom(h, "127.0.0.5", `victim${i}`, "guess", { "x-forwarded-for": `198.51.100.${i}` });
      expect(a.body.code).toBe(LOGIN_CODES.accountError);
    }
    const spoofed = await loginFrom(h, "127.0.0.5", "agent01", "agent1234", { "x-forwarded-for": "198.51.100.77" });
    expect(spoofed.body.code).toBe(LOGIN_CODES.tooManyAttempts);
    expect(spoofed.body.apiResponseData.retry_after).toBe(LOGIN_LIMITS.ip.baseMs / 1000);
    expect((await loginFrom(h, "127.0.0.6", "agent01", "agent1234")).body.code).toBe(100);
  });

  it("counts failures only: many successful logins from one IP are never limited (the e2e suite logs in from 127.0.0.1)", async () => {
    const h = await sandbox({ ip: 3, account: 3 });
    for (let i = 0; i < 12; i++) expect((await loginFrom(h, "127.0.0.7", "agent01", "agent1234")).body.code).toBe(100);
  });

  it("wrong captchas count on the IP", async () => {
    const h = await sandbox({ ip: 2 });
    const nonce = () => postFrom(h, "127.0.0.8", "/api/get_login_header", {});
    for (let i = 0; i < 2; i++) {
      const n = await nonce();
      const c = await postFrom(h, "127.0.0.8", "/api/captcha", { type: 1, site_id: 1 });
      const a = await postFrom(
        h,
        "127.0.0.8",
        "/api/login",
        {
          account: "demo01",
          password: "demo1234",
          site_id: 1,
          answer: "0000",
          captcha_token: c.body.apiResponseData.token,
        },
        n.body.apiResponseData.header,
      );
      expect(a.body.code).toBe(LOGIN_CODES.verifyFailed);
    }
    expect((await loginFrom(h, "127.0.0.8", "demo01", "demo1234")).body.code).toBe(LOGIN_CODES.tooManyAttempts);
  });

  it("SANDBOX_LOGIN_LIMITS reads account=N,ip=N and keeps the defaults for anything else", () => {
    const d = { account: 5, ip: 20 };
    expect(parseLimitFree(undefined, d)).toEqual(d);
    expect(parseLimitFree("ip=1000", d)).toEqual({ account: 5, ip: 1000 });
    expect(parseLimitFree("account=0, ip=50", d)).toEqual({ account: 0, ip: 50 });
    expect(parseLimitFree("ip=lots,foo=1", d)).toEqual(d);
  });
});

describe("a third party cannot keep someone else's account locked (LOGIN_LIMITS, VERIFY_LIMITS)", () => {
  // Attackers on `n` addresses each fail on the victim's account as soon as their keys allow, for three hours; the
  // owner, elsewhere, tries once a minute with the right answer (which clears the account's count, as the
  // handlers do). Fewer than `free` addresses never make the owner wait; more only for short stretches.
  function simulate(limits: typeof LOGIN_LIMITS | typeof VERIFY_LIMITS, n: number) {
    const db = openDb(":memory:");
    const account: LimitedKey = { key: "account:victim", rule: { ...limits.account } };
    const ipKey = (ip: string): LimitedKey => ({ key: `ip:${ip}`, rule: { ...limits.ip } });
    const t0 = 1_700_000_000_000;
    const ownerIn: number[] = [];
    let ownerTries = 0;
    let attackerFailures = 0;
    for (let t = t0; t < t0 + 3 * 3_600_000; t += 5000) {
      for (let a = 0; a < n; a++) {
        const keys = [account, ipKey(`10.0.0.${a}`)];
        if (longestWait(db, keys, t) === 0) {
          recordFailure(db, keys, t, `10.0.0.${a}`);
          attackerFailures++;
        }
      }
      if ((t - t0) % 60_000 === 30_000) {
        ownerTries++;
        if (longestWait(db, [account, ipKey("owner")], t) === 0) {
          ownerIn.push(t);
          db.prepare("DELETE FROM attempt_failures WHERE key = ?").run(account.key);
        }
      }
    }
    db.close();
    const gaps = [ownerIn[0]! - t0, ...ownerIn.slice(1).map((t, i) => t - ownerIn[i]!)];
    return { ownerIn: ownerIn.length, ownerTries, longestGap: Math.max(...gaps), attackerFailures };
  }

  it.each([
    ["login", LOGIN_LIMITS],
    ["verify", VERIFY_LIMITS],
  ] as const)("%s: one to free-1 addresses never lock the owner out, and their guesses are few", (_name, limits) => {
    for (const n of [1, limits.account.free - 1]) {
      const r = simulate(limits, n);
      expect(r.ownerIn).toBe(r.ownerTries);
      // Per address about `free` failures an hour plus a backoff: nowhere near a password list or 10 000 PINs.
      expect(r.attackerFailures / n / 3).toBeLessThan(limits.ip.free + 10);
    }
  });

  it.each([
    ["login", LOGIN_LIMITS],
    ["verify", VERIFY_LIMITS],
  ] as const)(
    "%s: with more addresses the owner still gets in several times an hour, and is never kept out long",
    (_name, limits) => {
      for (const n of [limits.account.free, limits.account.free + 4]) {
        const r = simulate(limits, n);
        expect(r.ownerIn / r.ownerTries).toBeGreaterThan(1 / 20);
        expect(r.longestGap).toBeLessThanOrEqual(2 * limits.account.maxMs + 2 * 60_000);
      }
    },
  );
});

describe("the password reset: SMS code first, one PIN counter (our extension, RESET_SMS)", () => {
  const forgotBody = { account: "demo01", withdraw_password: "1234", member_email: "demo01@example.com" };
  const forgot = (h: Harness, from: string, body: object) =>
    postFrom(h, from, "/api/arks/web/forgot/verify", { ...forgotBody, ...body });

  it("sends the code to the phone on file, answers an unknown account alike, and locks an account's SMS for 300 s (spec 001 §4)", async () => {
    const h = await sandbox();
    const a = await postFrom(h, "127.0.0.20", "/api/arks/web/forgot/sms", { account: "demo01" });
    const ghost = await postFrom(h, "127.0.0.20", "/api/arks/web/forgot/sms", { account: "ghost77" });
    expect(a.body).toMatchObject({ code: 100, apiResponseData: { lock_seconds: 300 } });
    expect(ghost.body).toMatchObject({ code: 100, apiResponseData: { lock_seconds: 300 } });
    expect(h.logs.filter((l) => l.includes("password reset code"))).toEqual([
      `SMS to 9876543210: your password reset code is ${SMS}`,
    ]);
    const again = await postFrom(h, "127.0.0.21", "/api/arks/web/forgot/sms", { account: "DEMO01" });
    expect(again.body.code).toBe(102);
    expect(again.body.apiResponseData.lock_seconds).toBeGreaterThan(290);
  });

  it("knowing the PIN and e-mail is not enough: without the SMS code the reset answers 201 and nothing is learnt", async () => {
    const h = await sandbox();
    expect((await forgot(h, "127.0.0.22", { sms_code: SMS })).body.code).toBe(TRANSFER_VERIFY_CODES.mismatch);
    expect((await forgot(h, "127.0.0.22", { sms_code: "111111" })).body.code).toBe(TRANSFER_VERIFY_CODES.mismatch);
  });

  it("a stranger without the phone cannot lock the member's withdraw password through the reset", async () => {
    const h = await sandbox();
    await postFrom(h, "127.0.0.23", "/api/arks/web/forgot/sms", { account: "demo01" });
    // Wrong PINs from several addresses, each without the code: never reach the PIN check.
    for (let i = 0; i < 8; i++)
      await forgot(h, `127.0.0.${30 + i}`, { withdraw_password: String(1000 + i), sms_code: String(100000 + i) });
    const token = await h.token("demo01", "demo1234");
    const change = await changeWithdrawPassword(h, h.bearer(token), "1234", "1234");
    expect(change.body.code).not.toBe(216);
  });

  it("shares one PIN counter with the withdraw-password lock: wrong PINs there and here add up, and the lock refuses both", async () => {
    const h = await sandbox();
    const token = await h.token("demo01", "demo1234");
    const wrongOld = () => changeWithdrawPassword(h, h.bearer(token), "0000", "5678");
    for (let i = 0; i < 4; i++) expect((await wrongOld()).body.code).toBe(101);
    await postFrom(h, "127.0.0.40", "/api/arks/web/forgot/sms", { account: "demo01" });
    // The fifth wrong answer, made through the reset, locks it (as the fifth wrong withdrawal would: 216)…
    const fifth = await forgot(h, "127.0.0.40", { withdraw_password: "9999", sms_code: SMS });
    expect(fifth.body.code).toBe(TRANSFER_VERIFY_CODES.locked);
    // …and the right PIN is refused in both places.
    const locked = await forgot(h, "127.0.0.41", { sms_code: SMS });
    expect(locked.body.code).toBe(TRANSFER_VERIFY_CODES.locked);
    expect(locked.body.apiResponseData.retry_after).toBeGreaterThan(0);
    const change = await changeWithdrawPassword(h, h.bearer(token), "1234", "5678");
    expect(change.body.code).toBe(216);
  });

  it("a code survives RESET_SMS.tries wrong guesses at most, then a new SMS is needed", async () => {
    const h = await sandbox();
    const t0 = Date.now();
    clockAt(t0);
    await postFrom(h, "127.0.0.50", "/api/arks/web/forgot/sms", { account: "demo01" });
    for (let i = 0; i < RESET_SMS.tries; i++)
      expect((await forgot(h, `127.0.0.${51 + i}`, { sms_code: String(200000 + i) })).body.code).toBe(201);
    // Past the account's backoff, the right code no longer works: it was spent.
    clockAt(t0 + VERIFY_LIMITS.account.baseMs + 1);
    expect((await forgot(h, "127.0.0.60", { sms_code: SMS })).body.code).toBe(201);
  });

  it("with the code, the PIN and the e-mail the member sets a new password", async () => {
    const h = await sandbox();
    await postFrom(h, "127.0.0.61", "/api/arks/web/forgot/sms", { account: "demo01" });
    const ok = await forgot(h, "127.0.0.61", { sms_code: SMS });
    expect(ok.body.code).toBe(100);
    const reset = await resetPassword(h, "forgot", "demo01", "demo5678", ok.body.apiResponseData.token);
    expect(reset.body.code).toBe(100);
    expect((await h.login("demo01", "demo5678")).body.code).toBe(100);
  });
});

describe("vx/verify (transfer validation, code 802) backs off, and never for good (VERIFY_LIMITS)", () => {
  const vx = (h: Harness, from: string, body: object = {}) =>
    postFrom(h, from, "/api/arks/web/vx/verify", {
      account: "locked01",
      withdraw_password: "1234",
      member_email: "locked01@example.com",
      sms_code: SMS,
      ...body,
    });

  it("an IP that fails too often waits, even with the right answers; the owner elsewhere is not stopped", async () => {
    const h = await sandbox();
    expect((await loginFrom(h, "127.0.0.70", "locked01", "locked1234")).body.code).toBe(802);
    await postFrom(h, "127.0.0.70", "/api/arks/web/forgot/sms", { account: "locked01" });
    for (let i = 0; i < VERIFY_LIMITS.ip.free; i++)
      expect((await vx(h, "127.0.0.71", { account: `ghost${i}` })).body.code).toBe(201);
    const refused = await vx(h, "127.0.0.71");
    expect(refused.body.code).toBe(TRANSFER_VERIFY_CODES.locked);
    expect(refused.body.message).toMatch(/^please re-verify: too many attempts/);
    expect((await vx(h, "127.0.0.72")).body.code).toBe(100);
  });

  it("failures on an 802 account from many IPs make it wait a short while only; then the owner verifies", async () => {
    const h = await sandbox();
    const t0 = Date.now();
    clockAt(t0);
    expect((await loginFrom(h, "127.0.0.80", "locked01", "locked1234")).body.code).toBe(802);
    await postFrom(h, "127.0.0.80", "/api/arks/web/forgot/sms", { account: "locked01" });
    for (let i = 0; i < VERIFY_LIMITS.account.free; i++)
      expect((await vx(h, `127.0.0.${81 + i}`, { sms_code: "000000" })).body.code).toBe(201);
    const waiting = await vx(h, "127.0.0.90");
    expect(waiting.body.code).toBe(TRANSFER_VERIFY_CODES.locked);
    expect(waiting.body.apiResponseData.retry_after).toBe(VERIFY_LIMITS.account.baseMs / 1000);
    clockAt(t0 + VERIFY_LIMITS.account.baseMs + 1);
    // The wrong codes spent the first code's tries: a new SMS (the 300 s SMS lock has not passed, so move on).
    clockAt(t0 + 301_000);
    await postFrom(h, "127.0.0.90", "/api/arks/web/forgot/sms", { account: "locked01" });
    expect((await vx(h, "127.0.0.90")).body.code).toBe(100);
  });
});

describe("the captcha is drawn, not written (security)", () => {
  it("has no <text>, no answer in its source, and differs every time for the same answer", () => {
    const a = captchaImage("4096");
    const b = captchaImage("4096");
    expect(a).not.toMatch(/<text/i);
    expect(a).not.toMatch(/4096|>4<|>0<|>9<|>6</);
    expect(a).toMatch(/^<svg [^>]*viewBox="0 0 120 44"/);
    expect((a.match(/<path /g) ?? []).length).toBeGreaterThan(10);
    expect(a).not.toBe(b);
  });

  it("the login captcha the sandbox serves is such an image, while SANDBOX_CAPTCHA still fixes the answer", async () => {
    const h = await sandbox();
    const c = await h.post("/api/captcha", { type: 1, site_id: 1 });
    const svg = Buffer.from((c.body.apiResponseData.captcha as string).split(",")[1]!, "base64").toString();
    expect(svg).not.toMatch(/<text/i);
    expect((await h.login("demo01", "demo1234")).body.code).toBe(100);
  });
});
