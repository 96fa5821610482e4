// Icon.astro draws each icon from its symbol in icons.svg (one cached file, not forty-odd inline paths per page:
// content pages ≤ 30 KB of HTML, DESIGN): every name the type allows has its symbol, on the 24×24 grid.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/components");
const sprite = readFileSync(path.join(dir, "icons.svg"), "utf8");
const names = [...readFileSync(path.join(dir, "icon-names.ts"), "utf8").matchAll(/\|\s*"(\w+)"/g)].map((m) => m[1]);
const symbols = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="([^"]+)"><path d="([^"]+)"\/><\/symbol>/g)];

describe("the icon sprite", () => {
  it("is one SVG document of symbols and nothing else", () => {
    expect(sprite.trim()).toBe(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.map((m) => m[0]).join("")}</svg>`);
  });

  it("has a symbol for every IconName, and none besides", () => {
    expect(names.length).toBeGreaterThan(20);
    expect(symbols.map((m) => m[1]).sort()).toEqual([...names].sort());
  });

  it("draws every symbol on the 24×24 grid with a path (the stroke comes from global.css svg.icon)", () => {
    for (const [, , viewBox, d] of symbols) {
      expect(viewBox).toBe("0 0 24 24");
      expect(d).toMatch(/^M[\d.\s,a-zA-Z-]+$/);
    }
  });
});
