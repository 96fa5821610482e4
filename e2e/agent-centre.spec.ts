// The agent centre's money pages end to end (spec 001 §2 ProxyCenter), as an active agent of agent01's seeded tree:
// a credit to a fresh direct member moves both headers live (member.cash to both sides), that member's deposit
// raises today's OperationTable deposits by exactly its amount, and a week the admin settles shows as paid while the
// agent's balance rises by its commission. English on a desktop, Hindi on a phone (`@hi_IN-phone`).
//
// Each project uses its own sub-agent of agent01 (a01m0001, a01m0002: active agents with a 4-level tree and 90 days
// of activity, sandbox/agent/seed.ts): one account signed in from two projects at once is a login elsewhere
// (spec 001 §4), and each project settles its own weeks.
import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { admin, freshMember, seedSession, tokenFor } from "./auth-helpers.ts";
import { seriousViolations } from "./axe.ts";
import { test } from "./fixtures.ts";
import { agentTest } from "./member-state.ts";
import { projectContext, projectLocale } from "./helpers.ts";
import { readFileSync } from "node:fs";
import { formatMinorMoney, minorToDecimal } from "../src/lib/money/index.ts";
import { periodOf } from "../src/contract/agent-periods.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: "serial", timeout: 120_000 });

const agentOf = (testInfo: TestInfo) => (projectLocale(testInfo).locale === "hi_IN" ? "a01m0002" : "a01m0001");
const inr = (testInfo: TestInfo, minor: number) => formatMinorMoney("INR", minor, projectLocale(testInfo).tag);

async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
) {
  const res = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; message: string; apiResponseData: T };
  expect(body.code, `${path}: ${body.message}`).toBe(100);
  return body.apiResponseData;
}

/** The agent's main wallet in minor units (admin `member`). */
async function cashOf(request: APIRequestContext, account: string): Promise<number> {
  const r = (await admin(request, "member", { account })) as { apiResponseData: { cash: number } };
  return r.apiResponseData.cash;
}

/** The sub-agent signed in on `page` with ₹1,000 more in its wallet and the withdraw password 1234. */
async function agentSession(page: Page, request: APIRequestContext, testInfo: TestInfo): Promise<AgentSession> {
  const account = agentOf(testInfo);
  const { token, id } = await tokenFor(request, account);
  const profile = await api<{ member_profile: { is_withdraw_password: number } }>(
    request,
    token,
    "/member/profile",
    {},
  );
  if (!profile.member_profile.is_withdraw_password)
    await api(request, token, "/member/profile/withdraw_password", {
      withdraw_password: "1234",
      withdraw_password_confirmation: "1234",
    });
  await admin(request, "deposit", { account, amount: 1000 });
  await seedSession(page, { token, id, account });
  return { account, token };
}

type AgentSession = { account: string; token: string };

/** Each test starts with the project's sub-agent signed in on `page` (agentSession), whether it reads it or not. */
const agentTestOf = test.extend<{ agent: AgentSession }>({
  agent: [
    async ({ page, request }, use, testInfo) => {
      await use(await agentSession(page, request, testInfo));
    },
    { auto: true },
  ],
});

/** A fresh member registered under the agent (its player link's introducer, spec 001 §3), with a page of its own. */
async function downlineMember(request: APIRequestContext, testInfo: TestInfo, agent: string) {
  const fresh = await freshMember(request, testInfo, { extra: { introducer: agent, register_type: "member_agent" } });
  const { token, id } = await tokenFor(request, fresh.account);
  return { ...fresh, token, id };
}

