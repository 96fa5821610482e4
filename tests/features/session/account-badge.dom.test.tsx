// The header's account button carries the unread-letter count (spec 000 §9: the badge caps at 99+), in its
// accessible name too: on desktop the count was seen nowhere until the account menu was opened. The header also
// offers Deposit to a member, on both layouts.
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setTranslator } from "../../../src/components/ui/i18n.ts";
import AccountBar from "../../../src/features/session/AccountBar.tsx";
import { $session, $sessionReady } from "../../../src/lib/session/session.atoms.ts";
import { $unreadLetters } from "../../../src/features/letters/index.ts";

// The account bar's counts load their stores lazily once a member is ready (menu-counts.ts, then each store's
// onMount): loaded here first, so no test leaves an import running after its environment is gone (an unhandled
// EnvironmentTeardownError on a loaded machine).
beforeAll(async () => {
  await Promise.all([
    import("../../../src/features/session/menu-counts.ts"),
    import("../../../src/features/recommend/index.ts"),
    import("../../../src/features/letters/letters.store.ts"),
    import("../../../src/features/recommend/recommend.store.ts"),
  ]);
});

beforeEach(() => {
  setTranslator((key, params) => {
    if (key === "session.menu.label") return "Account menu";
    if (key === "session.menu.unread") return `${String(params?.["count"])} unread`;
    if (key === "nav.deposit") return "Deposit";
    return key;
  });
  $session.set({
    status: "member",
    member: { token: "tok-abcdefgh", memberId: 5, account: "demo01", currency: "INR", memberType: 1, agentType: null },
    layout: null,
    balance: { status: "idle" },
  });
  $sessionReady.set(true);
});
afterEach(() => {
  cleanup();
  setTranslator(undefined);
  $session.set({ status: "anonymous" });
  $sessionReady.set(false);
  $unreadLetters.set(0);
});

const LOADED = { timeout: 5000 };
const accountButton = () => screen.getByRole("button", { name: /^Account menu/ });

describe("the account button's unread count", () => {
  it("shows nothing when there is no unread letter", async () => {
    $unreadLetters.set(0);
    render(<AccountBar />);
    expect(await screen.findByRole("button", { name: /^Account menu\s*demo01$/ })).toBeTruthy();
    expect(screen.queryByTestId("account-unread")).toBeNull();
  });

  it("shows the count on the button and in its name, live", async () => {
    $unreadLetters.set(7);
    render(<AccountBar />);
    // The count's store loads with the member's menu (menu-counts.ts): a cold module load can take a while.
    expect(await screen.findByRole("button", { name: /^Account menu\s*demo01\s*, 7 unread$/ }, LOADED)).toBeTruthy();
    expect(screen.getByTestId("account-unread").textContent).toContain("7");
    act(() => $unreadLetters.set(8));
    expect(accountButton().getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(screen.getByTestId("account-unread").textContent).toContain("8"));
  });

  it("caps at 99+ (spec 000 §9)", async () => {
    $unreadLetters.set(150);
    render(<AccountBar />);
    expect(await screen.findByRole("button", { name: /, 99\+ unread$/ }, LOADED)).toBeTruthy();
  });

  it("a member finds Deposit in the header", async () => {
    render(<AccountBar />);
    const deposit = await screen.findByRole("link", { name: "Deposit" });
    expect(deposit.getAttribute("href")).toBe("/user/Deposit");
  });
});
