// Home and site content: the banner rules of spec 000 §3 (link types and methods), §2 (a banner at
// proxy), §5 (IS_DEMO, the quick-access currency) and the carousel's autoplay holds.
import { describe, expect, it } from "vitest";
import type { BannerItem } from "../../../src/contract/promotions.ts";
import { bannerAction, useTypeFor, type BannerContext } from "../../../src/features/carousel/banner.ts";
import { initialCarousel, isPlaying, transition } from "../../../src/features/carousel/carousel.machine.ts";

const base: BannerItem = {
  id: 1,
  url: "/img/1.svg",
  image: "/img/1.svg",
  link: "/discount",
  link_type: 1,
  link_method: 0,
  game_link_parameter: null,
};
const ctx: BannerContext = { isDemo: false, siteCurrency: "INR", agentActive: false, localePrefix: "" };
/** A banner that opens `href`: by default in the same tab, as a link of the site. */
const link = (href: string, opens: { newTab?: true; external?: true } = {}) => ({
  kind: "link",
  href,
  newTab: opens.newTab ?? false,
  external: opens.external ?? false,
});
const game = { currency: "INR" as const, gt_id: 2, gp_id: "GPJL", gp_gt_name: "GPJL_2", customized: 0 as const };

describe("bannerAction (spec 000 §3, §2, §5)", () => {
  it.each<[string, Partial<BannerItem>, Partial<BannerContext>, unknown]>([
    ["internal, same page", {}, {}, link("/discount")],
    ["internal, new tab", { link_method: 1 }, {}, link("/discount", { newTab: true })],
    ["internal in the page's language", {}, { localePrefix: "/ta_IN" }, link("/ta_IN/discount")],
    ["internal home in the page's language", { link: "/" }, { localePrefix: "/hi_IN" }, link("/hi_IN")],
    [
      "external https, new tab",
      { link_type: 0, link: "https://example.com/cricket", link_method: 1 },
      {},
      link("https://example.com/cricket", { newTab: true, external: true }),
    ],
    ["external http is refused", { link_type: 0, link: "http://example.com/x" }, {}, { kind: "none" }],
    ["an internal link that is absolute is refused", { link: "https://example.com/x" }, {}, { kind: "none" }],
    ["protocol-relative is refused", { link: "//evil.example/x" }, {}, { kind: "none" }],
    ["javascript: is refused", { link_type: 0, link: "javascript:alert(1)" }, {}, { kind: "none" }],
    ["no link", { link: "" }, {}, { kind: "none" }],
    ["proxy for a visitor or inactive agent: agent registration", { link: "/proxy" }, {}, link("/proxy?page=Register")],
    [
      "proxy for an active agent: the agent area",
      { link: "/proxy?page=Register" },
      { agentActive: true },
      link("/proxy"),
    ],
    [
      "proxy in the page's language",
      { link: "/proxy/" },
      { localePrefix: "/hi_IN" },
      link("/hi_IN/proxy?page=Register"),
    ],
    ["/proxyx is not the agent area", { link: "/proxyx" }, {}, link("/proxyx")],
    [
      "game in the site's currency goes through the launcher",
      { link_type: 2, link: "", game_link_parameter: game },
      {},
      { kind: "game", target: { gpId: "GPJL", gtId: 2, gameCode: "", house: 0, customized: false, currency: "INR" } },
    ],
    [
      "game in another currency is ignored",
      { link_type: 2, link: "", game_link_parameter: { ...game, currency: "USD" } },
      {},
      { kind: "none" },
    ],
    ["game without its parameter does nothing", { link_type: 2, link: "" }, {}, { kind: "none" }],
    ["IS_DEMO disables links", {}, { isDemo: true }, { kind: "none" }],
    ["IS_DEMO disables games", { link_type: 2, game_link_parameter: game }, { isDemo: true }, { kind: "none" }],
  ])("%s", (_name, banner, context, expected) => {
    expect(bannerAction({ ...base, ...banner }, { ...ctx, ...context })).toEqual(expected);
  });
});

describe("useTypeFor (spec 000 §7, §9: 0 desktop, 1 small, 2 mobile)", () => {
  it("desktop 0, mobile 2, the desktop template locked on a phone 1", () => {
    expect(useTypeFor("desktop", false)).toBe(0);
    expect(useTypeFor("desktop", true)).toBe(0);
    expect(useTypeFor("mobile", false)).toBe(2);
    expect(useTypeFor("mobile", true)).toBe(1);
  });
});

describe("carousel autoplay", () => {
  it("advances on each tick and wraps", () => {
    let s = initialCarousel(3);
    s = transition(s, { type: "tick" });
    s = transition(s, { type: "tick" });
    s = transition(s, { type: "tick" });
    expect(s.index).toBe(0);
  });
  it.each(["hover", "focus", "reducedMotion", "hidden", "user"] as const)("%s holds it until released", (reason) => {
    let s = transition(initialCarousel(3), { type: "hold", reason });
    expect(isPlaying(s)).toBe(false);
    expect(transition(s, { type: "tick" }).index).toBe(0);
    s = transition(s, { type: "release", reason });
    expect(transition(s, { type: "tick" }).index).toBe(1);
  });
  it("resumes only when every hold is gone", () => {
    let s = transition(transition(initialCarousel(3), { type: "hold", reason: "hover" }), {
      type: "hold",
      reason: "focus",
    });
    s = transition(s, { type: "release", reason: "hover" });
    expect(isPlaying(s)).toBe(false);
  });
  it("one banner never plays; prev, next and dots still move", () => {
    expect(isPlaying(initialCarousel(1))).toBe(false);
    expect(transition(initialCarousel(3), { type: "prev" }).index).toBe(2);
    expect(transition(initialCarousel(3), { type: "goto", index: 2 }).index).toBe(2);
  });
  it("a swipe left shows the next banner, right the previous; a short one is a tap", () => {
    expect(transition(initialCarousel(3), { type: "swipe", dx: -80 }).index).toBe(1);
    expect(transition(initialCarousel(3), { type: "swipe", dx: 80 }).index).toBe(2);
    expect(transition(initialCarousel(3), { type: "swipe", dx: -10 }).index).toBe(0);
  });
  it("a shorter list keeps the index in range", () => {
    const s = transition(initialCarousel(5), { type: "goto", index: 4 });
    expect(transition(s, { type: "count", count: 2 }).index).toBe(1);
  });
});
