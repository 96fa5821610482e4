// The cases every after-login yes/no flag's store passes (spec 001 §4 after-login refresh: cash surplus,
// recommend), registered by the flag's own test file after its vi.mocks (flag-calls.ts, session-member.ts): a
// visitor asks nothing; a member's check asks with the site and the member's currency and sets the flag; while
// the flag is shown (its onMount) it is checked once the session is ready, again after a login, false on logout,
// and once nothing shows it no session event reaches it.
import { cleanStores, type WritableAtom } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $sessionReady } from "../../src/lib/session/session.atoms.ts";
import { sessionEvents } from "../../src/lib/session/session-events.ts";
import { flagCalls } from "./flag-calls.ts";
import { session } from "./session-member.ts";

export interface FlagStore {
  /** The describe's name. */
  name: string;
  $flag: WritableAtom<boolean>;
  refresh: () => Promise<void>;
  /** The site id the mocked session gives (sessionOf(siteId)) and the test member's currency. */
  siteId: number;
  currency: string;
}

export function describeFlagStore({ name, $flag, refresh, siteId, currency }: FlagStore): void {
  const flush = () => new Promise((r) => setTimeout(r, 0));
  beforeEach(() => {
    flagCalls.length = 0;
    session.member = { memberId: 1, currency };
    // Reading the atom mounts it: with the session not ready its onMount asks nothing (session-life.ts).
    $sessionReady.set(false);
    $flag.set(false);
  });
  afterEach(() => cleanStores($flag));

  describe(name, () => {
    it("a visitor asks nothing", async () => {
      session.member = null;
      await refresh();
      expect(flagCalls).toHaveLength(0);
      expect($flag.get()).toBe(false);
    });

    it("asks with the site and the member's currency and sets the flag", async () => {
      const run = refresh();
      expect(flagCalls[0]!.args).toEqual([siteId, currency]);
      flagCalls[0]!.resolve(true);
      await run;
      expect($flag.get()).toBe(true);
    });

    it("while shown: checked once the session is ready, again on login, false on logout; unmounted, it stops", async () => {
      const unlisten = $flag.listen(() => undefined);
      await flush();
      expect(flagCalls).toHaveLength(0); // waits for the session
      $sessionReady.set(true);
      await vi.waitFor(() => expect(flagCalls).toHaveLength(1));
      flagCalls[0]!.resolve(true);
      await vi.waitFor(() => expect($flag.get()).toBe(true));

      sessionEvents.emit("logout", "user");
      expect($flag.get()).toBe(false);

      sessionEvents.emit("login", { memberId: 1 } as never);
      expect(flagCalls).toHaveLength(2);
      flagCalls[1]!.resolve(true);
      await flush();
      expect($flag.get()).toBe(true);

      unlisten();
      cleanStores($flag); // unmounts now instead of a second after the last listener
      await flush();
      sessionEvents.emit("login", { memberId: 1 } as never);
      sessionEvents.emit("logout", "user");
      expect(flagCalls).toHaveLength(2);
      expect($flag.get()).toBe(true);
    });
  });
}
