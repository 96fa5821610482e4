// spec 000 §3: while the sign-in card is shown it is read for a member and again after a login; a logout
// takes it back to idle.
import { cleanStores } from "nanostores";
import { describe, expect, it, vi } from "vitest";
import { memberStoreTests, session } from "../../helpers/session-member.ts";

const info = { days: [], today: 1, signed: false };
const getSigninInfo = vi.fn(async () => info);
vi.mock("../../../src/features/signin/api.ts", () => ({ getSigninInfo, signInToday: vi.fn() }));
vi.mock("../../../src/lib/session/index.ts", async (actual) =>
  (await import("../../helpers/session-member.ts")).sessionIndexWithMember(actual),
);

const { $signin } = await import("../../../src/features/signin/signin.store.ts");
const { sessionEvents } = await import("../../../src/lib/session/session-events.ts");
const login = { token: "t", memberId: 5, account: "a", currency: "INR" as const, memberType: 1, agentType: null };

memberStoreTests($signin, getSigninInfo);

describe("sign-in card store", () => {
  it("shown with a member: read; a login reads it again; a logout resets it", async () => {
    $signin.listen(() => undefined);
    await vi.waitFor(() => expect($signin.get().kind).toBe("ready"));
    sessionEvents.emit("login", login);
    await vi.waitFor(() => expect(getSigninInfo).toHaveBeenCalledTimes(2));
    sessionEvents.emit("logout", "user");
    expect($signin.get().kind).toBe("idle");
  });

  it("a visitor: nothing is read", async () => {
    session.member = null;
    $signin.listen(() => undefined);
    await new Promise((r) => setTimeout(r, 10));
    expect(getSigninInfo).not.toHaveBeenCalled();
    expect($signin.get().kind).toBe("idle");
  });

  it("not shown: a login reads nothing", async () => {
    $signin.listen(() => undefined);
    await vi.waitFor(() => expect(getSigninInfo).toHaveBeenCalledOnce());
    cleanStores($signin);
    sessionEvents.emit("login", login);
    await new Promise((r) => setTimeout(r, 10));
    expect(getSigninInfo).toHaveBeenCalledOnce();
  });
});
