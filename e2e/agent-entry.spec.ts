// The way into the agent programme (spec 000 §2, §6; spec 001 §2, §6; src/contract/agent-apply.ts): "Become an
// agent" for a visitor, a plain member and an active agent; a member applies, an operator approves, and the
// member reaches the centre without a new login; a registration through agent01's player link lands in its
// downline. agent01 is the shared session of the global setup (agentTest): no test here logs it in.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { test } from "./fixtures.ts";
import { agentTest, sharedAgent01Token } from "./member-state.ts";
import {
  admin,
  expectLoggedIn,
  fillRegistration,
  friendSignsUpByLink,
  memberChannelJoined,
  msg,
  registerField,
  submitLogin,
} from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

const heading = (page: Page, testInfo: TestInfo, key: string) =>
  page.getByRole("heading", { level: 1, name: msg(testInfo, key) });

/** From the plan, the programme's own "Become an agent" button (spec 000 §2 "a banner pointing at proxy"). */
async function becomeAnAgent(page: Page, testInfo: TestInfo, prefix: string) {
  await page.goto(`${prefix}/proxy/Plan`);
  await page
    .locator("[data-proxy-page]")
    .getByRole("link", { name: msg(testInfo, "proxy.menu.Register"), exact: true })
    .click();
  await page.waitForURL((u) => u.pathname === `${prefix}/proxy/Register`);
}

test("a visitor who presses Become an agent is offered a sign-up, then the application, never a log-in as an agent @hi_IN-phone", async ({
  page,
  prefix,
  errors,
}, testInfo) => {
  await becomeAnAgent(page, testInfo, prefix);
  const signUp = page.getByTestId("agent-signup");
  await expect(signUp).toBeVisible();
  await expect(signUp.getByText(msg(testInfo, "agentProgramme.signUp.step1"))).toBeVisible();
  await expect(signUp.getByRole("button", { name: msg(testInfo, "register.submit"), exact: true })).toBeVisible();
  expect(errors.list).toEqual([]);
});

