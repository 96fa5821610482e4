// Home and site content: the platform's footer and floating links become hrefs only when safe.
import { describe, expect, it } from "vitest";
import { pickLogo, resolveLinks } from "../../../src/features/site-content/links.ts";

const item = (id: number, title: string, link: string) => ({ id, title, link, icon: "/i.svg" });
const t = (key: string) => ({ "site.link.about_us": "Über uns" })[key] ?? null;

describe("resolveLinks", () => {
  it("site paths get the language prefix, https links open outside, titles with a key are translated", () => {
    expect(
      resolveLinks([item(1, "about_us", "/faq/1"), item(2, "Blog", "https://blog.example/")], "/hi_IN", t),
    ).toEqual([
      { id: 1, label: "Über uns", href: "/hi_IN/faq/1", external: false, support: false, icon: "/i.svg" },
      { id: 2, label: "Blog", href: "https://blog.example/", external: true, support: false, icon: "/i.svg" },
    ]);
  });
  it.each(["javascript:alert(1)", "http://plain.example/", "//evil.example/", "", "data:text/html,x", " /x y"])(
    "drops %j",
    (link) => {
      expect(resolveLinks([item(1, "x", link)], "", t)).toEqual([]);
    },
  );
  it("marks the customer-service entry so it stays live", () => {
    expect(resolveLinks([item(1, "customer_service", "https://help.example/")], "", t)[0]?.support).toBe(true);
  });
});

describe("pickLogo", () => {
  it("the logo of the use_type, else the first, else none", () => {
    const list = [
      { use_type: 0, url: "/d.svg" },
      { use_type: 2, url: "/m.svg" },
    ];
    expect(pickLogo(list, 2)).toBe("/m.svg");
    expect(pickLogo(list, 1)).toBe("/d.svg");
    expect(pickLogo([], 0)).toBeNull();
  });
});
