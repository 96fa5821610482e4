// spec 001 §2 query-string login, §4 third-party login popup. A login by token must not swap the member's
// session: authLogin is taken only from the third-party login window this page opened, while its login is
// pending; and whose a token is, the platform says (the layout call, sent with that token), never the link's
// member_id. Attacks tried here: a game window's provider page navigating to /authCallback (its relay posts
// authLogin to the lobby), and a `?tk=<another member's token>&member_id=<the victim's own id>` link.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $dialog } from "../../../src/components/ui/dialog.store.ts";
import { $toasts } from "../../../src/components/ui/toast.store.ts";
import { runEntryFlows } from "../../../src/features/auth/entry-flows.ts";
import { listenPopupMessages } from "../../../src/features/auth/popup-messages.ts";
import {
  endThirdPartyLogin,
  openThirdPartyLogin,
  pendingLoginWindow,
} from "../../../src/features/auth/third-party-login.ts";
import { $session, applyLogin, initSession, resetSessionForTests } from "../../../src/lib/session/session.store.ts";
import { memberLayout } from "../../helpers/member-layout.ts";

/** The platform's members by token: the layout call answers with the owner of the Bearer token it was sent. */
const OWNERS: Record<string, { id: number; account: string }> = {
  "tok-victim-0001": { id: 7, account: "victim07" },
  "tok-victim-0002": { id: 7, account: "victim07" },
  "tok-attacker-01": { id: 9, account: "attacker9" },
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: true, code: 100, message: "", apiResponseData: data }), {
    headers: { "content-type": "application/json" },
  });

const layoutCalls: string[] = [];

function layoutOf(owner: { id: number; account: string }) {
  return memberLayout({ id: owner.id, member_account: owner.account });
}

/** A window of this origin that the test controls (an iframe's window stands in for a pop-up). */
function aWindow(): Window {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const w = frame.contentWindow!;
  w.focus = () => undefined; // jsdom has no window focus
  return w;
}

function post(source: Window, data: unknown, origin = window.location.origin): void {
  window.dispatchEvent(new MessageEvent("message", { origin, source, data }));
}

function member() {
  const s = $session.get();
  return s.status === "member" ? s.member : null;
}

