// Account flows against the real server and sandbox (spec 001 §4, §5, §8). SANDBOX_CAPTCHA=1234.
// Most flows run on one project only (accounts change state in the shared :memory: sandbox).
import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { projectLocale } from "./helpers.ts";
import {
  admin,
  freshMember,
  CAPTCHA,
  clientCaptchaDigits,
  expectLoggedIn,
  expectLoggedOut,
  login,
  logOut,
  msg,
  openLogin,
  submitLogin,
  isMobile,
  memberChannelJoined,
  tokenFor,
  clickThirdPartyLogin,
} from "./auth-helpers.ts";

test("a member logs in and out; the header shows the balance (spec 001 §4) @phone @platform", async ({
  page,
  request,
  prefix,
  errors,
}, testInfo) => {
  // demo01 on the desktop; on the phone a fresh member (one account in two browsers is a login elsewhere)
  const { account, password } = !isMobile(testInfo)
    ? { account: "demo01", password: "demo1234" }
    : await freshMember(request, testInfo);
  await page.goto(`${prefix}/`);
  await login(page, testInfo, account, password);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await expectLoggedIn(page, testInfo); // survives a reload (storage)
  // Pages whose islands wait for an interaction show a stored member at once, not "Log in" until a tap.
  for (const path of ["/faq/1", "/user/Info", "/proxy/Register"]) {
    await page.goto(`${prefix}${path}`);
    await expectLoggedIn(page, testInfo);
  }
  await page.goto(`${prefix}/`);
  const home = page.waitForEvent("load"); // the logout goes to / (spec 001 §4)
  await logOut(page, testInfo);
  await home;
  await expectLoggedOut(page, testInfo);
  expect(errors.list.filter((e) => !e.includes("401"))).toEqual([]);
});

test("wrong password, frozen and disabled accounts show their messages (spec 001 §8)", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/`);
  const cases: [string, string, string][] = [
    ["demo01", "wrong999", "account_error"],
    ["frozen01", "frozen1234", "account_freezen"],
    ["disabled01", "disabled1234", "account_disable"],
  ];
  await openLogin(page, testInfo);
  for (const [account, password, key] of cases) {
    const dialog = await submitLogin(page, testInfo, account, password);
    await expect(dialog.getByRole("alert").filter({ hasText: msg(testInfo, key) })).toBeVisible();
  }
  await expectLoggedOut(page, testInfo);
});

test("device01 answers the double-validation question (code 107)", async ({ page }, testInfo) => {
  // one project: device01 logging in from two browsers at once would log the first one out (spec 001 §4)
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/`);
  await openLogin(page, testInfo);
  await submitLogin(page, testInfo, "device01", "device1234");
  const dv = page.getByRole("dialog", { name: msg(testInfo, "auth.dv.title") });
  await expect(dv).toBeVisible();
  await expect(dv.getByRole("img", { name: msg(testInfo, "ui.captcha.alt") })).toBeVisible();
  // a wrong answer clears the fields and shows verify_failed
  await dv.getByLabel(msg(testInfo, "auth.dv.question.member_name"), { exact: true }).fill("Somebody Else");
  await dv.getByLabel(msg(testInfo, "auth.field.captcha"), { exact: true }).fill(CAPTCHA);
  await dv.getByRole("button", { name: msg(testInfo, "auth.dv.submit") }).click();
  await expect(dv.getByRole("alert")).toBeVisible();
  await expect(dv.getByLabel(msg(testInfo, "auth.dv.question.member_name"), { exact: true })).toHaveValue("");
  await expect(dv.getByRole("img", { name: msg(testInfo, "ui.captcha.alt") })).toBeVisible();
  await dv.getByLabel(msg(testInfo, "auth.dv.question.member_name"), { exact: true }).fill("Device Tester");
  await dv.getByLabel(msg(testInfo, "auth.field.captcha"), { exact: true }).fill(CAPTCHA);
  await dv.getByRole("button", { name: msg(testInfo, "auth.dv.submit") }).click();
  await expectLoggedIn(page, testInfo);
});

