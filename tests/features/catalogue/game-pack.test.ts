// The slot list's games travel to the island as one compact string (features/catalogue/game-pack.ts): what comes
// out is what went in, and it is a fraction of the JSON that Astro would escape into the page.
import { describe, expect, it } from "vitest";
import { packGames, unpackGames } from "../../../src/features/catalogue/game-pack.ts";
import type { GameView } from "../../../src/features/catalogue/game-view.ts";

const view = (id: number, over: Partial<GameView> = {}): GameView => ({
  id,
  gpId: "GPJL",
  gpName: "Jili Games",
  gtId: 2,
  code: `JL_2_${String(id).padStart(3, "0")}`,
  house: 0,
  customized: false,
  name: `Eternal Eagle ${id}`,
  names: [`Eternal Eagle ${id}`, `अनंत बाज़ ${id}`, `நித்திய கழுகு ${id}`],
  image: `/sandbox/img/game/${id}.svg`,
  hot: id % 2 === 0,
  isNew: id % 3 === 0,
  labels: id % 2 ? ["classic"] : ["fishing", "classic"],
  demo: true,
  favorite: false,
  ...over,
});

describe("packGames / unpackGames", () => {
  it("round-trips every field, flags and labels included", () => {
    const games = [
      view(1),
      view(2, { favorite: true, customized: true, house: 1, gtId: 3 }),
      view(3, { labels: [], demo: false }),
      view(4, { gpId: "GPPG", gpName: "PG Soft", image: "https://cdn.example/x/4.png" }),
      view(5),
    ];
    expect(unpackGames(packGames(games))).toEqual(games);
  });

  it("keeps a name that is not among the search names, and an empty list", () => {
    const odd = view(7, { name: "Shown name", names: ["game_7"] });
    expect(unpackGames(packGames([odd]))).toEqual([odd]);
    expect(unpackGames(packGames([]))).toEqual([]);
  });

  it("tabs and line breaks inside a value cannot split a game", () => {
    const g = view(8, { name: "A\tB", names: ["A\tB", "C\nD"], labels: ["x\ty"] });
    const [back] = unpackGames(packGames([g]));
    expect(back).toMatchObject({ id: 8, name: "A B", names: ["A B", "C D"], labels: ["x y"], demo: true });
  });

  it("is far smaller than the JSON it replaces once written into an HTML attribute", () => {
    const games = Array.from({ length: 390 }, (_, i) => view(i + 1));
    const attr = (s: string) => JSON.stringify(s).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    const before = attr(JSON.stringify(games)).length;
    const after = attr(packGames(games)).length;
    expect(after).toBeLessThan(before / 4);
  });
});
