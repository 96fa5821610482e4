import { describe, expect, it } from "vitest";
import { routeDecision, type GuardFlags } from "../../../src/lib/routing/guards.ts";
import { LINK_EXPIRE_TIME_MINUTES } from "../../../src/lib/config/constants.ts";

const prod: GuardFlags = { production: true, gameRoom: false, device: "desktop" };
const at = (path: string, flags: GuardFlags = prod) => routeDecision(new URL(path, "http://lobby.test"), flags);
const names = (d: ReturnType<typeof at>) => (d.kind === "notFound" ? [] : d.cookies.map((c) => `${c.name}=${c.value}`));

describe("route guards (spec 000 §4)", () => {
  it("/fastDeposit sets isFastDeposit=true and sends the visitor home", () => {
    const d = at("/fastDeposit");
    expect(d).toMatchObject({ kind: "redirect", location: "/" });
    expect(names(d)).toContain("isFastDeposit=true");
  });

  it.each(["/main", "/main/", "/main/7", "/gameHall", "/gameHall/", "/slotgame"])("%s redirects to /", (path) => {
    expect(at(path)).toMatchObject({ kind: "redirect", location: "/" });
  });

  it("keeps the routed locale prefix when redirecting home", () => {
    expect(at("/hi_IN/main/3")).toMatchObject({ kind: "redirect", location: "/hi_IN/" });
    expect(at("/ta_IN/fastDeposit")).toMatchObject({ kind: "redirect", location: "/ta_IN/" });
  });

  it("/slotgame with its query is the slot list of one provider (spec 000 §2)", () => {
    expect(at("/slotgame?gt_id=2&gp_id=GPR8&house=0")).toEqual({ kind: "next", cookies: [] });
  });

  it("/gameHall/{id} is the game hall itself", () => {
    expect(at("/gameHall/3")).toEqual({ kind: "next", cookies: [] });
  });

  it("in production /register sets isRouteRegister=true and redirects to /", () => {
    const d = at("/register");
    expect(d).toMatchObject({ kind: "redirect", location: "/" });
    expect(names(d)).toContain("isRouteRegister=true");
  });

  it("outside production /register is left alone", () => {
    expect(at("/register", { ...prod, production: false })).toMatchObject({ kind: "next" });
  });
});

describe("game room (spec 000 §2: desktop only, game-room flag, game type 2)", () => {
  const on: GuardFlags = { production: true, gameRoom: true, device: "desktop" };
  it("opens with the flag, on desktop, for gt_id=2", () => {
    expect(at("/gameRoom?gt_id=2&gp_id=GPR8&house=0", on)).toMatchObject({ kind: "next" });
  });
  it.each([
    ["flag off", { ...on, gameRoom: false }, "2"],
    ["mobile", { ...on, device: "mobile" as const }, "2"],
    ["another game type", on, "3"],
  ])("redirects home when %s", (_why, flags, gt) => {
    expect(at(`/gameRoom?gt_id=${gt}`, flags)).toMatchObject({ kind: "redirect", location: "/" });
  });
});

describe("locale prefixes (spec 000 §9)", () => {
  it("answers 404 for a language prefix that has no URL of its own", () => {
    expect(at("/zh_CN/faq/1")).toEqual({ kind: "notFound" });
    expect(at("/en_US/")).toEqual({ kind: "notFound" });
  });
});

describe("referral links (spec 000 §2, spec 001 §2 register query parameters)", () => {
  it("stores id as the agent introducer with register_type member_agent", () => {
    const d = at("/?id=12345");
    expect(d.kind).toBe("next");
    expect(names(d)).toEqual(["member_agent=12345", "register_type=member_agent"]);
    if (d.kind === "next") expect(d.cookies[0]?.maxAgeS).toBe(LINK_EXPIRE_TIME_MINUTES * 60);
  });

  it("stores invite as the recommend code with register_type recommend_code", () => {
    expect(names(at("/discount?invite=AB12"))).toEqual(["recommend_code=AB12", "register_type=recommend_code"]);
  });

  it("keeps the currency only on the register page, and keeps the referral through the /register redirect", () => {
    expect(names(at("/?currency=INR"))).toEqual([]);
    expect(names(at("/register?invite=XY&currency=INR"))).toEqual([
      "isRouteRegister=true",
      "recommend_code=XY",
      "register_type=recommend_code",
      "currency=INR",
    ]);
  });
});

// security: referral values are checked and bounded before they become cookies (spec 000 §2).
describe("referral link cookies only carry well-formed values", () => {
  const q = (query: string) => names(at(`/${query}`));
  it("a digits-only agent id and a recommend code become cookies", () => {
    expect(q("?id=80001")).toEqual(["member_agent=80001", "register_type=member_agent"]);
    expect(q("?invite=FRIEND7")).toEqual(["recommend_code=FRIEND7", "register_type=recommend_code"]);
  });
  it.each([
    ["a script", "?id=%3Cscript%3E"],
    ["letters", "?id=abc"],
    ["an oversized id", `?id=${"9".repeat(21)}`],
    ["an oversized code", `?invite=${"A".repeat(33)}`],
    ["a code with a cookie attribute", "?invite=X%3B%20domain%3Devil.com"],
    ["a code with spaces", "?invite=a%20b"],
  ])("%s is ignored", (_name, query) => expect(q(query)).toEqual([]));
  it("a bad id does not hide a good invite", () => {
    expect(q("?id=abc&invite=FRIEND7")).toEqual(["recommend_code=FRIEND7", "register_type=recommend_code"]);
  });
});