test("a visitor through a sub-agent link signs up on the page and goes straight on to apply under that agent", async ({
  page,
  prefix,
  t,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(`${prefix}/proxy/Register?id=2`);
  const form = page.getByTestId("agent-signup");
  await expect(registerField(form, testInfo, "memberAccount")).toBeVisible();
  await fillRegistration(form, testInfo, { letter: "s", phoneLead: "73", name: "Sub Agent" });
  await form.getByRole("button", { name: t("register.submit"), exact: true }).click();
  // Signed up and signed in: the same page now asks for the application, under agent01 (the link's id).
  await expect(page.getByText(t("agentProgramme.apply.parent", { account: "agent01" }))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("button", { name: t("agentProgramme.apply.submit") })).toBeVisible();
  await expect(form).toHaveCount(0);
});

test("a plain member who presses Become an agent gets the application form, not a request to log in as an agent @hi_IN-phone", async ({
  signedInPage: page,
  prefix,
  errors,
}, testInfo) => {
  await becomeAnAgent(page, testInfo, prefix);
  await expect(page.getByLabel(`${msg(testInfo, "agentProgramme.apply.channel")} *`)).toBeVisible();
  await expect(page.getByRole("button", { name: msg(testInfo, "agentProgramme.apply.submit") })).toBeVisible();
  await expect(page.getByTestId("agent-signup")).toHaveCount(0);
  // The centre is not theirs yet: it says so and leads back to the application.
  await page.goto(`${prefix}/proxy/ProxyCenter`);
  await expect(page.getByTestId("agent-not-agent")).toBeVisible();
  await expect(page.getByTestId("overview-downline")).toBeHidden();
  expect(errors.list).toEqual([]);
});

test("a member applies, the operator approves, and the member reaches the centre without logging in again @hi_IN-phone", async ({
  signedInPage: page,
  member,
  request,
  prefix,
  errors,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(`${prefix}/proxy/Register`);
  const submit = page.getByRole("button", { name: msg(testInfo, "agentProgramme.apply.submit") });
  await expect(submit).toBeVisible();
  // The form's own rules speak first, in the page's language.
  await submit.click();
  await expect(page.getByText(msg(testInfo, "agentProgramme.apply.err.agreement"))).toBeVisible();
  await page.getByLabel(`${msg(testInfo, "agentProgramme.apply.channel")} *`).selectOption("messaging");
  await page.getByLabel(`${msg(testInfo, "agentProgramme.apply.expected")} *`).fill("25");
  await page.getByLabel(msg(testInfo, "agentProgramme.apply.note")).fill("Cricket fan groups");
  await page.getByRole("checkbox").check();
  await submit.click();
  const pending = page.getByTestId("agent-pending");
  await expect(pending).toBeVisible();
  await expect(pending.getByRole("heading", { name: msg(testInfo, "agentProgramme.pending.title") })).toBeVisible();
  // Pending survives a reload (the platform keeps the application).
  await page.reload();
  await expect(pending).toBeVisible();

  await memberChannelJoined(page, request, member.account);
  const approved = (await admin(request, "agent-apply/approve", { account: member.account })) as { code: number };
  expect(approved.code).toBe(100);
  // agent_apply.status → the layout is read again → an active agent on Register goes to the centre.
  await page.waitForURL((u) => u.pathname === `${prefix}/proxy/ProxyCenter`, { timeout: 20_000 });
  await expect(heading(page, testInfo, "proxy.menu.ProxyCenter")).toBeVisible();
  await expect(page.getByTestId("overview-downline")).toBeVisible();
  await expect(page.getByRole("heading", { name: msg(testInfo, "member.signedOut.title") })).toBeHidden();
  // Same session: /proxy now leads to the centre too.
  await page.goto(`${prefix}/proxy`);
  await page.waitForURL((u) => u.pathname === `${prefix}/proxy/ProxyCenter`);
  expect(errors.list.filter((e) => !e.includes("401"))).toEqual([]);
});

agentTest(
  "an active agent reaching Become an agent or /proxy goes to the centre, never a sign-up form @hi_IN-phone",
  async ({ page }, testInfo) => {
    const { prefix } = projectLocale(testInfo);
    for (const path of ["/proxy/Register", "/proxy?page=Register", "/proxy"]) {
      await page.goto(`${prefix}${path}`);
      await page.waitForURL((u) => u.pathname === `${prefix}/proxy/ProxyCenter`);
      await expect(heading(page, testInfo, "proxy.menu.ProxyCenter"), path).toBeVisible();
    }
    await expect(page.getByTestId("overview-downline")).toBeVisible();
    await expect(page.getByTestId("agent-signup")).toHaveCount(0);
    // The plan is still readable to an agent at its own address.
    await page.goto(`${prefix}/proxy/Plan`);
    await expect(heading(page, testInfo, "proxy.menu.Plan")).toBeVisible();
    await expect(page.getByTestId("plan-example-commission")).toBeVisible();
  },
);

agentTest(
  "Promotion: agent01's player link, domains, sub-agent link and code, each with copy and a QR code",
  async ({ page }, testInfo) => {
    const { prefix } = projectLocale(testInfo);
    await page.goto(`${prefix}/proxy/ProxyCenter/Promotion`);
    const player = page.getByTestId("promotion-player");
    await expect(player).toBeVisible();
    // The QR library loads once the person has done something on the page and a code is in view.
    await page.mouse.move(5, 5);
    await expect(player.getByTestId("promotion-qr")).toBeVisible();
    expect(new URL((await player.getByRole("link").getAttribute("href")) ?? "").search).toBe("?id=2");
    await expect(player.getByRole("button", { name: msg(testInfo, "agentProgramme.promo.copy") })).toBeVisible();
    // Each domain check-agent-domain confirms as agent01's (sandbox seed: agent01.localhost, usd.agent01.localhost).
    await expect(page.getByTestId("promotion-domain")).toHaveCount(2);
    await expect(page.getByTestId("promotion-subAgent").getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`${prefix}/proxy/Register\\?id=2$`),
    );
    await expect(page.getByTestId("promotion-code")).toContainText("AGENT01");
    for (const card of await page.locator(".ap-promo").all()) await card.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("promotion-qr")).toHaveCount(5);
  },
);

