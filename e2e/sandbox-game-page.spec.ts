// The sandbox game page: a member who opens a game sees its name, provider and type in their language,
// the provider wallet's balance, a bet chooser, the round's result, "insufficient balance" for a bet above it, and
// a visible way back to the lobby_url the site gave (/close). Accessible and usable at 390 px.
import { expect, test } from "@playwright/test";
import { PAGE_TEXT } from "../sandbox/games/page-text.ts";
import { admin, freshMember, isMobile, tokenFor } from "./auth-helpers.ts";
import { seriousViolations } from "./axe.ts";
import { captureErrors, projectLocale } from "./helpers.ts";

const PROVIDER = { en_US: "Jili Games", hi_IN: "जिली गेम्स", ta_IN: "ஜிலி கேம்ஸ்" } as const;
const SLOTS = { en_US: "Slots", hi_IN: "स्लॉट", ta_IN: "ஸ்லாட்" } as const;

test("a member plays the sandbox slot in their language and finds the way back to the lobby @phone", async ({
  page,
  request,
}, testInfo) => {
  const { locale } = projectLocale(testInfo);
  const t = PAGE_TEXT[locale];
  const errors = await captureErrors(page);
  const { account } = await freshMember(request, testInfo);
  await admin(request, "deposit", { account, amount: 20 });
  const { token } = await tokenFor(request, account);
  const start = await request.post("/api/member/game/play1", {
    data: {
      gp_id: "GPJL",
      game_type: 2,
      game_code: "JL_2_001",
      house: 0,
      lobby_url: "/close",
      device: isMobile(testInfo) ? 2 : 1,
    },
    headers: { authorization: `Bearer ${token}`, lang: locale },
  });
  expect(((await start.json()) as { code: number }).code).toBe(100);
  const { apiResponseData: member } = (await admin(request, "member", { account })) as {
    apiResponseData: { session: string };
  };

  await page.goto(`/sandbox/games/slot?session=${member.session}`);
  await expect(page.locator("html")).toHaveAttribute("lang", locale.slice(0, 2));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(`${PROVIDER[locale]} · ${SLOTS[locale]}`)).toBeVisible();
  await expect(page.locator("#bal")).toHaveText("20.00");

  // A bet above the balance is refused on the page, nothing is sent.
  await page.getByLabel(t.bet).selectOption("50");
  await page.getByRole("button", { name: t.spin }).click();
  await expect(page.getByRole("status")).toHaveText(t.insufficient);

  await page.getByLabel(t.bet).selectOption("5");
  await page.getByRole("button", { name: t.spin }).click();
  const win = new RegExp(`^(${t.win.replace("{amount}", ".+")}|${t.noWin})$`);
  await expect(page.getByRole("status")).toHaveText(win);
  await expect(page.locator("#bal")).not.toHaveText("20.00");

  const back = page.getByRole("link", { name: t.back });
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute("href", "/close");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page, "sandbox game page", false)).toEqual([]);
  expect(errors.list).toEqual([]);
});

test("a live casino provider opens its lobby game as a table page", async ({ page, request }, testInfo) => {
  const { account } = await freshMember(request, testInfo);
  await admin(request, "deposit", { account, amount: 50 });
  const { token } = await tokenFor(request, account);
  const start = await request.post("/api/member/game/play1", {
    data: { gp_id: "GPAG", game_type: 3, game_code: "", house: 0, lobby_url: "/close", device: 1 },
    headers: { authorization: `Bearer ${token}`, lang: "en_US" },
  });
  expect(((await start.json()) as { code: number }).code).toBe(100);
  const { apiResponseData: member } = (await admin(request, "member", { account })) as {
    apiResponseData: { session: string };
  };
  await page.goto(`/sandbox/games/slot?session=${member.session}`);
  await expect(page).toHaveTitle(/^Baccarat Lobby — Live Casino/);
  await page.getByRole("button", { name: "Play round" }).click();
  await expect(page.getByRole("status")).toHaveText(/You win|No win/);
});
