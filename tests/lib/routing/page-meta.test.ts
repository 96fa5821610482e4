import { describe, expect, it } from "vitest";
import { homeMeta, pageMeta, pageMetaKey } from "../../../src/lib/routing/page-meta.ts";
import { LANGUAGES } from "../../../src/lib/config/constants.ts";
import { MEMBER_PAGES, PROXY_CENTER_PAGES, PROXY_PAGES } from "../../../src/lib/routing/member-menu.ts";
import titles from "../../../src/content/titles.json" with { type: "json" };

const q = (s = "") => new URLSearchParams(s);
const FILE = titles as Record<string, Record<string, { title: string; description: string }>>;

describe("per-route titles (spec 001 §2)", () => {
  // The spec's own titles (spec 001 §2), then the pages that carried the home title before (member pages, /faq and
  // the halls without a spec title): each has a title of its own, not the home page's.
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
    // no spec title
    ["/gameHall/2", "", "gameHall/2"],
    ["/gameHall/7", "", "gameHall/7"],
    ["/gameHall/8", "", "gameHall/8"],
    ["/ta_IN/gameHall/9", "", "gameHall/9"],
    ["/faq", "", "faq"],
    ["/hi_IN/faq/", "", "faq"],
    ["/slotgame", "gt_id=2&gp_id=GPJD&house=0", "slotgame"],
    ["/slotgame", "gt_id=2&gp_id=GPR8&house=1", "slotgame"],
    ["/gameRoom", "gt_id=2&gp_id=GPR8&house=0", "gameRoom"],
    ["/fastPayment", "", "fastPayment"],
    ["/register", "", "register"],
    ["/loading", "", "loading"],
    ["/authCallback", "code=1", "authCallback"],
    ["/user", "", "user/Info"],
    ["/user", "page=Deposit", "user/Deposit"],
    ["/user", "page=Nope", "user/Info"],
    ["/user", "page=Recommend", "user/RecommendProject"],
    ["/user/Info", "", "user/Info"],
    ["/ta_IN/user/Letter", "", "user/Letter"],
    ["/proxy", "", "proxy/Plan"],
    ["/proxy", "page=Register", "proxy/Register"],
    ["/proxy/Agreement", "", "proxy/Agreement"],
    ["/proxy/ProxyCenter", "", "proxy/ProxyCenter"],
    ["/proxy/ProxyCenter/Transfer", "", "proxy/ProxyCenter/Transfer"],
  ])("%s?%s is titled by its own entry (%s)", (path, query, key) => {
    expect(pageMetaKey(path, q(query))).toBe(key);
    if (key !== "home") expect(pageMeta(path, q(query), "en_US").title).not.toBe(homeMeta("en_US").title);
  });

  it("every member-centre and agent page of the spec 001 §2 menus has its own entry", () => {
    const keys = [
      ...MEMBER_PAGES.map((p) => `user/${p}`),
      ...PROXY_PAGES.map((p) => `proxy/${p}`),
      ...PROXY_CENTER_PAGES.map((p) => `proxy/ProxyCenter/${p}`),
    ];
    expect(keys.filter((k) => !FILE[k])).toEqual([]);
    // …and no two pages share a title.
    const seen = keys.map((k) => FILE[k]?.en_US?.title);
    expect(new Set(seen).size).toBe(keys.length);
  });

  // unknown paths fall back to the home title and description (spec 001 §2).
  it.each([
    ["/no-such-page", ""],
    ["/gameHall/99", ""],
    ["/gameHall/1", ""],
    ["/faq/9", ""],
    ["/user/Nope", ""],
    ["/user/Info/extra", ""],
    ["/proxy/Nope", ""],
    ["/proxy/ProxyCenter/Nope", ""],
    ["/slotgame", ""],
    ["/play", ""],
    ["/404", ""],
  ])("%s?%s falls back to the home title", (path, query) => {
    expect(pageMetaKey(path, q(query))).toBe("home");
    expect(pageMeta(path, q(query), "ta_IN")).toEqual(homeMeta("ta_IN"));
  });

  it("has a title and description for every entry in all eleven languages", () => {
    for (const [key, entry] of Object.entries(FILE)) {
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
    expect(pageMeta("/user/Info", q(), "en_US", "Lobby").title).toBe("Profile | Member centre | Lobby");
    expect(pageMeta("/ta_IN/user/Info", q(), "ta_IN", "Lobby").title).toBe("சுயவிவரம் | உறுப்பினர் மையம் | Lobby");
    expect(pageMeta("/user/Deposit", q(), "hi_IN", "Lobby").description).toContain("Lobby");
  });
});
