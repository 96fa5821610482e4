// The one renderer of model tiles (spec 001 §7): what the server paints and a live refresh redraws.
import { describe, expect, it } from "vitest";
import { modelTilesHtml } from "../../src/components/model-tiles.ts";

describe("modelTilesHtml", () => {
  it("an image alone, a site link, an external link in a new tab", () => {
    expect(
      modelTilesHtml(
        [
          { title: "A", image: "/a.png", href: null, external: false },
          { title: "B", image: "/b.png", href: "/hi_IN/discount", external: false },
          { title: "C", image: "https://cdn.example.com/c.png", href: "https://x.example.com/", external: true },
        ],
        600,
        240,
      ),
    ).toBe(
      '<li><img src="/a.png" alt="A" width="600" height="240" loading="lazy" decoding="async"></li>' +
        '<li><a href="/hi_IN/discount"><img src="/b.png" alt="B" width="600" height="240" loading="lazy" decoding="async"></a></li>' +
        '<li><a href="https://x.example.com/" target="_blank" rel="noopener noreferrer"><img src="https://cdn.example.com/c.png" alt="C" width="600" height="240" loading="lazy" decoding="async"></a></li>',
    );
  });

  it("escapes every value for its attribute, and sizes are whole numbers", () => {
    const html = modelTilesHtml(
      [{ title: `"><script>alert(1)</script>`, image: `/a.png?x="y"&z='w'`, href: "/p?a=1&b=<2>", external: false }],
      '240" onload="x',
      "100.7",
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('src="/a.png?x=&quot;y&quot;&amp;z=&#39;w&#39;"');
    expect(html).toContain('href="/p?a=1&amp;b=&lt;2&gt;"');
    expect(html).toContain('width="0" height="100"');
  });

  it("no items, no tiles", () => {
    expect(modelTilesHtml([], 1, 1)).toBe("");
  });
});