agentTestOf(
  "an agent credits ₹100 to a fresh direct member and both balances move live @hi_IN-phone",
  async ({ page, browser, request, prefix, agent: { account: agent }, t }, testInfo) => {
    const member = await downlineMember(request, testInfo, agent);

    // The member watches its own header in a browser of its own.
    const memberContext = await projectContext(browser, testInfo, {});
    const memberPage = await memberContext.newPage();
    await seedSession(memberPage, member);
    await memberPage.goto(`${prefix}/`);
    const memberBalance = memberPage.getByTestId("balance").first();
    await expect(memberBalance).toContainText(inr(testInfo, 0));

    await page.goto(`${prefix}/proxy/ProxyCenter/Transfer`);
    const agentCash = await cashOf(request, agent);
    const agentBalance = page.getByTestId("balance").first();
    await expect(agentBalance).toContainText(inr(testInfo, agentCash));

    const form = page.getByRole("region", { name: t("agentCentre.transfer.title") });
    // The receiver is chosen from the direct members (the picker), not typed as an id. The list first shows every
    // direct member (the fresh one among them), then the answer to the typed search: a click while that answer
    // replaces the list is lost (pressed on one row, released on another), so the option is clicked once the list
    // is the search's answer, the fresh member alone.
    await form.getByRole("combobox", { name: t("agentCentre.transfer.account") }).fill(member.account);
    await expect(form.getByRole("option")).toHaveText([new RegExp(member.account)]);
    await form.getByRole("option", { name: new RegExp(member.account) }).click();
    await expect(form.getByTestId("transfer-picked")).toContainText(member.account);
    await form.getByLabel(t("funds.field.amount"), { exact: true }).fill("100");
    await form
      .getByRole("group", { name: t("funds.field.withdraw_password") })
      .locator("input")
      .first()
      .click();
    await page.keyboard.type("1234");
    // A double click sends one transfer (one request_id per submission).
    await form.getByRole("button", { name: t("agentCentre.transfer.submit") }).dblclick();

    await expect(agentBalance).toContainText(inr(testInfo, agentCash - 100_00));
    await expect(memberBalance).toContainText(inr(testInfo, 100_00));
    expect(await cashOf(request, agent)).toBe(agentCash - 100_00);
    expect(await cashOf(request, member.account)).toBe(100_00);
    // The log shows the one transfer.
    const log = page.getByTestId("transfer-log-table");
    await expect(log.getByRole("row").filter({ hasText: member.account })).toHaveCount(1);

    // Over the wallet and over-precise amounts are refused before any call, in the member's language.
    await form.getByLabel(t("funds.field.amount"), { exact: true }).fill("100.005");
    await form.getByRole("button", { name: t("agentCentre.transfer.submit") }).click();
    await expect(form.getByText(t("funds.err.amount_decimals"))).toBeVisible();
    await memberContext.close();
  },
);

agentTestOf(
  "a downline member's deposit raises today's OperationTable deposits by exactly its amount @hi_IN-phone",
  async ({ page, request, prefix, agent: { account: agent, token }, t }, testInfo) => {
    const member = await downlineMember(request, testInfo, agent);

    await page.goto(`${prefix}/proxy/ProxyCenter/OperationTable`);
    const totals = page.getByTestId("operation-totals");
    await expect(totals).toBeVisible();
    await page.getByRole("button", { name: t("agentCentre.period.preset.today"), exact: true }).click();
    const deposits = totals.locator('[data-col="deposits"]');
    await expect(deposits).toContainText(/\d/);
    const plan = await api<{ now: string }>(request, token, "/agent/plan", {});
    const today = await api<{ totals: { deposits: number } }>(request, token, "/agent/operation", todayRange(plan.now));
    await expect(deposits).toHaveText(inr(testInfo, today.totals.deposits));

    await admin(request, "deposit", { account: member.account, amount: 777.77 });
    await page.reload();
    await expect(totals).toBeVisible();
    await page.getByRole("button", { name: t("agentCentre.period.preset.today"), exact: true }).click();
    await expect(page.getByTestId("operation-totals").locator('[data-col="deposits"]')).toHaveText(
      inr(testInfo, today.totals.deposits + 777_77),
    );

    // The CSV export carries the same totals, in rupees with the paise (no float, no symbol).
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: t("agentCentre.operation.export") }).click();
    const csv = readFileSync(await (await download).path(), "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toContain(t("agentCentre.col.deposits"));
    const totalRow = (lines.at(-1) ?? "").split(",");
    expect(totalRow[0]).toBe(t("agentCentre.total"));
    expect(totalRow[4]).toBe(minorToDecimal(today.totals.deposits + 777_77, 2));
  },
);

