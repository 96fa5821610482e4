// Store tests of a member's yes/no flag fetched after login (spec 001 §4 after-login refresh: cash surplus,
// recommend): the flag's call waits in `flagCalls` until the test answers it; the session store is replaced by
// the member the test names (session-member.ts). Use them in the test file as
//   vi.mock("…/api.ts", async () => ({ getX: (await import("…/helpers/flag-calls.ts")).askFlag }));
//   vi.mock("…/session.store.ts", async () => (await import("…/helpers/session-member.ts")).sessionOf(siteId));
import { vi } from "vitest";

/** A flag call the store made, waiting for the test's answer, with the arguments it was called with. */
export type Deferred = { resolve: (v: boolean) => void; reject: (e: unknown) => void; args: unknown[] };

/** The calls made and not yet answered, oldest first (the test empties it in its beforeEach). */
export const flagCalls: Deferred[] = [];

/** The flag's call: waits in `flagCalls`. */
export const askFlag = vi.fn(
  (...args: unknown[]) => new Promise<boolean>((resolve, reject) => flagCalls.push({ resolve, reject, args })),
);
