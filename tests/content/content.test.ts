// The content marketing edits (src/content/): every article, promotion and page exists in the three routed
// locales with real text in that language, and the title file covers every route of spec 001 §2 in all
// eleven languages. Read from disk: astro:content is not available outside Astro.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/lib/config/constants.ts";
import titles from "../../src/content/titles.json" with { type: "json" };
import { RECOMMEND_AWARD_RULES, RECOMMEND_WAGER_DEFAULT } from "../../sandbox/recommend-rules.ts";

const ROOT = join(import.meta.dirname, "../../src/content");
const ROUTED = ["en_US", "hi_IN", "ta_IN"] as const;
/** Each routed locale's text must be mostly in its own script (Hindi in Devanagari, Tamil in Tamil). */
const SCRIPT: Record<(typeof ROUTED)[number], RegExp> = {
  en_US: /[A-Za-z]/g,
  hi_IN: /[\u0900-\u097F]/g,
  ta_IN: /[\u0B80-\u0BFF]/g,
};

function ids(collection: string, lang: string): string[] {
  return readdirSync(join(ROOT, collection, lang))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.replace(/\.md$/, ""))
    .sort();
}

function read(collection: string, lang: string, id: string) {
  const text = readFileSync(join(ROOT, collection, lang, `${id}.md`), "utf8");
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  return { front: m?.[1] ?? "", body: m?.[2] ?? "" };
}

function letterShare(text: string, script: RegExp): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters === 0 ? 0 : (text.match(script)?.length ?? 0) / letters;
}

describe("FAQ articles (spec 000 §2 /faq/{id}, spec 001 §2 ids 1-8 and 17)", () => {
  it("English holds exactly the articles the spec names", () => {
    expect(ids("faq", "en_US")).toEqual(["1", "17", "2", "3", "4", "5", "6", "7", "8"]);
  });
});

describe.each(["faq", "promotions", "pages"])("collection %s", (collection) => {
  const english = ids(collection, "en_US");

  it.each(ROUTED)("%s has every English entry and nothing else", (lang) => {
    expect(ids(collection, lang)).toEqual(english);
  });

  it.each(ROUTED)("%s entries have a title and a body written in the language's own script", (lang) => {
    for (const id of english) {
      const { front, body } = read(collection, lang, id);
      expect(front, `${lang}/${id}`).toMatch(/^title: .+/m);
      expect(body.trim().length, `${lang}/${id} body`).toBeGreaterThan(200);
      expect(letterShare(body, SCRIPT[lang]), `${lang}/${id} script`).toBeGreaterThan(0.6);
    }
  });
});

describe("page titles (spec 001 §2)", () => {
  const file = titles as Record<string, Record<string, { title: string; description: string }>>;
  const routes = [
    "home",
    "gameHall/3",
    "gameHall/4",
    "gameHall/5",
    "gameHall/6",
    "slots",
    "discount",
    "app",
    "proxy/Plan",
    ...["1", "2", "3", "4", "5", "6", "7", "8", "17"].map((id) => `faq/${id}`),
  ];
  // Every other known page has a title of its own too; page-meta.test.ts maps them.
  const others = Object.keys(file).filter((k) => !routes.includes(k));

  it("has an entry for every route the spec gives its own title", () => {
    expect(routes.filter((r) => !file[r])).toEqual([]);
  });

  it.each(routes)("%s has a title and a description in all eleven languages", (route) => {
    for (const lang of LANGUAGES) {
      expect(file[route]?.[lang]?.title, `${route} ${lang}`).toBeTruthy();
      expect(file[route]?.[lang]?.description, `${route} ${lang}`).toBeTruthy();
    }
  });

  it.each([...routes, ...others])("%s is translated, not an English copy", (route) => {
    const english = file[route]?.["en_US"]?.title;
    const copies = LANGUAGES.filter((l) => l !== "en_US" && file[route]?.[l]?.title === english);
    expect(copies).toEqual([]);
  });
});

// the content promises only what the product does.
describe("content says what the product does", () => {
  const locale = (lang: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}.json`), "utf8")) as Record<string, string>;

  it.each(ROUTED)("%s FAQ promises no round-the-clock live chat", (lang) => {
    const { body } = read("faq", lang, "8");
    expect(body).not.toMatch(/24\s*\/\s*7|live chat|लाइव चैट|நேரலை அரட்டை/i);
  });

  it.each(ROUTED)("%s FAQ's contact answer is the one the Support link falls back to (#contact)", (lang) => {
    expect(read("faq", lang, "8").body).toMatch(/<h2 id="contact">/);
  });

  it.each(ROUTED)("%s FAQ's forgot-password answer asks for what the form asks: the withdrawal PIN", (lang) => {
    const { body } = read("faq", lang, "8");
    // The form's own label, without "(4 digits)": the member looks for the same words.
    const pin = (locale(lang)["register.field.withdrawPassword"] ?? "").replace(/\s*\(.*\)$/, "");
    expect(pin.length).toBeGreaterThan(2);
    expect(body).toContain(pin);
    expect(body).not.toMatch(/code to your phone|फ़ोन पर सत्यापन कोड|தொலைபேசிக்கு குறியீடு/);
  });

  it.each(ROUTED)("%s app page text offers no download of its own (buttons come from APP_* config)", (lang) => {
    const { front, body } = read("pages", lang, "app");
    expect(front + body).not.toMatch(/download|डाउनलोड|பதிவிறக்க/i);
  });
});

// The referral promotion is the recommend programme's rules (RecommendProject.astro): it names the programme as
// the member centre does (menu.RecommendProject, never the internal "Recommend Project") and states the figures of
// the programme's settings (sandbox/recommend-rules.ts), spec 001 §2 recommend_award.
describe("the referral promotion matches the recommend programme", () => {
  const rule = RECOMMEND_AWARD_RULES.INR?.[0];
  for (const lang of ROUTED) {
    it(`${lang}: the programme's translated name and its figures`, () => {
      const { front, body } = read("promotions", lang, "referral");
      const menu = JSON.parse(readFileSync(join(ROOT, "../../locales", `${lang}.json`), "utf8")) as Record<
        string,
        string
      >;
      expect(body).not.toContain("Recommend Project");
      expect(/\*\*(.+?)\*\*/.exec(body)?.[1]).toBe(menu["menu.RecommendProject"]);
      const rupees = (n: number | undefined) => `₹${(n ?? 0).toLocaleString("en-IN")}`;
      expect(front).toContain(rupees(rule?.referrer));
      for (const n of [rule?.minDeposit, rule?.referrer, rule?.friend]) expect(body).toContain(rupees(n));
      // Awards are held until the friend has wagered this much (src/contract/recommend.ts, our extension).
      expect(body).toContain(rupees(RECOMMEND_WAGER_DEFAULT.INR));
    });
  }
});
