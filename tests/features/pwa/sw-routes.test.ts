// The service worker's routing (features/pwa/sw-routes.ts, imported by the worker itself): it answers only
// navigations, the shell and the build's hashed files; never the platform's API, its socket, the sandbox or a game
// page (issue "installable app"), in any routed locale (spec 000 §9).
import { describe, expect, it } from "vitest";
import {
  OFFLINE_PAGES,
  isPlayerPage,
  offlinePagePath,
  parseToWorker,
  pathLanguage,
  routeRequest,
  type SwRequest,
} from "../../../src/features/pwa/sw-routes.ts";

const ORIGIN = "https://lobby.test";
const shell = new Set(OFFLINE_PAGES);
const get = (path: string, mode = "cors"): SwRequest => ({ url: ORIGIN + path, method: "GET", mode });
const nav = (path: string) => get(path, "navigate");

describe("what the worker answers", () => {
  it.each([
    ["/api/arks/web/site/detail", "cors"],
    ["/api/member/profile/my_cash", "cors"],
    ["/socket.io/?EIO=4&transport=polling", "cors"],
    ["/sandbox/games/slot?token=x", "navigate"],
    ["/sandbox/admin/deposit", "cors"],
    ["/sandbox/vitals", "cors"],
    ["/slotgame?gt_id=2&gp_id=GPJL&house=0", "navigate"],
    ["/hi_IN/slotgame?gt_id=2&gp_id=GPJL", "navigate"],
    ["/play", "navigate"],
    ["/ta_IN/play", "navigate"],
    ["/loading", "navigate"],
    ["/close", "navigate"],
    ["/gameRoom?gt_id=2", "navigate"],
  ])("never %s (%s)", (path, mode) => {
    expect(routeRequest(get(path, mode), ORIGIN, shell)).toEqual({ kind: "pass" });
  });

  it("a POST, another origin, or a file it does not know: not its business", () => {
    expect(routeRequest({ url: `${ORIGIN}/`, method: "POST", mode: "navigate" }, ORIGIN, shell).kind).toBe("pass");
    expect(routeRequest(nav("/"), "https://other.test", shell).kind).toBe("pass");
    expect(routeRequest(get("/favicon.svg"), ORIGIN, shell).kind).toBe("pass");
    expect(routeRequest(get("/_astro/x.js?v=1"), ORIGIN, shell).kind).toBe("pass");
  });

  it("pages: network first with the offline page in the path's routed language, else the member's stored one", () => {
    expect(routeRequest(nav("/"), ORIGIN, shell)).toEqual({ kind: "navigate", lang: null });
    expect(routeRequest(nav("/user/Deposit"), ORIGIN, shell)).toEqual({ kind: "navigate", lang: null });
    expect(routeRequest(nav("/hi_IN/discount"), ORIGIN, shell)).toEqual({ kind: "navigate", lang: "hi_IN" });
    expect(routeRequest(nav("/ta_IN/"), ORIGIN, shell)).toEqual({ kind: "navigate", lang: "ta_IN" });
  });

  it("the shell from its cache, the build's hashed files kept once fetched", () => {
    expect(routeRequest(get("/pwa/offline-ta_IN.html"), ORIGIN, shell)).toEqual({ kind: "shell" });
    expect(routeRequest(get("/_astro/BaseLayout.abc123.js"), ORIGIN, shell)).toEqual({ kind: "asset" });
  });

  it("the shell is one offline page per language", () => {
    expect(OFFLINE_PAGES).toHaveLength(11);
    expect(OFFLINE_PAGES).toContain(offlinePagePath("my_MM"));
  });
});

describe("paths and messages", () => {
  it("only a routed prefix names a language (spec 000 §9)", () => {
    expect(pathLanguage("/hi_IN/faq")).toBe("hi_IN");
    expect(pathLanguage("/ta_IN")).toBe("ta_IN");
    expect(pathLanguage("/zh_CN/faq")).toBeNull();
    expect(pathLanguage("/faq")).toBeNull();
  });

  it("the update toast stays off player pages", () => {
    expect(isPlayerPage("/play")).toBe(true);
    expect(isPlayerPage("/hi_IN/loading")).toBe(true);
    expect(isPlayerPage("/slotgame")).toBe(false);
    expect(isPlayerPage("/discount")).toBe(false);
  });

  it("a page's message is checked before the worker acts on it", () => {
    expect(parseToWorker({ type: "lang", lang: "ta_IN" })).toEqual({ type: "lang", lang: "ta_IN" });
    expect(parseToWorker({ type: "skipWaiting" })).toEqual({ type: "skipWaiting" });
    expect(parseToWorker({ type: "lang", lang: "xx_YY" })).toBeNull();
    expect(parseToWorker("skipWaiting")).toBeNull();
    expect(parseToWorker(null)).toBeNull();
  });
});
