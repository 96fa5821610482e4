// The header's account menu and game-type menu: the member centre is one click away
// from every page (spec 001 §2 member-centre menu; desktop opens it in a 1500×800 window, spec 000 §2),
// the menu works by keyboard, and every game type stays reachable at 1366 px while signed in.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { MENU_GAME_TYPES } from "../src/components/game-types.ts";
import { ACCOUNT_MENU_PAGES } from "../src/features/session/account-menu.ts";
import { admin, expectLoggedIn, expectLoggedOut, msg, isMobile } from "./auth-helpers.ts";
import { test } from "./fixtures.ts";
import { projectLocale } from "./helpers.ts";

// The member-centre pages of spec 001 §2, in the menu's order (as the game types, the list the site keeps); a fresh
// member may also join the recommend programme (is_friend 1, no agent block: spec 001 §6), so its entry shows.
const MENU_LABELS = [...ACCOUNT_MENU_PAGES, "RecommendProject"];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An entry's name: its label, then "N unread" on Messages when there is a count. */
const entryName = (testInfo: TestInfo, page: string) => {
  const unread = escape(msg(testInfo, "session.menu.unread", { count: "§" })).replace("§", "[\\d+]+");
  return new RegExp(`^${escape(msg(testInfo, `menu.${page}`))}( ${unread})?$`);
};

function accountButton(page: Page, testInfo: TestInfo) {
  return page.getByRole("button", { name: new RegExp(`^${msg(testInfo, "session.menu.label")}`) });
}

/** Opens `path` (in the project's locale) as the signed-in member and waits until the header shows the member. */
async function signedInAt(page: Page, testInfo: TestInfo, path: string): Promise<void> {
  await page.goto(`${projectLocale(testInfo).prefix}${path}`);
  await expectLoggedIn(page, testInfo);
}

/** Opens `path` signed in, then the header's account menu; returns the menu. */
async function openAccountMenu(page: Page, testInfo: TestInfo, path: string) {
  await signedInAt(page, testInfo, path);
  await accountButton(page, testInfo).click();
  return page.getByTestId("account-menu");
}

test("the account menu lists the member centre and Log out; Escape closes it and focus returns @phone", async ({
  signedInPage: page,
  member,
  prefix,
  errors,
}, testInfo) => {
  await signedInAt(page, testInfo, "/");
  const button = accountButton(page, testInfo);
  await expect(button).toHaveAccessibleName(new RegExp(`${member.account}$`));
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByTestId("account-menu");
  for (const p of MENU_LABELS) {
    // The name is the label, then the unread count on Messages when there is one.
    await expect(menu.getByRole("link", { name: entryName(testInfo, p) })).toBeVisible();
  }
  await expect(menu.getByRole("link")).toHaveCount(MENU_LABELS.length);
  await expect(menu.getByRole("link", { name: msg(testInfo, "menu.Info"), exact: true })).toHaveAttribute(
    "href",
    `${prefix}/user/Info`,
  );
  await expect(menu.getByRole("button", { name: msg(testInfo, "auth.logout.button") })).toBeVisible();
  // A plain member has no agent centre entry.
  await expect(menu.getByRole("link", { name: msg(testInfo, "proxy.menu.ProxyCenter") })).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // By keyboard alone: ArrowDown opens on the first entry, arrows move, Escape returns to the button.
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link", { name: msg(testInfo, "menu.Info") })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link", { name: msg(testInfo, "menu.MyWallet") })).toBeFocused();
  await page.keyboard.press("End");
  await expect(menu.getByRole("button", { name: msg(testInfo, "auth.logout.button") })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  // Enter on the button opens it too; a press outside closes it.
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  // Bounded: this press hung until the test's timeout in 2 of 30 local runs on en_US-mobile (cause not found;
  // not with a trace on). A bounded wait fails with Playwright's call log, which says what held the click.
  await page.locator("main").click({ position: { x: 5, y: 5 }, timeout: 10_000 });
  await expect(menu).toBeHidden();
  expect(errors.list).toEqual([]);
});

test("the account menu reaches /user/Info: a 1500×800 window on desktop, the same window on mobile @phone", async ({
  signedInPage: page,
  prefix,
}, testInfo) => {
  const menu = await openAccountMenu(page, testInfo, "/gameHall/3");
  const profile = menu.getByRole("link", { name: msg(testInfo, "menu.Info") });
  let target = page;
  if (isMobile(testInfo)) {
    await profile.click();
    await page.waitForURL((u) => u.pathname === `${prefix}/user/Info`);
  } else {
    const popup = page.waitForEvent("popup");
    await profile.click();
    target = await popup;
    await target.waitForURL((u) => u.pathname === `${prefix}/user/Info`);
    expect(await target.evaluate(() => window.name)).toBe("user");
    expect(new URL(page.url()).pathname).toBe(`${prefix}/gameHall/3`);
  }
  await expect(target.getByRole("heading", { level: 1, name: msg(testInfo, "menu.Info") })).toBeVisible();
  await expect(target.getByRole("heading", { name: msg(testInfo, "member.signedOut.title") })).toBeHidden();
  await expectLoggedIn(target, testInfo);
});

