// Store tests that replace the session with the member they name: `session.member` is who `fetchableMember()`
// gives (null: a visitor). Use it in a vi.mock factory through a dynamic import (the factory is hoisted), e.g.
//   vi.mock("…/lib/session/index.ts", async (actual) =>
//     (await import("…/helpers/session-member.ts")).sessionIndexWithMember(actual));
import { cleanStores, type Store } from "nanostores";
import { afterEach, beforeEach, vi } from "vitest";
import { $sessionReady } from "../../src/lib/session/session.atoms.ts";

/** The member the mocked session gives (null: a visitor); a test sets it in its beforeEach or its case. */
export const session: { member: ({ memberId: number } & Record<string, unknown>) | null } = { member: null };

/** The session store's part the after-login flags read: `session.member`, on site `siteId`. */
export function sessionOf(siteId: number) {
  return { fetchableMember: () => session.member, siteId: () => siteId };
}

/** lib/session's index as it is, with `fetchableMember` giving `session.member` and a no-op `refreshBalance`. */
export async function sessionIndexWithMember(actual: () => Promise<unknown>): Promise<object> {
  return { ...((await actual()) as object), fetchableMember: () => session.member, refreshBalance: vi.fn() };
}

/**
 * The life of a member store's test file: before each test member 5 is signed in, the session is ready and the
 * store's read (`read`) has no calls yet; after each the store is unmounted (its onMount's cleanup runs).
 */
export function memberStoreTests(store: Store, read: { mockClear(): unknown }): void {
  beforeEach(() => {
    session.member = { memberId: 5 };
    read.mockClear();
    $sessionReady.set(true);
  });
  afterEach(() => cleanStores(store));
}
