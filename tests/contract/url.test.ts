// security: every URL field of the contract accepts only what is safe where the site uses it.
import { describe, expect, it } from "vitest";
import {
  CALLS,
  EVENTS,
  ImageUrlSchema,
  isAbsoluteUrl,
  isRelativeOrSameOrigin,
  OptionalLinkSchema,
  RelativeOrHttpUrlSchema,
  SafeLinkSchema,
} from "../../src/contract/index.ts";
import { SCRIPT_URLS } from "../samples/urls.ts";

/** Never safe anywhere: script schemes, other hosts in disguise, hidden characters. */
const HOSTILE = [
  ...SCRIPT_URLS,
  "//evil.example/",
  "/\\evil.example/",
  "/\t/evil.example",
  "/\n/evil.example",
  "\\\\evil.example",
  "https://lobby.example@evil.example/",
  "ftp://files.example/x",
  "file:///etc/passwd",
  "discount",
  "",
];

describe("URL fields refuse script and disguised URLs (security)", () => {
  it.each(HOSTILE)("lobby_url, game URLs: refuses %j", (url) => {
    expect(RelativeOrHttpUrlSchema.safeParse(url).success).toBe(false);
  });
  it.each(HOSTILE)("links (banner, footer, customer service): refuses %j", (url) => {
    expect(SafeLinkSchema.safeParse(url).success).toBe(false);
    if (url !== "") expect(OptionalLinkSchema.safeParse(url).success).toBe(false);
  });
  it.each(HOSTILE.filter((u) => !u.startsWith("data:")))("images: refuses %j", (url) => {
    expect(ImageUrlSchema.safeParse(url).success).toBe(false);
  });
});

describe("URL fields accept what the platform really sends", () => {
  it.each([
    ["/", true, true],
    ["/discount", true, true],
    ["/user?page=MyWallet#top", true, true],
    ["https://example.com/cricket", true, true],
    ["http://localhost:4321/sandbox/games/slot?session=abc", true, false],
  ])("%s: game URL %s, link %s", (url, game, link) => {
    expect(RelativeOrHttpUrlSchema.safeParse(url).success).toBe(game);
    expect(SafeLinkSchema.safeParse(url).success).toBe(link);
  });
  it("an empty link means none (a game banner, no customer-service link)", () => {
    expect(OptionalLinkSchema.parse("")).toBe("");
  });
  it("images may be inline data:image URLs (the captcha), never data:text/html", () => {
    expect(ImageUrlSchema.safeParse("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=").success).toBe(true);
    expect(ImageUrlSchema.safeParse("data:text/html;base64,PHNjcmlwdD4=").success).toBe(false);
  });
});

describe("lobby_url: a path, or a URL of the platform's own origin", () => {
  const origin = "http://localhost:4321";
  it.each([
    ["/", true],
    ["/gameHall/2?x=1", true],
    ["http://localhost:4321/close", true],
    ["https://localhost:4321/close", false],
    ["http://localhost:4322/close", false],
    ["http://evil.example/close", false],
    ["//localhost:4321/close", false],
    ["javascript:alert(1)", false],
  ])("%s → %s", (url, ok) => {
    expect(isRelativeOrSameOrigin(url, origin)).toBe(ok);
  });
});

describe("the contract applies them to every URL field the site consumes", () => {
  const banner = {
    id: 1,
    url: "/b.svg",
    image: "/b.svg",
    link: "javascript:alert(1)",
    link_type: 0,
    link_method: 0,
    game_link_parameter: null,
  };
  it("play1 refuses a javascript: lobby_url", () => {
    const ok = { gp_id: "GPJL", game_type: 2, game_code: "", house: 0, device: 1 };
    expect(CALLS.playGame.request.safeParse({ ...ok, lobby_url: "javascript:alert(1)" }).success).toBe(false);
    expect(CALLS.playGame.request.safeParse({ ...ok, lobby_url: "/" }).success).toBe(true);
  });
  it("a banner whose link is javascript: breaks the carousel response", () => {
    expect(CALLS.carousel.response.safeParse({ web_carousel_picture_list: [banner] }).success).toBe(false);
  });
  it("the customer-service link, in the site detail, the float list and its real-time change", () => {
    expect(EVENTS.customerServiceLinkChange.schema.safeParse({ link: "javascript:alert(1)" }).success).toBe(false);
    const detail = { site_id: 1, site_name: "x", currencies: ["INR"], is_game_room: false };
    expect(CALLS.siteDetail.response.safeParse({ ...detail, customer_service_link: "data:text/html,x" }).success).toBe(
      false,
    );
    const item = { id: 1, title: "cs", icon: "/i.svg", link: "vbscript:x" };
    expect(CALLS.float.response.safeParse({ list: [item] }).success).toBe(false);
  });
  it("game URLs from play1's event and demo play", () => {
    expect(EVENTS.gameUrl.schema.safeParse({ url: "javascript:alert(1)", gp_id: "GPJL", game_code: "x" }).success).toBe(
      false,
    );
    expect(CALLS.demoPlay.response.safeParse({ game_url: "//evil.example/" }).success).toBe(false);
  });
});

describe("isAbsoluteUrl answers a text without a scheme before the URL parser (the same answers, no thrown error)", () => {
  it.each([
    ["https://lobby.example/promo", true],
    ["HTTPS://lobby.example/promo", true],
    ["https:lobby.example", true],
    ["http://lobby.example/", true],
    ["/discount", false],
    ["discount/1", false],
    ["//evil.example/x", false],
    ["1http://x", false],
    ["https://user:pw@lobby.example/", false],
    ["javascript:alert(1)", false],
    ["", false],
  ])("%s → %s", (value, expected) => {
    expect(isAbsoluteUrl(value)).toBe(expected);
    let parsed = false;
    try {
      const u = new URL(value);
      parsed = ["http:", "https:"].includes(u.protocol) && u.username === "" && u.password === "" && u.hostname !== "";
    } catch {
      parsed = false;
    }
    expect(isAbsoluteUrl(value)).toBe(parsed);
  });
});