/** Today in America/Caracas (UTC−4, no DST) as the report's instants. */
function todayRange(nowIso: string) {
  const now = Date.parse(nowIso) - 4 * 3_600_000;
  const day = new Date(now).toISOString().slice(0, 10);
  const start = Date.parse(`${day}T04:00:00Z`);
  return { start_at: new Date(start).toISOString(), end_at: new Date(start + 86_400_000).toISOString() };
}

agentTestOf(
  "a week the admin settles shows as paid and the agent's balance rises by its commission @hi_IN-phone",
  async ({ page, request, prefix, agent: { account: agent, token }, t }, testInfo) => {
    type Statement = { week: string; status: string; lines: { commission: number } };
    const { list } = await api<{ list: Statement[] }>(request, token, "/agent/statements", { page: 1 });
    // The pending week with the largest commission (each project settles its own agent's weeks).
    const pending = list.filter((s) => s.status === "pending").sort((a, b) => b.lines.commission - a.lines.commission);
    const week = pending[0];
    expect(week, "a pending week to settle").toBeDefined();
    if (!week) return;

    await page.goto(`${prefix}/proxy/ProxyCenter/PerformanceSettlement`);
    const card = page.locator(`[data-testid="statement"][data-week="${week.week}"]`);
    await expect(card.getByTestId("statement-status")).toHaveText(t("agentCentre.settlement.status.pending"));
    const before = await cashOf(request, agent);
    const balance = page.getByTestId("balance").first();
    await expect(balance).toContainText(inr(testInfo, before));

    const settled = (await admin(request, "agent/settle", { account: agent, week: week.week, action: "pay" })) as {
      apiResponseData: { statement: Statement; paid_now: number };
    };
    const commission = settled.apiResponseData.statement.lines.commission;
    expect(commission).toBe(week.lines.commission);
    expect(await cashOf(request, agent)).toBe(before + commission);
    // A paid week moves the balance (member.cash) and the list follows it; a zero commission moves nothing.
    if (commission === 0) await page.reload();
    await expect(card.getByTestId("statement-status")).toHaveText(t("agentCentre.settlement.status.paid"));
    await expect(balance).toContainText(inr(testInfo, before + commission));
    // Settled again, it pays nothing more.
    await admin(request, "agent/settle", { account: agent, week: week.week, action: "pay" });
    expect(await cashOf(request, agent)).toBe(before + commission);
  },
);

agentTestOf(
  "every report and money page, with its data, passes the accessibility gate @hi_IN-phone",
  async ({ page, prefix, t }) => {
    // Each page once its data shows (the transfer log may be empty: its totals show then).
    const pages: [string, string][] = [
      ["DownlineInfo", '[data-testid="downline-table"]'],
      ["OperationTable", '[data-testid="operation-table"]'],
      ["StratifiedTable", '[data-testid="stratified-table"]'],
      ["Transfer", '[data-testid="transfer-totals"]'],
      ["PerformanceSettlement", '[data-testid="statement"]'],
    ];
    const found: string[] = [];
    for (const [name, ready] of pages) {
      await page.goto(`${prefix}/proxy/ProxyCenter/${name}`);
      await expect(page.locator(ready).first()).toBeVisible();
      found.push(...(await seriousViolations(page, name, false)));
    }
    // A custom range refused before any call, said in the page's language.
    await page.goto(`${prefix}/proxy/ProxyCenter/OperationTable`);
    await expect(page.getByTestId("operation-table")).toBeVisible();
    await page.getByRole("button", { name: t("agentCentre.period.preset.custom"), exact: true }).click();
    await page.getByRole("textbox", { name: t("agentCentre.period.from"), exact: true }).fill("2026-01-01");
    await page.getByRole("textbox", { name: t("agentCentre.period.to"), exact: true }).fill("2025-12-01");
    await page.getByRole("button", { name: t("agentCentre.period.apply") }).click();
    await expect(page.getByText(t("agentCentre.period.err.date_reversed"))).toBeVisible();
    found.push(...(await seriousViolations(page, "custom range refused", false)));
    expect(found).toEqual([]);
  },
);