test("Messages in the account menu carries the unread count, live, capped at 99+ @platform", async ({
  signedInPage: page,
  member: { account },
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  for (let i = 0; i < 2; i += 1) await admin(request, "letter", { account, title: `Hello ${i}` });
  const menu = await openAccountMenu(page, testInfo, "/");
  const letters = menu.getByRole("link", { name: entryName(testInfo, "Letter") });
  await expect(letters).toHaveAccessibleName(
    `${msg(testInfo, "menu.Letter")} ${msg(testInfo, "session.menu.unread", { count: "2" })}`,
  );
  // A letter sent now arrives over the member's channel (spec 001 §4 letter.sent) and the count follows.
  await admin(request, "letter", { account, title: "One more" });
  // Live: the event, then the count read again; give a loaded CI machine more than the default 5 s.
  await expect(letters).toHaveAccessibleName(
    `${msg(testInfo, "menu.Letter")} ${msg(testInfo, "session.menu.unread", { count: "3" })}`,
    { timeout: 15_000 },
  );
  for (let i = 0; i < 97; i += 1) await admin(request, "letter", { account, title: `Bulk ${i}` });
  await expect(letters).toContainText("99+", { timeout: 15_000 });
});

test("an active agent also finds the agent centre in the account menu (agent_active)", async ({
  signedInPage: page,
  prefix,
}, testInfo) => {
  // The seeded agent is shared by parallel tests (a second login logs the first out): the platform's layout
  // answer for this fresh member is marked as an active agent's instead (spec 001 §3 agent_active).
  await page.route("**/api/member/profile/common/layout", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { apiResponseData: Record<string, unknown> };
    body.apiResponseData = { ...body.apiResponseData, agent_active: 1, is_agent: 1, member_type: 2 };
    await route.fulfill({ response, json: body });
  });
  const menu = await openAccountMenu(page, testInfo, "/");
  const agent = menu.getByRole("link", { name: msg(testInfo, "proxy.menu.ProxyCenter") });
  await expect(agent).toBeVisible();
  await expect(agent).toHaveAttribute("href", `${prefix}/proxy/ProxyCenter`);
});

test("Log out from the account menu logs the member out @phone", async ({ signedInPage: page }, testInfo) => {
  const menu = await openAccountMenu(page, testInfo, "/faq/1");
  const home = page.waitForEvent("load"); // the logout goes to / (spec 001 §4)
  await menu.getByRole("button", { name: msg(testInfo, "auth.logout.button") }).click();
  await home;
  await expectLoggedOut(page, testInfo);
});

test("all eight game types stay reachable from the desktop header at 1366 px, signed in", async ({
  signedInPage: page,
  prefix,
}, testInfo) => {
  await signedInAt(page, testInfo, "/");
  const nav = page.locator("header nav.types");
  const more = nav.locator("details.more");
  const names = MENU_GAME_TYPES.map((g) => msg(testInfo, `gameType.${g.id}.abbr`));
  // The bar re-fits when the signed-in account area widens (a ResizeObserver): read the bar in one go, and
  // until it settles, so a type is never seen in the bar just before it moves into More.
  const unreachable = () =>
    nav.evaluate((el, wanted) => {
      const bar = el.getBoundingClientRect();
      const inBar = [...el.querySelectorAll<HTMLAnchorElement>(".types-row a")].filter((a) => {
        const box = a.getBoundingClientRect();
        // In the bar, whole: shown and not clipped by the bar's edge.
        return !a.hidden && box.width > 0 && box.x >= bar.x && box.x + box.width <= bar.x + bar.width + 0.5;
      });
      const moreEl = el.querySelector<HTMLElement>("details.more");
      const inMore = moreEl && !moreEl.hidden ? [...moreEl.querySelectorAll(".more-list a")] : [];
      const reachable = new Set([...inBar, ...inMore].map((a) => a.textContent?.trim() ?? ""));
      return wanted.filter((name) => !reachable.has(name));
    }, names);
  await expect.poll(unreachable).toEqual([]);
  // What More holds shows when it opens, and Escape closes it.
  if (await more.isVisible()) {
    await more.locator("summary").click();
    await expect(more.locator(".more-list a").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(more.locator(".more-list")).toBeHidden();
  }
  // Esports, the last type, opens its hall from wherever it is.
  const esports = msg(testInfo, "gameType.9.abbr");
  const inBar = nav.locator(".types-row").getByRole("link", { name: esports, exact: true });
  if (await inBar.isVisible()) await inBar.click();
  else {
    await more.locator("summary").click();
    await more.getByRole("link", { name: esports, exact: true }).click();
  }
  await page.waitForURL((u) => u.pathname === `${prefix}/gameHall/9`);
});
