// What a member sees of their money and messages, on a phone and on desktop: the phone header keeps the logo whole
// at 320–430 px in every locale, offers Deposit and keeps Log out in the account menu (spec 001 §4: confirmed
// there while a game is played); desktop shows the unread-letter count on the account button (spec 000 §9, 99+);
// deposit and withdrawal records are cards on a phone, amount and status first; every letter can be reached past
// the first page of 50 (spec 001 §9); the deposit order is brought into view and focus; the marquee never shows a
// member an announcement meant for visitors, and a new one reaches the home page within 10 s.
import { expect, type Page } from "@playwright/test";
import {
  accountMenuButton,
  admin,
  continueDepositPrompt,
  expectLoggedIn,
  freshMember,
  msg,
  seedSession,
  storeSession,
} from "./auth-helpers.ts";
import { test } from "./fixtures.ts";
import { captureErrors, projectLocale, promotionsAlreadyClosed } from "./helpers.ts";

/**
 * The logo is whole: nothing of it is cut off (its box holds all it shows, inside the screen), the platform's
 * image keeps its proportions, and no other header control lies over it.
 */
async function expectLogoWhole(page: Page, label: string) {
  const report = await page.locator("header.site-header .logo").evaluate((logo) => {
    const box = logo.getBoundingClientRect();
    const shown = [...logo.querySelectorAll<HTMLElement | SVGElement>("img, svg, span")].filter(
      (el) => getComputedStyle(el).display !== "none",
    );
    const problems: string[] = [];
    if (box.width < 24) problems.push(`logo ${box.width}px wide`);
    if (box.left < 0 || box.right > window.innerWidth + 0.5) problems.push("logo outside the screen");
    if (logo.scrollWidth > logo.clientWidth + 1) problems.push(`logo clipped ${logo.scrollWidth}>${logo.clientWidth}`);
    for (const el of shown) {
      const r = el.getBoundingClientRect();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) problems.push(`${el.tagName} cut off`);
      if (el instanceof HTMLImageElement && el.naturalWidth > 0) {
        const ratio = r.width / r.height;
        const natural = el.naturalWidth / el.naturalHeight;
        if (Math.abs(ratio - natural) > 0.05)
          problems.push(`image squeezed ${ratio.toFixed(2)} vs ${natural.toFixed(2)}`);
      }
    }
    const controls = [...document.querySelectorAll<HTMLElement>("header.site-header .bar :is(button, a, summary)")];
    for (const c of controls) {
      if (logo.contains(c) || c.closest("[hidden]") || c.getClientRects().length === 0) continue;
      const r = c.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(c).visibility === "hidden") continue;
      const overlaps = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      if (overlaps) problems.push(`"${c.textContent?.trim() ?? c.tagName}" over the logo`);
      if (r.right > window.innerWidth + 0.5) problems.push(`"${c.textContent?.trim() ?? c.tagName}" off-screen`);
    }
    return problems;
  });
  expect(report, label).toEqual([]);
}

const PHONE_WIDTHS = [320, 430] as const;

/** Nothing on the page makes it wider than the phone (a wider page zooms out and cuts fixed sheets' edges). */
async function expectNoSidewaysScroll(page: Page, width: number, label: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, label).toBeLessThanOrEqual(width);
}

