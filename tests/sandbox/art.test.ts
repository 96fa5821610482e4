// The sandbox's lobby art: per-game artwork with the game's name (no initials), per-provider logos and banners,
// generated deterministically from the id, small, sized (width and height, so the page reserves the space), and
// cached like real images (Cache-Control, ETag, 304 on a matching If-None-Match).
import { describe, expect, it } from "vitest";
import { gamesCalls } from "../../src/contract/games.ts";
import { bannerArt, gameArt, providerLogo, symbolFor } from "../../sandbox/img/art.ts";
import { modelTile } from "../../sandbox/img/svg.ts";
import { sandboxFor } from "./helpers.ts";
import { SAMPLES } from "./samples.ts";

const h = sandboxFor();

const KB = 1024;

describe("game artwork", () => {
  it("shows the game's name and a symbol from it, never serif initials, the same bytes every time", () => {
    const a = gameArt({ id: 7, name: "Royal Crown Megaways", provider: "Jili Games", hue: 40 });
    expect(a).toBe(gameArt({ id: 7, name: "Royal Crown Megaways", provider: "Jili Games", hue: 40 }));
    expect(a).toMatch(/^<svg[^>]+viewBox="0 0 300 300" width="300" height="300"/);
    expect(a).toContain(">Royal Crown</tspan>");
    expect(a).toContain(">Megaways</tspan>");
    expect(a).toContain(">Jili Games</text>");
    expect(a).not.toMatch(/Georgia|[",]serif|>RCM</);
    expect(a.length).toBeLessThan(6 * KB);
    // nothing loaded from elsewhere: the only URL is the SVG namespace
    expect(a.match(/https?:\/\/[^"]+/g)).toEqual(["http://www.w3.org/2000/svg"]);
  });
  it.each([
    ["Golden Tiger", "paw"],
    ["Royal Crown", "crown"],
    ["Teen Patti Live", "cards"],
    ["Cricket Live", "ball"],
    ["Roulette", "wheel"],
    ["Keno 5", "balls"],
    ["Mystic Genie Deluxe", "lamp"],
  ])("%s → %s", (name, symbol) => expect(symbolFor(name, 0)).toBe(symbol));
  it("escapes what the platform's names could carry", () => {
    expect(gameArt({ id: 1, name: `<script>"&'`, provider: "A&B", hue: 1 })).not.toMatch(/<script>|A&B/);
  });
});

describe("provider logos and banners", () => {
  it("a logo is a mark and the provider's name, 160×60, in a dark and a light version", () => {
    const dark = providerLogo("GPPP", "Pragmatic Play", true);
    const light = providerLogo("GPPP", "Pragmatic Play", false);
    for (const l of [dark, light]) {
      expect(l).toMatch(/^<svg[^>]+width="160" height="60"/);
      expect(l).toContain(">PRAGMATIC</text>");
      expect(l).toContain(">PLAY</text>");
      expect(l.length).toBeLessThan(4 * KB);
    }
    expect(dark).not.toBe(light);
  });
  it("a banner has its title in a sans, sized for its use type", () => {
    const b = bannerArt("Welcome bonus 100%", 28, 0);
    expect(b).toMatch(/^<svg[^>]+width="1920" height="500"/);
    expect(b).toContain("Welcome bonus 100%");
    expect(b).not.toContain("Georgia");
    expect(bannerArt("x", 1, 2)).toMatch(/width="750" height="360"/);
    expect(b.length).toBeLessThan(8 * KB);
  });
});

describe("ads", () => {
  it("an ad shows a symbol beside its title, the same one in every language (by the ad's hue)", () => {
    const en = modelTile("Refer a friend, earn ₹300", 220, 600, 240, false);
    const ta = modelTile("நண்பரை அழையுங்கள், ₹300 பெறுங்கள்", 220, 600, 240, false);
    const symbolOf = (svg: string) => /<g transform="[^"]+">[\s\S]*<\/g>/.exec(svg)?.[0];
    expect(symbolOf(en)).toBeTruthy();
    expect(symbolOf(ta)).toBe(symbolOf(en));
  });
});

describe("served like real images", () => {
  it("game, provider and banner images answer with Cache-Control and an ETag, and 304 when unchanged", async () => {
    const list = await h.post(gamesCalls.gameLabel.path, SAMPLES.gameLabel);
    const game = list.body.apiResponseData.list[0] as { game_image: string; icon_dark: string; game_name: string };
    for (const path of [game.game_image, game.icon_dark, "/sandbox/img/banner/1.svg"]) {
      const first = await h.raw(path, { method: "GET" });
      expect(first.status, path).toBe(200);
      expect(first.headers.get("content-type")).toContain("image/svg+xml");
      expect(first.headers.get("cache-control")).toMatch(/public, max-age=\d{5,}/);
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      const body = await first.text();
      expect(body).toMatch(/width="\d+" height="\d+"/);
      const again = await h.raw(path, { method: "GET", headers: { "if-none-match": etag ?? "" } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const same = await h.raw(path, { method: "GET" });
      expect(same.headers.get("etag")).toBe(etag);
      expect(await same.text()).toBe(body);
    }
    const art = await (await h.raw(game.game_image, { method: "GET" })).text();
    expect(art).toContain(game.game_name.split(" ")[0]);
  });
});
