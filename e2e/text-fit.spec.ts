// Tamil (and Burmese) on a 390 px phone. Long words wrap at word boundaries, never inside
// a word (no break-all / overflow-wrap:anywhere splitting "விளையாட் / டு"), and no text is clipped by a fixed
// height or a narrow column (the Virtual Sports card, the "புதிய உறுப்பினர்கள்" promotion label).
// my_MM has no URL of its own: it is reached through the `lang` cookie (server/static-locale.ts, middleware).
import { expect, test, type Page } from "@playwright/test";

interface Problem {
  page: string;
  text: string;
  problem: string;
}

const PAGES = [
  { name: "home", path: "/", region: ".tiles", texts: ".tile strong, .tile small" },
  { name: "discount", path: "/discount", region: ".promos", texts: ".promo .art span, .promo h2, .promo p" },
  {
    name: "hall",
    path: "/gameHall/7",
    region: ".hall-head",
    texts: ".hall-head .en, .hall-head h1, .hall-head .intro",
  },
] as const;

const LANGS = [
  { lang: "ta_IN", prefix: "/ta_IN", cookie: null },
  { lang: "my_MM", prefix: "", cookie: "my_MM" },
] as const;

/** Runs in the page: every problem of the matched text elements (clipped, overflowing, broken inside a word). */
async function textProblems(page: Page, selector: string, lang: string): Promise<Problem[]> {
  return page.evaluate(
    ({ selector, lang }) => {
      const out: { page: string; text: string; problem: string }[] = [];
      const segmenter = new Intl.Segmenter(lang.replace("_", "-"), { granularity: "word" });
      const clips = (s: CSSStyleDeclaration) =>
        [s.overflowX, s.overflowY].some((o) => o === "hidden" || o === "clip" || o === "auto" || o === "scroll");
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const text = (el.textContent ?? "").trim();
        if (!text || el.getClientRects().length === 0) continue;
        // 1. The element's own box holds its text (a fixed height or width would cut it).
        if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
          out.push({ page: location.pathname, text, problem: `scrollWidth ${el.scrollWidth} > ${el.clientWidth}` });
        if (el.clientHeight > 0 && el.scrollHeight > el.clientHeight + 1)
          out.push({ page: location.pathname, text, problem: `scrollHeight ${el.scrollHeight} > ${el.clientHeight}` });
        // 2. The text's painted box lies inside every ancestor that clips (overflow to the left or top is
        //    not counted by scrollWidth, so it is checked here).
        const range = document.createRange();
        range.selectNodeContents(el);
        const box = range.getBoundingClientRect();
        for (let a = el.parentElement; a; a = a.parentElement) {
          if (!clips(getComputedStyle(a))) continue;
          const r = a.getBoundingClientRect();
          if (box.left < r.left - 1 || box.right > r.right + 1 || box.top < r.top - 1 || box.bottom > r.bottom + 1) {
            out.push({ page: location.pathname, text, problem: `clipped by ${a.className || a.tagName}` });
            break;
          }
        }
        // 3. No line break inside a word: each word's rectangles sit on one line.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.nodeValue ?? "";
          for (const seg of segmenter.segment(value)) {
            if (!seg.isWordLike || seg.segment.length < 2) continue;
            const wr = document.createRange();
            wr.setStart(node, seg.index);
            wr.setEnd(node, seg.index + seg.segment.length);
            const tops = new Set(
              Array.from(wr.getClientRects())
                .filter((r) => r.width > 0)
                .map((r) => Math.round(r.top / 4)),
            );
            if (tops.size > 1) out.push({ page: location.pathname, text, problem: `word "${seg.segment}" is split` });
          }
        }
      }
      return out;
    },
    { selector, lang },
  );
}

test.describe("long words on a phone", () => {
  for (const l of LANGS) {
    for (const p of PAGES) {
      // Sets its own 390×844 viewport and languages, so one project is enough.
      test(`${l.lang} ${p.name}: words wrap whole and nothing is clipped @only:ta_IN-mobile`, async ({
        page,
        context,
      }, testInfo) => {
        await page.setViewportSize({ width: 390, height: 844 });
        if (l.cookie) await context.addCookies([{ name: "lang", value: l.cookie, url: testInfo.project.use.baseURL! }]);
        const path = l.prefix + (p.path === "/" ? "/" : p.path);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", l.lang.replace("_", "-"));
        await expect(page.locator(p.texts).first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        // For humans: the page as the phone shows it (test-results/…/<lang>-<page>.png and the report).
        const shot = testInfo.outputPath(`${l.lang}-${p.name}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach(`${l.lang}-${p.name}`, { path: shot, contentType: "image/png" });
        const cards = testInfo.outputPath(`${l.lang}-${p.name}-cards.png`);
        await page.locator(p.region).screenshot({ path: cards });
        await testInfo.attach(`${l.lang}-${p.name}-cards`, { path: cards, contentType: "image/png" });
        expect(await textProblems(page, p.texts, l.lang)).toEqual([]);
      });
    }
  }
});
