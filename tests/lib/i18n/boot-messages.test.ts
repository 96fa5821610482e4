// DESIGN "content pages ≤ 30 KB of HTML": a content page's boot data carries no island messages, only the URL of
// its language's file, which islands load before they render (src/lib/i18n/late-messages.ts); other pages keep
// every island message in the page.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../src/lib/config/constants.ts";
import { bootMessages, islandMessages } from "../../../src/lib/i18n/server.ts";

const CONTENT_PAGES = [
  "src/pages/faq/index.astro",
  "src/pages/faq/[id].astro",
  "src/pages/discount/index.astro",
  "src/pages/discount/[id].astro",
  "src/pages/sponsor.astro",
  "src/pages/app.astro",
  "src/layouts/NotFoundPage.astro",
];

describe("the island messages a page ships", () => {
  it("a late page ships none in the page, and names its language's file", () => {
    for (const lang of LANGUAGES) {
      const { messages, lateSrc } = bootMessages(lang, true);
      expect(Object.keys(messages)).toEqual([]);
      expect(lateSrc).toMatch(new RegExp(`/${lang}(\\.[\\w-]+)?\\.json$`));
    }
  });

  it("another page ships every island message and no file", () => {
    const { messages, lateSrc } = bootMessages("hi_IN", false);
    expect(messages).toBe(islandMessages("hi_IN"));
    expect(lateSrc).toBeUndefined();
  });

  it("the late file of each language holds exactly the island messages the page would have carried", () => {
    for (const lang of LANGUAGES) {
      const file = JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>;
      expect(file).toEqual({ ...islandMessages(lang) });
    }
  });

  it("the content pages and the 404 page (all islands client:interact) are the late ones", () => {
    expect(readFileSync("src/layouts/ContentLayout.astro", "utf8")).toMatch(/<BaseLayout\b[^>]*\blateMessages\b[^>]*>/);
    for (const page of CONTENT_PAGES) {
      const source = readFileSync(page, "utf8");
      // Directly, or through the content pages' layout, which always asks for them.
      expect(source, page).toMatch(/<BaseLayout\b[^>]*\blateMessages\b[^>]*>|<ContentLayout\b/);
      // A client:load / idle / visible island would render before the messages arrive.
      expect(source, page).not.toMatch(/client:(load|idle|visible|only)/);
    }
  });
});