test("locked01 passes transfer validation and logs in with the new password (code 802)", async ({ page }, testInfo) => {
  await page.goto("/");
  await openLogin(page, testInfo);
  await submitLogin(page, testInfo, "locked01", "locked1234");
  const tv = page.getByRole("dialog", { name: msg(testInfo, "auth.transfer.title") });
  await expect(tv).toBeVisible();
  for (const [i, d] of [
    [1, "1"],
    [2, "2"],
    [3, "3"],
    [4, "4"],
  ] as const)
    await tv.getByLabel(msg(testInfo, "ui.pin.digit", { n: i, total: 4 }), { exact: true }).fill(d);
  await tv.getByRole("textbox", { name: msg(testInfo, "auth.field.email"), exact: true }).fill("locked01@example.com");
  // The reset's second factor (our extension, RESET_SMS): a code to locked01's phone (SANDBOX_SMS_CODE).
  await tv.getByRole("button", { name: msg(testInfo, "register.sms.send") }).click();
  await expect(page.getByText(msg(testInfo, "auth.sms.sent"))).toBeVisible();
  await tv.getByLabel(msg(testInfo, "auth.field.sms_code"), { exact: true }).fill("123456");
  await tv.getByLabel(msg(testInfo, "auth.field.captcha"), { exact: true }).fill(await clientCaptchaDigits(page));
  await tv.getByRole("button", { name: msg(testInfo, "auth.transfer.verify") }).click();
  await tv.getByLabel(msg(testInfo, "auth.field.new_password"), { exact: true }).fill("locked5678");
  await tv.getByLabel(msg(testInfo, "auth.field.confirm_password"), { exact: true }).fill("locked5678");
  await tv.getByRole("button", { name: msg(testInfo, "auth.transfer.save") }).click();
  await expect(page.getByText(msg(testInfo, "auth.transfer.done"))).toBeVisible();
  await submitLogin(page, testInfo, "locked01", "locked5678");
  await expectLoggedIn(page, testInfo);
});

test("newbie01 must change the password first, and not to the same one (first_login_to_change_password)", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await login(page, testInfo, "newbie01", "newbie1234");
  const modal = page.getByRole("dialog", { name: msg(testInfo, "auth.password.change_title") });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible(); // not dismissible
  // (spec 001 §6 forced change): the old password again is refused, on the new-password field.
  const newPassword = modal.getByLabel(msg(testInfo, "auth.field.new_password"), { exact: true });
  await modal.getByLabel(msg(testInfo, "auth.field.old_password"), { exact: true }).fill("newbie1234");
  await newPassword.fill("newbie1234");
  await modal.getByLabel(msg(testInfo, "auth.field.confirm_password"), { exact: true }).fill("newbie1234");
  await modal.getByRole("button", { name: msg(testInfo, "auth.password.save") }).click();
  await expect(newPassword).toHaveAccessibleDescription(msg(testInfo, "auth.err.password_same_as_old"));
  await expect(modal).toBeVisible();
  await expect(page.getByText(msg(testInfo, "auth.password.changed"))).toHaveCount(0);
  await modal.getByLabel(msg(testInfo, "auth.field.old_password"), { exact: true }).fill("newbie1234");
  await modal.getByLabel(msg(testInfo, "auth.field.new_password"), { exact: true }).fill("newbie5678");
  await modal.getByLabel(msg(testInfo, "auth.field.confirm_password"), { exact: true }).fill("newbie5678");
  await modal.getByRole("button", { name: msg(testInfo, "auth.password.save") }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText(msg(testInfo, "auth.password.changed"))).toBeVisible();
});

test("a login elsewhere logs the browser out with the warning (spec 001 §4) @phone", async ({
  page,
  member: { account, password },
  request,
  prefix,
}, testInfo) => {
  await page.goto(`${prefix}/user/Info`);
  await login(page, testInfo, account, password);
  await memberChannelJoined(page, request, account);
  await admin(request, "login-elsewhere", { account });
  // The logout goes to / (spec 001 §4) and the warning is still read there.
  await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
  await expect(page.getByText(msg(testInfo, "already_login_msg"))).toBeVisible();
  await expectLoggedOut(page, testInfo);
});

