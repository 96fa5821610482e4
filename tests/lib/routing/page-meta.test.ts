import { describe, expect, it } from "vitest";
import { pageMeta, pageMetaKey } from "../../../src/lib/routing/page-meta.ts";
import { LANGUAGES } from "../../../src/lib/config/constants.ts";
import titles from "../../../src/content/titles.json" with { type: "json" };

const q = (s = "") => new URLSearchParams(s);

describe("per-route titles (spec 001 §2)", () => {
  it.each([
    ["/", "", "home"],
    ["/gameHall/3", "", "gameHall/3"],
    ["/gameHall/6", "", "gameHall/6"],
    ["/slotgame", "gt_id=2&gp_id=GPLL&house=0", "slots"],
    ["/slotgame", "gt_id=2&gp_id=GPR8&house=0", "slots"],
    ["/discount", "", "discount"],
    ["/app", "", "app"],
    ["/proxy/Plan", "", "proxy/Plan"],
    ["/faq/1", "", "faq/1"],
    ["/faq/8", "", "faq/8"],
    ["/faq/17", "", "faq/17"],
    ["/hi_IN/faq/3", "", "faq/3"],
    ["/ta_IN/gameHall/4/", "", "gameHall/4"],
  ])("%s?%s has its own title (%s)", (path, query, key) => {
    expect(pageMetaKey(path, q(query))).toBe(key);
  });

  it.each([
    ["/gameHall/2", ""],
    ["/gameHall/7", ""],
    ["/slotgame", "gt_id=2&gp_id=GPJD&house=0"],
    ["/slotgame", "gt_id=2&gp_id=GPR8&house=1"],
    ["/faq/9", ""],
    ["/user/Info", ""],
    ["/no-such-page", ""],
  ])("%s?%s falls back to the home title", (path, query) => {
    expect(pageMetaKey(path, q(query))).toBe("home");
    expect(pageMeta(path, q(query), "en_US")).toEqual(pageMeta("/", q(), "en_US"));
  });

  it("has a title and description for every entry in all eleven languages", () => {
    for (const [key, entry] of Object.entries(
      titles as Record<string, Record<string, { title: string; description: string }>>,
    )) {
      for (const lang of LANGUAGES) {
        expect(entry[lang]?.title, `${key} ${lang}`).toBeTruthy();
        expect(entry[lang]?.description, `${key} ${lang}`).toBeTruthy();
      }
    }
  });

  it("speaks the visitor's language and names the site", () => {
    expect(pageMeta("/gameHall/3", q(), "en_US", "Lobby").title).toBe("Live Casino | Lobby");
    expect(pageMeta("/gameHall/3", q(), "hi_IN", "Lobby").title).toBe("लाइव कैसीनो | Lobby");
    expect(pageMeta("/faq/3", q(), "ta_IN", "Lobby").title).toBe("பொறுப்பான விளையாட்டு | Lobby");
  });
});
