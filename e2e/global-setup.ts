// Runs once before every test (after the web servers are up). Signs demo01 in through the API for the tests
// that only need a member on the page (e2e/member-state.ts). A login of an account logs out its other open
// pages (the realtime `login` event, spec 001 §4), so the shared session is made here, before any test has a
// demo01 page open, and never again during the run.
import { request, type FullConfig } from "@playwright/test";
import { AGENT01_STATE_ENV, DEMO01_STATE_ENV, memberStorageState } from "./member-state.ts";

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects.find((p) => p.name === "behaviour")?.use.baseURL;
  if (!baseURL) return;
  const api = await request.newContext({ baseURL });
  try {
    // Pop-ups only where a test plants them (e2e/living-promo.spec.ts, with an audience): a seeded promotion
    // pop-up would cover the page of every other test.
    // Once per server: the projects share two.
    for (const url of new Set(config.projects.map((p) => p.use.baseURL))) {
      if (!url) continue;
      const res = await api.post(`${url}/sandbox/admin/bulletin/clear`, {
        headers: { "x-sandbox-key": "sandbox" },
        data: {},
      });
      if (!res.ok()) throw new Error(`bulletin/clear on ${url}: HTTP ${res.status()}`);
    }
    const state = await memberStorageState(api, new URL(baseURL).origin, "demo01", "demo1234");
    // Workers inherit the runner's environment.
    process.env[DEMO01_STATE_ENV] = JSON.stringify(state);
    const agent = await memberStorageState(api, new URL(baseURL).origin, "agent01", "agent1234");
    process.env[AGENT01_STATE_ENV] = JSON.stringify(agent);
  } finally {
    await api.dispose();
  }
}