test("two tabs stay in step; one socket per page (spec 001 §3, §7)", async ({ context, request }, testInfo) => {
  const a = await context.newPage();
  const handshakes: string[] = [];
  a.on("request", (r) => {
    const u = r.url();
    if (u.includes("/socket.io/") && !u.includes("sid=")) handshakes.push(u);
  });
  await a.goto("/");
  const b = await context.newPage();
  await b.goto("/");
  await expectLoggedOut(b, testInfo);
  const { account, password } = await freshMember(request, testInfo);
  await login(a, testInfo, account, password);
  await expectLoggedIn(b, testInfo);
  // b's logout goes to / (spec 001 §4). Wait for that page: closing a page mid-navigation can hang
  // Chromium's teardown for the whole test timeout.
  const bHome = b.waitForEvent("load");
  await b.getByRole("button", { name: msg(testInfo, "auth.logout.button"), exact: true }).click();
  await expectLoggedOut(a, testInfo);
  await bHome;
  expect(handshakes.length).toBe(1);
  await b.close();
  await a.close();
});

test("query-string login: tk, member_id, member_account, member_currency, member_type (spec 001 §2, §4)", async ({
  page,
  member: { account, token, id },
  prefix,
}, testInfo) => {
  const q = new URLSearchParams({
    tk: token,
    member_id: String(id),
    member_account: account,
    member_currency: "INR",
    member_type: "1",
  });
  await page.goto(`${prefix}/?${q.toString()}`);
  await expectLoggedIn(page, testInfo);
  await expect(page.getByTestId("account-name")).toHaveText(account);
  expect(new URL(page.url()).search).toBe(""); // the token leaves the address bar
});

test("a link carrying another member's login asks first: keep stays, switch switches (login CSRF; spec 001 §2) @phone", async ({
  page,
  request,
}, testInfo) => {
  const me = await freshMember(request, testInfo);
  const other = await freshMember(request, testInfo);
  await page.goto("/");
  await login(page, testInfo, me.account, me.password);
  const { token, id } = await tokenFor(request, other.account);
  const q = new URLSearchParams({
    tk: token,
    member_id: String(id),
    member_account: other.account,
    member_currency: "INR",
    member_type: "1",
  });
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "auth.switch.title") });
  const accountName = page.getByTestId("account-name");

  await page.goto(`/?${q.toString()}`);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    msg(testInfo, "auth.switch.message", { current: me.account, incoming: other.account }),
  );
  await expect.poll(() => new URL(page.url()).search).toBe(""); // the token leaves the address bar at once
  await dialog.getByRole("button", { name: msg(testInfo, "auth.switch.keep"), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(accountName).toHaveText(me.account);
  await page.reload();
  await expectLoggedIn(page, testInfo);
  await expect(accountName).toHaveText(me.account);
  await expect(dialog).toHaveCount(0);

  await page.goto(`/?${q.toString()}`);
  await dialog.getByRole("button", { name: msg(testInfo, "auth.switch.switch"), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(accountName).toHaveText(other.account);
  await expectLoggedIn(page, testInfo);
});

test("a stored target route that leaves the site is not followed after login (waitingUrl)", async ({
  page,
  request,
}, testInfo) => {
  const { account, password } = await freshMember(request, testInfo);
  const external: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).hostname === "example.com") external.push(r.url());
  });
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("waitingUrl", "/\\example.com/steal"));
  await login(page, testInfo, account, password);
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await page.evaluate(() => localStorage.getItem("waitingUrl"))).toBeNull();
  expect(external).toEqual([]);
});

