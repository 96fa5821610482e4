// Shared Playwright fixtures for the behaviour specs: a fresh member, a page signed in as that member, and a
// member with money. Fresh members, because one account in two browsers is a login elsewhere (spec 001 §4) and
// the projects run in parallel against one sandbox.
import { expect, test as base, type Page } from "@playwright/test";
import { admin, freshMember, msg, seedSession, tokenFor } from "./auth-helpers.ts";
import { captureErrors, projectLocale } from "./helpers.ts";

/** A fresh INR member with a live session (a token of its own, for API set-up calls in that session). */
export type Member = {
  account: string;
  password: string;
  email: string;
  withdrawPassword: string;
  id: number;
  token: string;
  /** Calls the platform API as this member (the session's token); expects code 100 and returns the data. */
  api: (path: string, data: unknown) => Promise<Record<string, unknown>>;
};

/** A member with money to move: a bound UPI account (the withdraw password is `withdrawPassword`) and ₹1,000. */
export type FundedMember = Member & { balance: number; upiId: string };

type Fixtures = {
  /** The project's routed-locale path prefix: "" for en_US, "/hi_IN" for hi_IN (projectLocale). */
  prefix: string;
  /** The project's message for `key` with its params filled, as the page shows it (msg). */
  t: (key: string, params?: Record<string, string | number>) => string;
  /** The page's console errors, uncaught errors and CSP violations from the test's start (captureErrors). */
  errors: Awaited<ReturnType<typeof captureErrors>>;
  /** Registers another fresh member (with a session of its own) each time it is called. */
  newMember: () => Promise<Member>;
  /** The test's own fresh member; `signedInPage` and `fundedMember` are this member. */
  member: Member;
  /**
   * `page`, signed in as `member` the way a login leaves the browser (spec 001 §3), from its first page on. A test
   * that starts as a visitor takes `member` and calls `seedSession(page, member)` when the member arrives.
   */
  signedInPage: Page;
  /** `member`, with a bound UPI account and ₹1,000 in the main wallet (sandbox admin deposit). */
  fundedMember: FundedMember;
};

export const test = base.extend<Fixtures>({
  prefix: async ({}, use, testInfo) => {
    await use(projectLocale(testInfo).prefix);
  },
  t: async ({}, use, testInfo) => {
    await use((key, params) => msg(testInfo, key, params));
  },
  errors: async ({ page }, use) => {
    await use(await captureErrors(page));
  },
  newMember: async ({ request }, use, testInfo) => {
    await use(async () => {
      const fresh = await freshMember(request, testInfo);
      const { token, id } = await tokenFor(request, fresh.account);
      const api = async (path: string, data: unknown) => {
        const res = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { code: number; message: string; apiResponseData: Record<string, unknown> };
        expect(body.code, `${path}: ${body.message}`).toBe(100);
        return body.apiResponseData;
      };
      return { ...fresh, id, token, api };
    });
  },
  member: async ({ newMember }, use) => {
    await use(await newMember());
  },
  signedInPage: async ({ page, member }, use) => {
    await seedSession(page, member);
    await use(page);
  },
  fundedMember: async ({ member, request }, use) => {
    const upiId = `${member.account}@okaxis`;
    await member.api("/member/bank_account/store", {
      kind: "upi",
      holder_name: "Asha Rao",
      upi_id: upiId,
      withdraw_password: member.withdrawPassword,
    });
    await admin(request, "deposit", { account: member.account, amount: 1000 });
    await use({ ...member, balance: 1000, upiId });
  },
});

export { expect } from "@playwright/test";
