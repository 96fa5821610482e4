// search_catalogue, our extension (src/contract games.ts): the header's and the home page's game search over
// every game type and provider, in any of a game's languages, grouped by type then provider; bad input answers
// the input error 422 naming the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Harness } from "./helpers.ts";

interface Game {
  id: number;
  gp_id: string;
  game_type: number;
  game_name: string;
  house: number;
  i18n_name: Record<string, string>;
}
interface Provider {
  gp_id: string;
  gp_name: string;
  house: number;
  i18n_name: Record<string, string>;
  games: Game[];
}
interface Group {
  gt_id: number;
  gt_name: string;
  providers: Provider[];
}
interface Answer {
  code: number;
  message: string;
  apiResponseData: { total: number; groups: Group[] } | null;
}

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(async () => {
  await h.close();
});

const search = async (body: Record<string, unknown>) => {
  const res = await h.post("/api/v2/search_catalogue", { site_id: 1, currency: "INR", support_device: 1, ...body });
  return { ...(res.body as unknown as Answer), http: res.status };
};
const gamesOf = (groups: Group[]) => groups.flatMap((g) => g.providers.flatMap((p) => p.games));

describe("search_catalogue, our extension (the site-wide game search)", () => {
  it("finds games of several types and providers, grouped by type then provider", async () => {
    // "Teen Patti" is a card game and a live table (catalogue-words TABLE_GAMES); slots have other names.
    const res = await search({ keyword: "  teen   PATTI " });
    expect(res.code).toBe(100);
    const groups = res.apiResponseData!.groups;
    expect(groups.length).toBeGreaterThan(1);
    expect(new Set(groups.map((g) => g.gt_id)).size).toBe(groups.length);
    for (const g of groups) {
      expect(g.gt_name).not.toBe("");
      expect(g.providers.length).toBeGreaterThan(0);
      for (const p of g.providers) {
        for (const game of p.games) {
          expect(game.game_type).toBe(g.gt_id);
          expect(game.gp_id).toBe(p.gp_id);
          expect(game.house).toBe(p.house);
          expect(
            [game.game_name, ...Object.values(game.i18n_name)].some((n) => n.toLowerCase().includes("teen patti")),
          ).toBe(true);
        }
      }
    }
    expect(res.apiResponseData!.total).toBeGreaterThanOrEqual(gamesOf(groups).length);
  });

  it("finds a slot by its Hindi and by its Tamil name", async () => {
    const en = await search({ keyword: "dragon" });
    const slot = gamesOf(en.apiResponseData!.groups).find(
      (g) => g.game_type === 2 && g.i18n_name["hi_IN"] !== g.game_name && g.i18n_name["ta_IN"] !== g.game_name,
    );
    expect(slot).toBeDefined();
    for (const lang of ["hi_IN", "ta_IN"]) {
      const res = await search({ keyword: slot!.i18n_name[lang], limit: 60 });
      expect(res.code).toBe(100);
      expect(gamesOf(res.apiResponseData!.groups).map((g) => g.id)).toContain(slot!.id);
    }
  });

  it("puts the best matches first under the limit: a whole name before names that only contain it", async () => {
    const res = await search({ keyword: "Dragon", limit: 3 });
    const games = gamesOf(res.apiResponseData!.groups);
    expect(games.length).toBe(3);
    expect(res.apiResponseData!.total).toBeGreaterThan(3);
    for (const g of games) expect(g.game_name.toLowerCase().startsWith("dragon")).toBe(true);
  });

  it("answers at most 30 games by default and never more than 60", async () => {
    const wide = await search({ keyword: "an" });
    expect(gamesOf(wide.apiResponseData!.groups).length).toBe(30);
    expect(wide.apiResponseData!.total).toBeGreaterThan(60);
    const max = await search({ keyword: "an", limit: 60 });
    expect(gamesOf(max.apiResponseData!.groups).length).toBe(60);
  });

  it("lists only games the client type supports (spec 000 §9 device ids)", async () => {
    const desktop = gamesOf((await search({ keyword: "an", limit: 60, support_device: 1 })).apiResponseData!.groups);
    const mobile = gamesOf((await search({ keyword: "an", limit: 60, support_device: 2 })).apiResponseData!.groups);
    expect(desktop.map((g) => g.id)).not.toEqual(mobile.map((g) => g.id));
  });

  it("a keyword nothing matches answers no groups, not an error", async () => {
    const res = await search({ keyword: "zzqxjv" });
    expect(res.code).toBe(100);
    expect(res.apiResponseData).toEqual({ total: 0, groups: [] });
  });

  it.each([
    ["one character", { keyword: "a" }, "keyword"],
    ["one character once trimmed", { keyword: "   a   " }, "keyword"],
    ["only spaces", { keyword: "      " }, "keyword"],
    ["no keyword", {}, "keyword"],
    ["a number", { keyword: 42 }, "keyword"],
    ["65 characters", { keyword: "x".repeat(65) }, "keyword"],
    ["a control character", { keyword: "drag\u0000on" }, "keyword"],
    ["a limit over 60", { keyword: "dragon", limit: 61 }, "limit"],
    ["a limit of 0", { keyword: "dragon", limit: 0 }, "limit"],
    ["an unknown currency", { keyword: "dragon", currency: "XXX" }, "currency"],
  ])("bad input (%s) answers 422 naming the field, never a 500", async (_name, body, field) => {
    const res = await search(body);
    expect(res.http).toBe(200);
    expect(res.code).toBe(422);
    expect(res.message).toContain(field);
    expect(res.apiResponseData).toBeNull();
  });

  it("a body that is not JSON answers 400, not a 500", async () => {
    const res = await h.raw("/api/v2/search_catalogue", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{keyword:",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(400);
  });
});