test("an ad click leaves the two ad-tracking cookies for 90 days (spec 001 §2 fbclid, §3)", async ({
  page,
  context,
}) => {
  await page.goto("/?fbclid=IwAR2abc_DEF");
  await expect.poll(async () => (await context.cookies()).map((c) => c.name).sort()).toContain("_fbp");
  const cookies = await context.cookies();
  const fbc = cookies.find((c) => c.name === "_fbc");
  expect(fbc?.value).toMatch(/^fb\.1\.\d+\.IwAR2abc_DEF$/);
  expect(fbc?.sameSite).toBe("Lax");
  expect(fbc?.path).toBe("/");
  // max age 7776000 s (90 days)
  expect((fbc?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7_776_000 - 120);
});

test("the enc app entry logs in through /get_info_data and resets the URL to / (spec 001 §4) @phone-only", async ({
  page,
  member: { token },
  prefix,
}, testInfo) => {
  const enc = Buffer.from(JSON.stringify({ token })).toString("base64url");
  // home hydrates on load (content pages hydrate the account islands on first interaction)
  await page.goto(`${prefix}/?enc=${enc}`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
  await expectLoggedIn(page, testInfo);
  // a bad enc still resets the URL, and nobody is logged in by it
  const home = page.waitForEvent("load"); // the logout goes to / (spec 001 §4)
  await logOut(page, testInfo);
  await home;
  await expectLoggedOut(page, testInfo);
  await page.goto(`${prefix}/?enc=bm90LWpzb24`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
  await expectLoggedOut(page, testInfo);
});

test("the /authCallback popup logs the opener in; other origins are ignored (spec 001 §4)", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/");
  await expectLoggedOut(page, testInfo);
  // the member reaches a third-party login through the login modal (that interaction starts the listeners)
  await openLogin(page, testInfo);
  await page.keyboard.press("Escape");
  const { account } = await freshMember(request, testInfo);
  const { token, id } = await tokenFor(request, account);
  // a message from another origin does nothing: no call carries its token (taking it would start by asking the
  // platform whose it is), up to the page's next idle moment after the message was handled
  const carried: string[] = [];
  page.on("request", (r) => {
    if (`${r.url()} ${r.headers()["authorization"] ?? ""} ${r.postData() ?? ""}`.includes(token)) carried.push(r.url());
  });
  await page.evaluate(
    async ([tk, mid]) => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://evil.example",
          data: { type: "authLogin", search: `?tk=${tk}&member_id=${mid}&member_currency=INR` },
        }),
      );
      await new Promise((idle) => requestIdleCallback(idle, { timeout: 2000 }));
    },
    [token, String(id)],
  );
  expect(carried).toEqual([]);
  await expectLoggedOut(page, testInfo);
  const q = new URLSearchParams({ tk: token, member_id: String(id), member_account: account, member_currency: "INR" });
  // The site opens the login window itself (a link marked data-third-party-login; the sandbox has no identity
  // provider, so it points straight at /authCallback): only that window's authLogin is taken.
  const popup = await clickThirdPartyLogin(page, `/authCallback?${q.toString()}`);
  if (!popup.isClosed()) await popup.waitForEvent("close");
  await expectLoggedIn(page, testInfo);
});

test("forgot password: verify by e-mail and withdraw password, set a new one, log in with it (spec 001 §4, §5)", async ({
  page,
  request,
}, testInfo) => {
  const member = await freshMember(request, testInfo);
  await page.goto("/");
  const loginDialog = await openLogin(page, testInfo);
  await loginDialog.getByRole("button", { name: msg(testInfo, "auth.login.forgot") }).click();
  const forgot = page.getByRole("dialog", { name: msg(testInfo, "forgot.title") });
  await expect(forgot).toBeVisible();
  await forgot.getByLabel(msg(testInfo, "forgot.field.account"), { exact: true }).fill(member.account);
  for (const n of [1, 2, 3, 4])
    await forgot.getByLabel(msg(testInfo, "ui.pin.digit", { n, total: 4 }), { exact: true }).fill(String(n));
  await forgot
    .getByRole("textbox", { name: msg(testInfo, "register.field.memberEmail"), exact: true })
    .fill(member.email);
  // The reset's second factor (our extension, RESET_SMS): a code to the member's phone (SANDBOX_SMS_CODE).
  await forgot.getByRole("button", { name: msg(testInfo, "register.sms.send") }).click();
  // The 300 s resend countdown replaces the button (spec 001 §4 forgot-password SMS lock).
  await expect(forgot.getByRole("button", { name: msg(testInfo, "register.sms.send") })).toHaveCount(0);
  await forgot.getByLabel(msg(testInfo, "auth.field.sms_code"), { exact: true }).fill("123456");
  await forgot.getByRole("button", { name: msg(testInfo, "forgot.verify") }).click();
  await forgot.getByLabel(msg(testInfo, "forgot.field.password"), { exact: true }).fill("renew123");
  await forgot.getByLabel(msg(testInfo, "forgot.field.confirm"), { exact: true }).fill("renew123");
  await forgot.getByRole("button", { name: msg(testInfo, "forgot.reset") }).click();
  await expect(forgot.getByText(msg(testInfo, "forgot.done"))).toBeVisible();
  await forgot.getByRole("button", { name: msg(testInfo, "forgot.toLogin") }).click();
  await submitLogin(page, testInfo, member.account, "renew123");
  await expectLoggedIn(page, testInfo);
});
