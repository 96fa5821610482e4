// "Search": the hall finds any game of its type by any of its names, not only the hot and new ones. The
// sandbox answers search_games (our extension, src/contract games.ts) with the site's own matcher.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Harness } from "./helpers.ts";
import { SAMPLES } from "./samples.ts";

interface Game {
  id: number;
  game_type: number;
  game_name: string;
  i18n_name: Record<string, string>;
  is_hot: number;
  is_new: number;
}

let h: Harness;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "lobby-search-"));
  h = await startSandbox(path.join(dir, "sandbox.db"));
});
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const search = async (keyword: string, gt_id = 2, limit?: number) =>
  (
    await h.post("/api/v2/search_games", {
      site_id: 1,
      currency: "INR",
      support_device: 1,
      gt_id,
      keyword,
      ...(limit ? { limit } : {}),
    })
  ).body as { code: number; apiResponseData: { list: Game[]; total: number } };

describe("search_games, our extension (hall search over every game of the type)", () => {
  it("finds a slot that is neither hot nor new by its Hindi name", async () => {
    const all = (await h.post("/api/v2/game_label", SAMPLES.gameLabel)).body.apiResponseData.list as Game[];
    const plain = all.find((g) => g.is_hot === 0 && g.is_new === 0 && g.i18n_name["hi_IN"] !== g.game_name);
    expect(plain).toBeDefined();
    const res = await search(plain!.i18n_name["hi_IN"]!);
    expect(res.code).toBe(100);
    expect(res.apiResponseData.list.map((g) => g.id)).toContain(plain!.id);
  });

  it("matches every word in any language, case and Latin accents ignored, only games of the asked type", async () => {
    const res = await search("DRAGÓN");
    expect(res.apiResponseData.total).toBeGreaterThan(0);
    for (const g of res.apiResponseData.list) {
      expect(g.game_type).toBe(2);
      expect([g.game_name, ...Object.values(g.i18n_name)].some((n) => n.toLowerCase().includes("dragon"))).toBe(true);
    }
  });

  it("answers at most `limit` games (48 by default) with the total of matches", async () => {
    const wide = await search("a");
    expect(wide.apiResponseData.list.length).toBeLessThanOrEqual(48);
    expect(wide.apiResponseData.total).toBeGreaterThanOrEqual(wide.apiResponseData.list.length);
    expect((await search("a", 2, 5)).apiResponseData.list.length).toBeLessThanOrEqual(5);
  });

  it("a keyword nothing matches answers an empty list, not an error", async () => {
    const res = await search("zzqxjv");
    expect(res.code).toBe(100);
    expect(res.apiResponseData).toEqual({ list: [], total: 0 });
  });
});
