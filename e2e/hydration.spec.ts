// Server render and first client render agree for a signed-in member (React error #418, hydration mismatch, was
// thrown on every signed-in /slotgame): the member's session lives in the browser, never in the HTML (DESIGN
// "No member data in server modules"), so an island's hydrating render must not draw it either.
import { expect } from "@playwright/test";
import { msg } from "./auth-helpers.ts";
import { captureErrors, islandsReady, projectLocale, promotionsAlreadyClosed } from "./helpers.ts";
import { routeUrl } from "./routes.ts";
import { memberTest as test } from "./member-state.ts";

/** Each route, the island whose code is held back, and where the page shows the member's balance. */
const ROUTES = [
  // The slot list has its own bar (spec 001 §2: no header on /slotgame).
  ["/slotgame?gt_id=2&gp_id=GPLL&house=0", "SlotList", ".slot-bar-balance"],
  ["/gameHall/2", "HallProviders", '[data-testid="balance"]'],
] as const;

for (const [route, island, balance] of ROUTES) {
  test(`signed in, ${route} hydrates without a mismatch or any other error @phone`, async ({
    page,
    request,
  }, testInfo) => {
    await promotionsAlreadyClosed(page);
    const errors = await captureErrors(page);
    // Whether the session is read before or after the island hydrates depends on which code arrives first; on
    // a member's phone the list's larger chunk comes last. Make it so here: its code waits until the member's
    // session has started (the member's first platform call).
    const address = routeUrl(route, projectLocale(testInfo).prefix);
    const html = await (await request.get(address)).text();
    const url = new RegExp(`component-url="([^"]+)"[^>]*component-export="${island}"`).exec(html)?.[1];
    expect(url, `the ${island} island's code`).toBeTruthy();
    const memberKnown = page.waitForRequest((r) => r.url().includes("/api/member/"));
    await page.route(
      (u) => u.pathname === url,
      async (r) => {
        await memberKnown;
        await r.continue();
      },
    );
    await page.goto(address);
    await islandsReady(page);
    await expect(page.locator(balance).first()).toContainText(/\d/);
    // The member's own parts came right after hydrating: the slot list's favourites tab.
    if (island === "SlotList")
      await expect(page.getByRole("tab", { name: msg(testInfo, "my_favorites") })).toBeVisible();
    expect(errors.list.filter((e) => !/Failed to load resource|WebSocket connection/.test(e))).toEqual([]);
  });
}