test.describe("the phone header", { tag: "@phone-only" }, () => {
  test("keeps the logo whole at 320 and 430 px, for a visitor and a member, even with the balance unavailable", async ({
    page,
    member,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { prefix, locale } = projectLocale(testInfo);
    await promotionsAlreadyClosed(page);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${prefix}/`);
      await expect(
        page.getByRole("button", { name: msg(testInfo, "auth.register.open"), exact: true }).first(),
      ).toBeVisible();
      await expectLogoWhole(page, `visitor at ${width} px`);
      await expectNoSidewaysScroll(page, width, `visitor's home at ${width} px`);
    }
    await seedSession(page, member);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${prefix}/`);
      await expectLoggedIn(page, testInfo);
      await expect(page.getByTestId("header-deposit")).toBeVisible();
      await expectLogoWhole(page, `member at ${width} px`);
      await expectNoSidewaysScroll(page, width, `member's home at ${width} px`);
      await page.screenshot({
        path: testInfo.outputPath(`phone-header-${locale}-${width}.png`),
        clip: { x: 0, y: 0, width, height: 160 },
      });
    }
    // "Balance unavailable" is the longest the money row gets: the logo stays whole beside it.
    await page.route("**/api/member/profile/my_cash", (route) => route.fulfill({ status: 503, body: "" }));
    await page.setViewportSize({ width: 320, height: 844 });
    await page.goto(`${prefix}/`);
    await expect(page.getByTestId("balance")).toHaveText(new RegExp(msg(testInfo, "fault.balance.unavailable")));
    await expectLogoWhole(page, "member at 320 px, balance unavailable");
    await page.screenshot({
      path: testInfo.outputPath(`phone-header-${locale}-320-unavailable.png`),
      clip: { x: 0, y: 0, width: 320, height: 160 },
    });
  });

  test("Deposit is in the header; Log out is in the account menu only", async ({ signedInPage: page }, testInfo) => {
    const { prefix } = projectLocale(testInfo);
    const errors = await captureErrors(page);
    await promotionsAlreadyClosed(page);
    await page.goto(`${prefix}/gameHall/3`);
    await expectLoggedIn(page, testInfo);
    const header = page.locator("header.site-header");
    // No Log out in the bar: it was the most prominent button, beside the balance, unconfirmed.
    await expect(header.getByRole("button", { name: msg(testInfo, "auth.logout.button"), exact: true })).toHaveCount(0);
    await accountMenuButton(page, testInfo).click();
    await expect(
      page.getByTestId("account-menu").getByRole("button", { name: msg(testInfo, "auth.logout.button") }),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    const deposit = header.getByRole("link", { name: msg(testInfo, "nav.deposit"), exact: true });
    await expect(deposit).toBeVisible();
    await deposit.click();
    await page.waitForURL((u) => u.pathname === `${prefix}/user/Deposit`);
    await expect(page.getByRole("heading", { level: 1, name: msg(testInfo, "menu.Deposit") })).toBeVisible();
    expect(errors.list).toEqual([]);
  });

  test("deposit and withdrawal records are cards within 390 px, amount and status first", async ({
    signedInPage: page,
    member: { api },
  }, testInfo) => {
    const { prefix, locale } = projectLocale(testInfo);
    await promotionsAlreadyClosed(page);
    const order = await api("/member/deposit/store", { method: "upi", amount: "500", request_id: `rq${Date.now()}x` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/user/DWRecord`);
    const card = page.locator(`[data-testid="dw-cards"] [data-order="${String(order["order_number"])}"]`);
    await expect(card).toBeVisible();
    const amount = card.locator(".funds-rcard__amount");
    const status = card.locator(".funds-status");
    await expect(amount).toContainText("500.00");
    await expect(status).toContainText(msg(testInfo, "funds.status.pending"));
    for (const [name, el] of [
      ["amount", amount],
      ["status", status],
    ] as const) {
      await expect(el, name).toBeVisible();
      const box = await el.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${name} within 390 px`).toBeLessThanOrEqual(390);
    }
    // First: the amount and status come before the type, the time and the order number.
    const text = (await card.innerText()).replace(/\s+/g, " ");
    expect(text.indexOf("500.00")).toBeLessThan(text.indexOf(msg(testInfo, "funds.record.time")));
    expect(text.indexOf(msg(testInfo, "funds.status.pending"))).toBeLessThan(
      text.indexOf(String(order["order_number"])),
    );
    // Nothing of the page scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`dw-record-${locale}-390.png`) });
  });

  test("bet history rounds are cards within 390 px, bet and win first", async ({ page, request }, testInfo) => {
    const { prefix, locale } = projectLocale(testInfo);
    const { account } = await freshMember(request, testInfo);
    await admin(request, "deposit", { account, amount: 100 });
    const token = await storeSession(page, request, account);
    await promotionsAlreadyClosed(page);
    const play = await request.post("/api/member/game/play1", {
      data: { gp_id: "GPR8", game_type: 2, game_code: "", house: 0, lobby_url: "/close", device: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await play.json()) as { code: number }).code).toBe(100);
    const info = (await admin(request, "member", { account })) as { apiResponseData: { session: string } };
    await request.post("/sandbox/games/spin", { data: { session: info.apiResponseData.session, bet: 2.5 } });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/user/Transaction`);
    const round = page.locator(".records-table tbody tr").first();
    await expect(round).toContainText("₹2.50", { timeout: 20_000 });
    const bet = round.locator("td.num").first();
    const time = round.locator("td").first();
    const [betBox, timeBox] = [await bet.boundingBox(), await time.boundingBox()];
    expect(betBox!.x + betBox!.width).toBeLessThanOrEqual(390);
    expect(betBox!.y, "the bet above the time").toBeLessThan(timeBox!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await round.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`transaction-${locale}-390.png`) });
  });
});

// The deposit result on a phone: one locale is enough for the focus rule.
test(
  "after Continue to payment, the order and its payment link are in view and the order has the focus",
  { tag: "@phone-only" },
  async ({ signedInPage: page }, testInfo) => {
    await promotionsAlreadyClosed(page);
    await page.goto(`${projectLocale(testInfo).prefix}/user/Deposit`);
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: msg(testInfo, "funds.deposit.submit") }) });
    await form.getByRole("radio", { name: new RegExp(`^${msg(testInfo, "funds.method.upi")}`) }).check();
    await form.getByRole("textbox", { name: msg(testInfo, "funds.field.amount") }).fill("500");
    const submit = form.getByRole("button", { name: msg(testInfo, "funds.deposit.submit") });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await continueDepositPrompt(page, testInfo);
    const heading = page.getByRole("heading", { name: msg(testInfo, "funds.deposit.orderTitle") });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId("deposit-order")).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: msg(testInfo, "funds.deposit.pay") })).toBeInViewport({ ratio: 1 });
    // and not under the sticky header (once the smooth scroll has ended)
    const headerBottom = await page.locator("header.site-header").evaluate((h) => h.getBoundingClientRect().bottom);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
  },
);

test("desktop: the account button shows the unread-letter count, in its name too, capped at 99+ (spec 000 §9)", async ({
  signedInPage: page,
  member: { account },
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const { prefix } = projectLocale(testInfo);
  await promotionsAlreadyClosed(page);
  for (let i = 0; i < 3; i += 1) await admin(request, "letter", { account, title: `Unread ${i}` });
  await page.goto(`${prefix}/`);
  await expectLoggedIn(page, testInfo);
  const button = accountMenuButton(page, testInfo);
  const unread = msg(testInfo, "session.menu.unread", { count: "3" });
  // Without opening the menu.
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toHaveAccessibleName(
    new RegExp(`${account}.*${unread.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );
  await expect(page.getByTestId("account-unread")).toBeVisible();
  await expect(page.getByTestId("account-unread")).toHaveText(/^3/);
  // Deposit is in the desktop header too.
  await expect(
    page.locator("header.site-header").getByRole("link", { name: msg(testInfo, "nav.deposit"), exact: true }),
  ).toBeVisible();
  for (let i = 0; i < 97; i += 1) await admin(request, "letter", { account, title: `Bulk ${i}` });
  await expect(page.getByTestId("account-unread")).toHaveText(/^99\+/, { timeout: 15_000 });
});

test(
  "every letter can be reached: Show more loads the letters past the first 50 (spec 001 §9)",
  { tag: "@phone" },
  async ({ signedInPage: page, member: { account }, request }, testInfo) => {
    test.setTimeout(90_000);
    await promotionsAlreadyClosed(page);
    for (let i = 1; i <= 64; i += 1)
      await admin(request, "letter", { account, title: `Letter ${String(i).padStart(2, "0")}` });
    await page.goto(`${projectLocale(testInfo).prefix}/user/Letter`);
    const letters = page.getByTestId("letters").locator("[data-letter-id]");
    await expect(letters).toHaveCount(50);
    await expect(page.getByText(msg(testInfo, "letters.shown", { shown: 50, total: 64 }))).toBeVisible();
    await expect(page.getByText("Letter 01", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: msg(testInfo, "letters.more") }).click();
    await expect(letters).toHaveCount(64);
    // the focus goes to the first letter Show more brought: the 14th newest (Letter 14)
    await expect(letters.nth(50).locator(".letter-open")).toBeFocused();
    await expect(letters.nth(50)).toContainText("Letter 14");
    await expect(page.getByText("Letter 01", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: msg(testInfo, "letters.more") })).toHaveCount(0);
    // A letter arriving now (live) keeps every letter reached in the list.
    await admin(request, "letter", { account, title: "Letter 65" });
    await expect(page.getByText("Letter 65", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(letters).toHaveCount(65);
  },
);

// One project: the sandbox (and its announcements) is shared by every project.
test.describe("the home marquee on desktop", () => {
  test("a signed-in member never sees an announcement meant for visitors, not even at first paint", async ({
    signedInPage: page,
    request,
  }, testInfo) => {
    const mark = `Visitors only ${Date.now()}`;
    const { apiResponseData } = (await admin(request, "announcement", {
      content: mark,
      sort: 900_000,
      display_before_login: 1,
      display_after_login: 0,
    })) as { apiResponseData: { id: number } };
    try {
      await promotionsAlreadyClosed(page);
      // Every frame from the first one: was the visitors' line drawn?
      await page.addInitScript((text) => {
        const w = window as unknown as { __visitorLineSeen?: boolean; __frames?: number };
        w.__visitorLineSeen = false;
        w.__frames = 0;
        const look = () => {
          w.__frames = (w.__frames ?? 0) + 1;
          for (const el of document.querySelectorAll<HTMLElement>("[data-announcement-id]")) {
            if (el.textContent?.includes(text) && el.getClientRects().length > 0) w.__visitorLineSeen = true;
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, mark);
      await page.goto("/");
      await expectLoggedIn(page, testInfo);
      // The member's own list has come (a line for members replaced the server's), frames went by.
      await expect.poll(() => page.evaluate(() => (window as { __frames?: number }).__frames ?? 0)).toBeGreaterThan(30);
      await expect(page.locator("#home-marquee")).not.toContainText(mark);
      expect(await page.evaluate(() => (window as { __visitorLineSeen?: boolean }).__visitorLineSeen)).toBe(false);
    } finally {
      await admin(request, "announcement/delete", { id: apiResponseData.id });
    }
  });

  test("a newly published announcement reaches the home page within 10 s", async ({ page, request }) => {
    test.setTimeout(60_000);
    await promotionsAlreadyClosed(page);
    const publish = async (content: string, sort: number) =>
      ((await admin(request, "announcement", { content, sort })) as { apiResponseData: { id: number } }).apiResponseData
        .id;
    const shows = async (text: string, timeout: number) =>
      expect(async () => {
        await page.reload();
        await expect(page.locator("#home-marquee")).toContainText(text, { timeout: 500 });
      }).toPass({ timeout, intervals: [250] });
    const ids: number[] = [];
    try {
      await page.goto("/");
      // A first announcement, seen: the server has just read the marquee and rendered this page with it.
      const probe = `Probe ${Date.now()}`;
      ids.push(await publish(probe, 900_001));
      await shows(probe, 30_000);
      // The page cache (5 s) and the marquee's answer cache add up: they were 5 s + 10 s, and a new announcement
      // took up to 15 s; now at most 9 s. 8 s leaves room for the reloads of a loaded machine.
      const mark = `Just published ${Date.now()}`;
      ids.push(await publish(mark, 900_002));
      const published = Date.now();
      await shows(mark, 8_000);
      expect(Date.now() - published).toBeLessThan(10_000);
    } finally {
      for (const id of ids) await admin(request, "announcement/delete", { id });
    }
  });
});
