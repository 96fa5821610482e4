// A signed-in browser state for tests that only need a member on the page (not the login flow itself): one API
// login (spec 001 §4 /get_login_header, /captcha, /login; SANDBOX_CAPTCHA=1234) made by e2e/global-setup.ts
// before the run, stored as the local-storage items the session store reads (spec 001 §3). Every test of every
// project reuses that one token.
import {
  expect,
  test as base,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
  type WorkerInfo,
} from "@playwright/test";

const CAPTCHA = "1234";
/** The environment variable through which the global setup hands the state to the workers. */
export const DEMO01_STATE_ENV = "E2E_DEMO01_STATE";
/** The same for the seeded active agent agent01 (agentTest): one login for the whole run, as demo01's. */
export const AGENT01_STATE_ENV = "E2E_AGENT01_STATE";

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

async function apiPost(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) {
  const res = await request.post(`/api${path}`, { data, headers });
  const body = (await res.json()) as { code: number; message: string; apiResponseData: Record<string, unknown> };
  expect(body.code, `${path}: ${body.message}`).toBe(100);
  return body.apiResponseData;
}

/** Logs an account in through the API and returns the browser state of that session. */
export async function memberStorageState(
  request: APIRequestContext,
  origin: string,
  account: string,
  password: string,
): Promise<StorageState> {
  const { header } = (await apiPost(request, "/get_login_header", {})) as { header: Record<string, string> };
  const { token: captchaToken } = (await apiPost(request, "/captcha", { type: 1, site_id: 1 })) as { token: string };
  const login = (await apiPost(
    request,
    "/login",
    { account, password, site_id: 1, answer: CAPTCHA, captcha_token: captchaToken },
    header,
  )) as { token: string; member_id: number; member_account: string; member_currency: string; member_type: number };
  const items: Record<string, string> = {
    token: login.token,
    member_id: String(login.member_id),
    member_account: login.member_account,
    currency: login.member_currency,
    member_type: String(login.member_type),
  };
  return {
    cookies: [],
    origins: [{ origin, localStorage: Object.entries(items).map(([name, value]) => ({ name, value })) }],
  };
}

/**
 * A worker fixture: the session of `account` that the global setup made for the whole run (handed over in the
 * environment variable `env`), or, in a run without the global setup (another config), a login of its own.
 */
function sharedSession(env: string, account: string, password: string) {
  return async (
    { playwright }: Pick<PlaywrightWorkerArgs, "playwright">,
    use: (state: StorageState) => Promise<void>,
    workerInfo: WorkerInfo,
  ): Promise<void> => {
    const shared = process.env[env];
    if (shared) return use(JSON.parse(shared) as StorageState);
    const baseURL = String(workerInfo.project.use.baseURL);
    const request = await playwright.request.newContext({ baseURL });
    const state = await memberStorageState(request, new URL(baseURL).origin, account, password);
    await request.dispose();
    await use(state);
  };
}

/** The page, with the real-time connection refused: its long polling and its WebSocket upgrade. */
async function withoutRealtime({ page }: { page: Page }, use: (page: Page) => Promise<void>): Promise<void> {
  await page.route(/\/socket\.io\//, (route) => route.abort());
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await use(page);
}

/**
 * `test` whose pages start signed in as demo01. Its pages do not connect to the real-time server: another test
 * logging demo01 in (auth.spec.ts, keyboard.spec.ts) sends the `login` event that logs every other demo01 page
 * out (spec 001 §4), which would pull the page away in the middle of a check.
 */
export const memberTest = base.extend<object, { demo01State: StorageState }>({
  demo01State: [sharedSession(DEMO01_STATE_ENV, "demo01", "demo1234"), { scope: "worker" }],
  storageState: async ({ demo01State }, use) => {
    await use(demo01State);
  },
  page: withoutRealtime,
});

const tokenOf = (state: StorageState) => state.origins[0]?.localStorage.find((i) => i.name === "token")?.value ?? "";

/** The global setup's agent01 token, for API calls as agent01 from a test whose page is someone else's. */
export function sharedAgent01Token(): string {
  const shared = process.env[AGENT01_STATE_ENV];
  if (!shared) throw new Error(`${AGENT01_STATE_ENV} is not set: run with the global setup`);
  return tokenOf(JSON.parse(shared) as StorageState);
}

/**
 * `test` whose pages start signed in as the seeded agent agent01, without real-time (as memberTest): the agent
 * pages' scans and checks share one session made by the global setup. A test must never log agent01 in itself
 * (that login would log every other agent01 page out, spec 001 §4); `agent01Token` calls the API as it.
 */
export const agentTest = base.extend<{ agent01Token: string }, { agent01State: StorageState }>({
  agent01State: [sharedSession(AGENT01_STATE_ENV, "agent01", "agent1234"), { scope: "worker" }],
  agent01Token: async ({ agent01State }, use) => {
    await use(tokenOf(agent01State));
  },
  storageState: async ({ agent01State }, use) => {
    await use(agent01State);
  },
  page: withoutRealtime,
});