// spec 000 §2 (the 1500×800 desktop window; 1366 is the common laptop width): the day-by-day OperationTable fits
// the content column on desktop, so the Net column is read without a sideways scroll.
agentTest(
  "OperationTable fits the desktop window at 1366 and 1500 wide, Net column included",
  async ({ page }, testInfo) => {
    const { prefix } = projectLocale(testInfo);
    for (const width of [1366, 1500]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/proxy/ProxyCenter/OperationTable`);
      await expect(page.getByTestId("operation-totals")).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`operation-${width}.png`), fullPage: true });
      const scroll = page.locator(".ac-scroll").filter({ has: page.getByTestId("operation-table") });
      const { overflow } = await scroll.evaluate((el) => ({ overflow: el.scrollWidth - el.clientWidth }));
      expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
      // The Net column ends inside the column that holds the table (and inside the window).
      const net = await page.getByTestId("operation-totals").locator('[data-col="net"]').boundingBox();
      const box = await scroll.boundingBox();
      expect(net && box && net.x + net.width <= box.x + box.width + 0.5, `Net column cut at ${width}px`).toBe(true);
      expect(box && box.x + box.width <= width).toBe(true);
    }
  },
);

// Transfer's receiver (spec 001 §2 Transfer: "to a direct downline member"): a searchable list of the agent's direct
// members with name and balance, used with the keyboard alone; a member deeper down is never offered.
agentTestOf(
  "the transfer picker offers only direct members, with name and balance, by keyboard",
  async ({ page, request, prefix, agent: { token }, t }, testInfo) => {
    const plan = await api<{ now: string }>(request, token, "/agent/plan", {});
    const range = periodOf("this_month", Date.parse(plan.now));
    if (!range.ok) throw new Error(range.problem);
    const all = await api<{ rows: { account: string; level: number }[] }>(request, token, "/agent/downline", {
      scope: "all",
      kind: "all",
      start_at: range.start_at,
      end_at: range.end_at,
      page: 1,
    });
    const deeper = all.rows.find((r) => r.level > 1)!.account;
    const picks = await api<{ rows: { account: string; name: string | null; cash: number }[] }>(
      request,
      token,
      "/agent/transfer_members",
      {},
    );
    const first = picks.rows[0]!;

    await page.goto(`${prefix}/proxy/ProxyCenter/Transfer`);
    const form = page.getByRole("region", { name: t("agentCentre.transfer.title") });
    const box = form.getByRole("combobox", { name: t("agentCentre.transfer.account") });
    await box.focus();
    const list = form.getByRole("listbox", { name: t("agentCentre.transfer.members") });
    await expect(list.getByRole("option").first()).toContainText(first.account);
    await expect(list.getByRole("option").first()).toContainText(first.name ?? "–");
    await expect(list.getByRole("option").first()).toContainText(
      t("agentCentre.transfer.balance", { amount: inr(testInfo, first.cash) }),
    );
    // Keyboard only: down to the first, Enter chooses it (and does not submit the form).
    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", "transfer-account-option-0");
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue(first.account);
    await expect(form.getByTestId("transfer-picked")).toContainText(first.account);
    await expect(form.getByText(t("funds.err.amount_required"))).toHaveCount(0);
    // A member below the first level is not offered.
    await box.fill(deeper);
    await expect(form.getByText(t("agentCentre.transfer.noMatch"))).toBeVisible();
    await expect(list.getByRole("option")).toHaveCount(0);
    // Nothing chosen: the form asks for a choice before any call.
    await form.getByLabel(t("funds.field.amount"), { exact: true }).fill("100");
    await form.getByRole("button", { name: t("agentCentre.transfer.submit") }).click();
    await expect(form.getByText(t("agentCentre.transfer.err.pick"))).toBeVisible();
  },
);
