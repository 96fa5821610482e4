// features/site-content loadSiteContent: every page's layout reads the site's content; the view of the same
// platform answers is made once and is the same object (its links were resolved again on every render, and the
// layout's memoised footer finds it by identity, lib/render/memo.ts); a new answer (the server-call cache asked
// again after its minute, spec 001 §7) is a new view that shows it.
import { describe, expect, it, vi } from "vitest";

/** What the platform answers now, per call path: the server-call cache gives the same object until it asks again. */
const answers = new Map<string, unknown>();
vi.mock("../../../src/lib/api/server-call.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  serverCall: (def: { path: string }) => Promise.resolve(answers.get(def.path) ?? null),
}));

const { loadSiteContent } = await import("../../../src/features/site-content/site-content.ts");

const footer = (title: string) => ({ list: [{ id: 1, title, link: "/faq/1", icon: "/i.svg" }], copyright: "©" });
const translators = { en_US: (key: string) => key, hi_IN: (key: string) => `hi:${key}` };
const locals = (lang: "en_US" | "hi_IN" = "en_US") => ({
  lang,
  localePrefix: lang === "en_US" ? "" : `/${lang}`,
  device: "desktop" as const,
  config: { siteId: 1 },
  t: translators[lang] as never,
});

describe("loadSiteContent", () => {
  it("makes the view of the same answers once: the same object", async () => {
    answers.set("/api/arks/web/footer", footer("About"));
    const first = await loadSiteContent(locals());
    expect(await loadSiteContent(locals())).toBe(first);
    expect(first.footer?.links[0]?.href).toBe("/faq/1");
  });

  it("a new answer, or another language, is a new view", async () => {
    answers.set("/api/arks/web/footer", footer("About"));
    const before = await loadSiteContent(locals());
    answers.set("/api/arks/web/footer", footer("Contact"));
    const after = await loadSiteContent(locals());
    expect(after).not.toBe(before);
    expect(after.footer?.links[0]?.label).toBe("Contact");
    const hi = await loadSiteContent(locals("hi_IN"));
    expect(hi).not.toBe(after);
    expect(hi.footer?.links[0]?.href).toBe("/hi_IN/faq/1");
  });
});