test("a fresh member registers through agent01's player link and appears in agent01's downline @hi_IN-phone", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const bearer = { authorization: `Bearer ${sharedAgent01Token()}` };
  const promo = (await (await request.post("/api/agent/promotion", { headers: bearer, data: {} })).json()) as {
    apiResponseData: { agent_id: number };
  };
  const link = new URL(`/?id=${promo.apiResponseData.agent_id}`, testInfo.project.use.baseURL);
  const { friend, context } = await friendSignsUpByLink(browser, testInfo, link, { letter: "p", phoneLead: "72" });
  await context.close();
  // The platform's now (its clock may be set apart from the machine's), a range that ends right after it.
  const plan = (await (await request.post("/api/agent/plan", { data: {} })).json()) as {
    apiResponseData: { now: string };
  };
  const now = Date.parse(plan.apiResponseData.now);
  const res = await request.post("/api/agent/downline", {
    headers: bearer,
    data: {
      search: friend,
      scope: "direct",
      kind: "all",
      start_at: new Date(now - 86_400_000).toISOString(),
      end_at: new Date(now + 1).toISOString(),
      page: 1,
    },
  });
  const body = (await res.json()) as { code: number; message: string; apiResponseData: { rows: unknown[] } };
  expect(body.code, body.message).toBe(100);
  expect(body.apiResponseData.rows).toEqual([expect.objectContaining({ account: friend, level: 1 })]);
});

/** Holds every request to `glob` on `page` until the returned function is called. */
async function hold(page: Page, glob: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
const LAYOUT = "**/api/member/profile/common/layout";

/**
 * Opens /proxy with the member's layout (which says the role) held back, and checks the plan is on the page but not
 * shown while the role is unknown; `release` lets the layout through.
 */
async function planWhileRoleUnknown(page: Page, prefix: string) {
  const release = await hold(page, LAYOUT);
  await page.goto(`${prefix}/proxy`, { waitUntil: "domcontentloaded" });
  const plan = page.locator("[data-root-plan]");
  await expect(plan).toHaveCount(1);
  // A single look (no retry): the layout is held, so the role is not known yet.
  expect(await plan.isVisible()).toBe(false);
  return { plan, release };
}

// spec 000 §2, §6: /proxy shows the plan, but an active agent goes on to the centre. Who is an agent is known only
// in the browser, so for a signed-in member the plan waits until the role is known; a visitor sees it at once.
agentTest("/proxy: an active agent never sees the plan while its role is being read", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  const { release } = await planWhileRoleUnknown(page, prefix);
  release();
  await page.waitForURL((u) => u.pathname === `${prefix}/proxy/ProxyCenter`);
});

test("/proxy: a plain member sees the plan once the role is known", async ({ signedInPage: page, prefix }) => {
  const { plan, release } = await planWhileRoleUnknown(page, prefix);
  release();
  await expect(plan).toBeVisible();
  await expect(page.getByTestId("plan-example-commission")).toBeVisible();
});

test.describe("/proxy without JavaScript (a search engine)", () => {
  test.use({ javaScriptEnabled: false });
  test("shows the plan at once", async ({ page, prefix }) => {
    await page.goto(`${prefix}/proxy`);
    expect(await page.locator("[data-root-plan]").isVisible()).toBe(true);
    expect(await page.getByTestId("plan-example-commission").isVisible()).toBe(true);
  });
});

test("/proxy: a visitor sees the plan at once", async ({ page, prefix }) => {
  await page.goto(`${prefix}/proxy`, { waitUntil: "domcontentloaded" });
  expect(await page.locator("[data-root-plan]").isVisible()).toBe(true);
});

test("a visitor on a centre page sees the log-in prompt without React, session or forms; logging in from it shows the member's state", async ({
  page,
  prefix,
  member,
  errors,
}, testInfo) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(`${prefix}/proxy/ProxyCenter/DownlineInfo`);
  const prompt = page.locator("[data-signed-out]");
  await expect(prompt).toBeVisible();
  // "load", then the browser's first idle moment (see routes.spec.ts: networkidle is not reached on a busy CI).
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
  // DESIGN Budgets, JS before interaction (the home page's 110 KB): the prompt is all a visitor sees here.
  expect(scripts.filter((u) => /react|session\.store|AgentEntry|RegisterForm|ApplyForm|DownlineInfo/i.test(u))).toEqual(
    [],
  );
  // The prompt's Log in (spec 001 §2: the centre is for members) brings the rest; the member is no agent yet.
  await expect(async () => {
    const dialog = page.getByRole("dialog", { name: msg(testInfo, "auth.login.title") });
    if (!(await dialog.isVisible())) await prompt.getByRole("button", { name: msg(testInfo, "layout.login") }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await submitLogin(page, testInfo, member.account, member.password);
  await expectLoggedIn(page, testInfo);
  await expect(page.getByTestId("agent-not-agent")).toBeVisible();
  expect(errors.list).toEqual([]);
});