const attackSearch = "?tk=tok-attacker-01&member_id=7&member_account=victim07&member_currency=INR";
let stopListening = () => {};

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  endThirdPartyLogin();
  $dialog.set(null);
  $toasts.set([]);
  layoutCalls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith("/api/member/profile/common/layout")) {
        const auth = new Headers(init?.headers).get("authorization") ?? "";
        const token = auth.replace(/^Bearer /, "");
        layoutCalls.push(token);
        const owner = OWNERS[token];
        return owner
          ? ok(layoutOf(owner))
          : new Response(JSON.stringify({ message: "Unauthenticated." }), { status: 401 });
      }
      return ok({});
    }),
  );
  initSession();
  stopListening = listenPopupMessages();
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("authLogin only from the site's own pending third-party login window (spec 001 §4)", () => {
  it("a game window that navigated to /authCallback cannot swap the lobby's session", async () => {
    applyLogin("tok-victim-0001", 7, "victim07", "INR", 1);
    const gameWindow = aWindow(); // same origin, has the lobby as opener, but the site never opened it for a login
    post(gameWindow, { type: "authLogin", search: attackSearch });
    post(gameWindow, { type: "authLoginClose", code: 105, message: "Your account is locked, call +91…" });
    await Promise.resolve();
    expect(member()).toMatchObject({ memberId: 7, token: "tok-victim-0001" });
    expect(layoutCalls).not.toContain("tok-attacker-01");
    expect($dialog.get()).toBeNull();
    expect($toasts.get()).toEqual([]);
  });

  it("nor can it while a real login window is pending", async () => {
    const loginWindow = aWindow();
    vi.spyOn(window, "open").mockReturnValue(loginWindow);
    expect(openThirdPartyLogin("https://idp.example/authorize")).toBe(true);
    post(aWindow(), { type: "authLogin", search: attackSearch });
    await Promise.resolve();
    expect(member()).toBeNull();
    expect(pendingLoginWindow()).toBe(loginWindow);
  });

  it("a message of another origin is ignored even from the login window", async () => {
    const loginWindow = aWindow();
    vi.spyOn(window, "open").mockReturnValue(loginWindow);
    openThirdPartyLogin("https://idp.example/authorize");
    post(loginWindow, { type: "authLogin", search: attackSearch }, "https://idp.example");
    await Promise.resolve();
    expect(member()).toBeNull();
  });

  it("the login window the site opened logs in as the member the platform names, once", async () => {
    const loginWindow = aWindow();
    const open = vi.spyOn(window, "open").mockReturnValue(loginWindow);
    expect(openThirdPartyLogin("https://idp.example/authorize")).toBe(true);
    // "_blank", never a name another page could have given its own window
    expect(open).toHaveBeenCalledWith("https://idp.example/authorize", "_blank", expect.any(String));
    // the message claims member 7 (victim07): the token is member 9's, and member 9 is who logs in
    post(loginWindow, { type: "authLogin", search: attackSearch });
    await vi.waitFor(() => expect(member()).toMatchObject({ memberId: 9, account: "attacker9" }));
    expect(pendingLoginWindow()).toBeNull();
    // the login is over: the same window cannot log in again
    applyLogin("tok-victim-0001", 7, "victim07", "INR", 1);
    post(loginWindow, { type: "authLogin", search: attackSearch });
    await Promise.resolve();
    expect(member()).toMatchObject({ memberId: 7, token: "tok-victim-0001" });
  });

  it("the login window's message counts though the window closed itself right after posting it", async () => {
    const loginWindow = aWindow();
    vi.spyOn(window, "open").mockReturnValue(loginWindow);
    openThirdPartyLogin("https://idp.example/authorize");
    // /authCallback posts, then window.close(): the window is closed before its message is handled
    Object.defineProperty(loginWindow, "closed", { value: true });
    post(loginWindow, { type: "authLogin", search: "?tk=tok-attacker-01&member_id=9&member_currency=INR" });
    await vi.waitFor(() => expect(member()).toMatchObject({ memberId: 9 }));
  });

  it("the login window answering for another member than the one here asks before switching", async () => {
    applyLogin("tok-victim-0001", 7, "victim07", "INR", 1);
    const loginWindow = aWindow();
    vi.spyOn(window, "open").mockReturnValue(loginWindow);
    openThirdPartyLogin("https://idp.example/authorize");
    post(loginWindow, { type: "authLogin", search: "?tk=tok-attacker-01&member_id=9&member_currency=INR" });
    await vi.waitFor(() => expect($dialog.get()).toMatchObject({ kind: "confirm", titleKey: "auth.switch.title" }));
    const d = $dialog.get();
    if (d?.kind === "confirm") d.resolve(false);
    expect(member()).toMatchObject({ memberId: 7, token: "tok-victim-0001" });
  });

  it("refuses javascript:, data: and plain-http third-party addresses", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(aWindow());
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "http://idp.example/", "//idp.example/"])
      expect(openThirdPartyLogin(bad)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

describe("a ?tk= link is judged by whom the platform says the token belongs to (spec 001 §2)", () => {
  it("another member's token under the victim's own member_id asks, and keeping changes nothing", async () => {
    applyLogin("tok-victim-0001", 7, "victim07", "INR", 1);
    window.history.replaceState(null, "", `/${attackSearch}`);
    const flows = runEntryFlows();
    await vi.waitFor(() =>
      expect($dialog.get()).toMatchObject({
        kind: "confirm",
        messageParams: { current: "victim07", incoming: "attacker9" },
      }),
    );
    expect(member()).toMatchObject({ memberId: 7, token: "tok-victim-0001" }); // nothing changed while asking
    expect(window.location.search).toBe(""); // the token left the address bar at once
    const d = $dialog.get();
    if (d?.kind === "confirm") d.resolve(false);
    await flows;
    expect(member()).toMatchObject({ memberId: 7, token: "tok-victim-0001" });
  });

  it("the member's own new token is taken quietly", async () => {
    applyLogin("tok-victim-0001", 7, "victim07", "INR", 1);
    window.history.replaceState(null, "", "/?tk=tok-victim-0002&member_id=7&member_currency=INR");
    await runEntryFlows();
    expect($dialog.get()).toBeNull();
    expect(member()).toMatchObject({ memberId: 7, token: "tok-victim-0002" });
  });

  it("a token the platform does not know changes nothing and says so", async () => {
    applyLogin("tok-victim-0001", 7, "victim07", "INR", 1);
    window.history.replaceState(null, "", "/?tk=tok-unknown-99&member_id=7&member_currency=INR");
    await runEntryFlows();
    expect(member()).toMatchObject({ memberId: 7, token: "tok-victim-0001" });
    expect($toasts.get()).toMatchObject([{ type: "error", message: { key: "auth.link_invalid" } }]);
  });

  it("with nobody logged in, the link logs in the token's owner, not the member it names", async () => {
    window.history.replaceState(null, "", `/${attackSearch}`);
    await runEntryFlows();
    expect(member()).toMatchObject({ memberId: 9, account: "attacker9", token: "tok-attacker-01" });
  });
});
