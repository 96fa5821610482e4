// scripts/compress.ts: the precompression after `astro build` (DESIGN budget: `npm start` on a fresh clone shows
// the first page within 45 s). It compresses what sirv serves and what shrinks, in parallel, at the level asked.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressTree, FULL_QUALITY, QUICK_QUALITY, qualityFromArgs } from "../../scripts/compress.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function tree(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(path.join(tmpdir(), "compress-"));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const page = "<!doctype html><p>" + "lobby ".repeat(2000) + "</p>";

describe("compress", () => {
  it("writes brotli and gzip twins that decode to the file, for nested text files", async () => {
    const root = tree({ "index.html": page, "_astro/a.js": page, "hi_IN/faq/index.html": page });
    const r = await compressTree(root, { quality: QUICK_QUALITY, workers: 2 });
    expect(r.files).toBe(3);
    for (const f of ["index.html", "_astro/a.js", "hi_IN/faq/index.html"]) {
      const full = path.join(root, f);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(page);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(page);
    }
  });

  it("skips what needn't be compressed: images, maps, tiny files and its own twins", async () => {
    const root = tree({
      "art.png": Buffer.alloc(4096, 1),
      "a.js.map": page,
      "tiny.js": "export{}",
      "ok.css": page,
    });
    await compressTree(root, { quality: QUICK_QUALITY });
    expect(existsSync(path.join(root, "ok.css.br"))).toBe(true);
    for (const f of ["art.png", "a.js.map", "tiny.js"]) expect(existsSync(path.join(root, `${f}.br`))).toBe(false);
    // A second run does not compress the twins of the first.
    const again = await compressTree(root, { quality: QUICK_QUALITY });
    expect(again.files).toBe(1);
    expect(existsSync(path.join(root, "ok.css.br.br"))).toBe(false);
  });

  it("reports progress up to the last file", async () => {
    const root = tree(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p${i}.html`, page])));
    const seen: number[] = [];
    await compressTree(root, { quality: QUICK_QUALITY, workers: 3, progress: (done) => seen.push(done) });
    expect(seen).toHaveLength(12);
    expect(seen.at(-1)).toBe(12);
  });

  it("uses brotli 11 for the build and the quick level only when asked (npm start)", () => {
    expect(qualityFromArgs([])).toBe(FULL_QUALITY);
    expect(qualityFromArgs(["--quick"])).toBe(QUICK_QUALITY);
    expect(qualityFromArgs(["--quality=5"])).toBe(5);
    expect(() => qualityFromArgs(["--quality=12"])).toThrow(/0 to 11/);
  });
});
