// The recommend flag's store (spec 001 §4 after-login refresh, §6): checked when it starts being shown with a
// member and after a login, false again on logout; its cleanup removes the session listeners.
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $recommendVisible } from "../../../src/features/recommend/recommend-visible.ts";
import { $sessionReady } from "../../../src/lib/session/session.atoms.ts";
import { sessionEvents } from "../../../src/lib/session/session-events.ts";
import { flagCalls } from "../../helpers/flag-calls.ts";
import { session } from "../../helpers/session-member.ts";

vi.mock("../../../src/features/recommend/api.ts", async () => ({
  getRecommendVisible: (await import("../../helpers/flag-calls.ts")).askFlag,
}));
vi.mock("../../../src/lib/session/session.store.ts", async () =>
  (await import("../../helpers/session-member.ts")).sessionOf(3),
);

const { followRecommendFlag, refreshRecommend } = await import("../../../src/features/recommend/recommend.store.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  flagCalls.length = 0;
  session.member = { memberId: 1, currency: "VND" };
  // Reading the atom mounts it: with the session not ready its onMount asks nothing (session-life.ts).
  $sessionReady.set(false);
  $recommendVisible.set(false);
});
afterEach(() => cleanStores($recommendVisible));

describe("recommend flag store", () => {
  it("a visitor asks nothing", async () => {
    session.member = null;
    await refreshRecommend();
    expect(flagCalls).toHaveLength(0);
  });

  it("asks with the site and the member's currency and sets the flag", async () => {
    const run = refreshRecommend();
    expect(flagCalls[0]!.args).toEqual([3, "VND"]);
    flagCalls[0]!.resolve(true);
    await run;
    expect($recommendVisible.get()).toBe(true);
  });

  it("follows the session: at once, on login, false on logout; the cleanup stops it", async () => {
    const stop = followRecommendFlag();
    expect(flagCalls).toHaveLength(1);
    flagCalls[0]!.resolve(true);
    await flush();
    expect($recommendVisible.get()).toBe(true);
    sessionEvents.emit("logout", "user");
    expect($recommendVisible.get()).toBe(false);
    sessionEvents.emit("login", { memberId: 1 } as never);
    expect(flagCalls).toHaveLength(2);
    flagCalls[1]!.resolve(true);
    await flush();
    expect($recommendVisible.get()).toBe(true);
    stop();
    sessionEvents.emit("logout", "user");
    sessionEvents.emit("login", { memberId: 1 } as never);
    expect(flagCalls).toHaveLength(2);
    expect($recommendVisible.get()).toBe(true);
  });

  it("the flag's onMount starts following once the session is ready", async () => {
    const unlisten = $recommendVisible.listen(() => undefined);
    await flush();
    expect(flagCalls).toHaveLength(0);
    $sessionReady.set(true);
    await vi.waitFor(() => expect(flagCalls).toHaveLength(1));
    flagCalls[0]!.resolve(true);
    await vi.waitFor(() => expect($recommendVisible.get()).toBe(true));
    unlisten();
    cleanStores($recommendVisible);
    await flush();
    sessionEvents.emit("login", { memberId: 1 } as never);
    expect(flagCalls).toHaveLength(1);
  });
});
