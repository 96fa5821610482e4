// The footer's lists (spec 000 §2 footer entries; spec 001 §7 /arks/web/footer site content): the
// platform's footer links add to the site's own lists; a link to a place already listed is not shown twice.
import { describe, expect, it } from "vitest";
import {
  FOOTER_ARTICLES,
  FOOTER_ENTRIES,
  ownFooterHrefs,
  platformFooterExtras,
  siteLinkAttrs,
} from "../../../src/components/layout/footer-entries.ts";

const link = (href: string) => ({ id: 1, label: href, href });

describe("ownFooterHrefs", () => {
  it("every footer entry of spec 000 §2 and every help article, with the page's prefix", () => {
    const own = ownFooterHrefs("/ta_IN");
    for (const e of FOOTER_ENTRIES) if (e.href !== "/") expect(own.has(`/ta_IN${e.href}`)).toBe(true);
    for (const id of FOOTER_ARTICLES) expect(own.has(`/ta_IN/faq/${id}`)).toBe(true);
    expect(own.has("/ta_IN")).toBe(true); // home under a prefix is the bare prefix, as resolveLinks writes it
    expect(ownFooterHrefs("").has("/")).toBe(true);
  });
});

describe("platformFooterExtras", () => {
  it("drops the platform's links to articles the footer already lists, keeps the rest in order", () => {
    const links = [link("/faq/8"), link("/faq/1"), link("https://help.example/fair-play"), link("/faq/5")];
    expect(platformFooterExtras(links, "").map((l) => l.href)).toEqual(["/faq/8", "https://help.example/fair-play"]);
  });
  it("compares with the page's language prefix", () => {
    const links = [link("/hi_IN/faq/1"), link("/hi_IN/faq/8"), link("/faq/1")];
    // "/faq/1" without the prefix is not this page's own link (resolveLinks always adds the prefix)
    expect(platformFooterExtras(links, "/hi_IN").map((l) => l.href)).toEqual(["/hi_IN/faq/8", "/faq/1"]);
  });
  it("nothing from the platform, nothing added", () => {
    expect(platformFooterExtras([], "")).toEqual([]);
  });
});

describe("siteLinkAttrs (spec 001 §7 site links)", () => {
  it.each([
    [{ href: "/a", external: false, support: false }, { href: "/a" }],
    [
      { href: "https://x.test/", external: true, support: false },
      { href: "https://x.test/", target: "_blank", rel: "noopener noreferrer" },
    ],
    [
      { href: "https://cs.test/", external: true, support: true },
      { href: "https://cs.test/", target: "_blank", rel: "noopener noreferrer", "data-support-link": "" },
    ],
  ])("%o gives %o", (link, attrs) => {
    expect(siteLinkAttrs(link)).toEqual(attrs);
  });
});
