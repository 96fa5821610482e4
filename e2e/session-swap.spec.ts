// spec 001 §2 /authCallback, §4 third-party login popup. A window the site did not open for a login — a game
// window whose provider page navigates to /authCallback?tk=<another member's token>&member_id=<the victim's id>,
// or any same-origin window posting authLogin to its opener — must not change the lobby's session, nor make the
// header name the wrong member. Only the third-party login window the site opened may log in, and then through
// the keep-or-switch question when another member is here.
import { expect, type Page } from "@playwright/test";
import { clickThirdPartyLogin, expectLoggedIn, login, msg } from "./auth-helpers.ts";
import { test, type Member } from "./fixtures.ts";

const stored = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem("token"), memberId: localStorage.getItem("member_id") }));

/**
 * The victim logs in on `page`; the attacker's live token comes with the victim's own member_id and account, as
 * the query-string login's fields (spec 001 §2). Returns the victim's stored session and those fields.
 */
async function victimAndClaim(page: Page, testInfo: Parameters<typeof login>[1], victim: Member, attacker: Member) {
  await page.goto("/");
  await login(page, testInfo, victim.account, victim.password);
  const before = await stored(page);
  const claim = new URLSearchParams({
    tk: attacker.token,
    member_id: before.memberId ?? "",
    member_account: victim.account,
    member_currency: "INR",
  });
  return { before, claim };
}

test("a game window's /authCallback or authLogin does not swap the lobby's session (spec 001 §4)", async ({
  page,
  newMember,
}, testInfo) => {
  const [victim, attacker] = [await newMember(), await newMember()];
  const { before, claim: query } = await victimAndClaim(page, testInfo, victim, attacker);
  const claim = query.toString();

  // 1. A window that still has the lobby as its opener (as a game window did) navigates to /authCallback:
  //    its relay posts authLogin to the lobby and closes.
  const relayClosed = page.waitForEvent("popup").then((p) => p.waitForEvent("close"));
  await page.evaluate((q) => void window.open(`/authCallback?${q}`, "game", "width=600,height=400"), claim);
  await relayClosed;

  // 2. A same-origin window posts authLogin itself.
  const poster = page.waitForEvent("popup");
  await page.evaluate(() => void window.open("/faq/1", "other", "width=600,height=400"));
  const other = await poster;
  await other.waitForLoadState("domcontentloaded");
  await other.evaluate((q) => {
    (window.opener as Window).postMessage({ type: "authLogin", search: `?${q}` }, window.location.origin);
    (window.opener as Window).postMessage(
      { type: "authLoginClose", code: 105, message: "Your account is locked, call +91 00000" },
      window.location.origin,
    );
  }, claim);
  await other.close();

  // 3. The member's own third-party login, for the attacker's account, comes after both: had either attack
  //    swapped the session, the lobby would hold the attacker already and ask nothing.
  const loginWindow = await clickThirdPartyLogin(page, `/authCallback?${claim}`);
  await loginWindow.waitForEvent("close");
  const ask = page.getByRole("dialog", { name: msg(testInfo, "auth.switch.title") });
  // the lobby first asks the platform whose the token is: a loaded machine may take a while
  await expect(ask).toBeVisible({ timeout: 15_000 });
  await expect(ask).toContainText(victim.account);
  await expect(ask).toContainText(attacker.account); // the platform named the token's owner, not the link
  await ask.getByRole("button", { name: msg(testInfo, "auth.switch.keep") }).click();
  await expect(ask).toHaveCount(0);

  expect(await stored(page)).toEqual(before);
  await expectLoggedIn(page, testInfo);
  await expect(page.getByTestId("account-name")).toHaveText(victim.account);
  await expect(page.getByText("Your account is locked")).toHaveCount(0);
});

test("a ?tk= link naming the victim's own member_id with another member's token asks, and keeping changes nothing (spec 001 §2)", async ({
  page,
  newMember,
}, testInfo) => {
  const [victim, attacker] = [await newMember(), await newMember()];
  const { before, claim } = await victimAndClaim(page, testInfo, victim, attacker);
  await page.goto(`/?${claim.toString()}`);
  const ask = page.getByRole("dialog", { name: msg(testInfo, "auth.switch.title") });
  await expect(ask).toContainText(
    msg(testInfo, "auth.switch.message", { current: victim.account, incoming: attacker.account }),
    { timeout: 15_000 },
  );
  await ask.getByRole("button", { name: msg(testInfo, "auth.switch.keep"), exact: true }).click();
  await expect(ask).toHaveCount(0);
  expect(await stored(page)).toEqual(before);
  await expect(page.getByTestId("account-name")).toHaveText(victim.account);
});
