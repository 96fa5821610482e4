// "Search": the hall finds any game of its type by any of its names. The featured (hot and new) games
// answer at once; the platform's matches over every game of the type (search_games, our extension) join them.
import { describe, expect, it } from "vitest";
import type { GameView } from "../../../src/features/catalogue/game-view.ts";
import { hallGames } from "../../../src/features/catalogue/hall-search.ts";

const game = (id: number, names: string[]): GameView => ({
  id,
  gpId: "GPJL",
  gpName: "JILI",
  gtId: 2,
  code: `JL_2_${id}`,
  house: 0,
  customized: false,
  name: names[0]!,
  names,
  image: `/sandbox/img/game/${id}.svg`,
  hot: false,
  isNew: false,
  labels: [],
  demo: false,
  favorite: false,
});

const hot = game(1, ["Dragon Fortune", "ड्रैगन फॉर्च्यून"]);
const fresh = game(2, ["Golden Empire", "गोल्डन एम्पायर"]);
const plain = game(3, ["Dragon Pearl", "ड्रैगन मोती"]);
const other = game(4, ["Lucky Koi", "लकी कोई"]);
const featured = [hot, fresh];
const ids = (remote: GameView[], q: string, limit?: number) => hallGames(featured, remote, q, limit).map((g) => g.id);

describe("hallGames", () => {
  it.each([
    ["no words: no games (the providers are the hall)", [plain], "", []],
    ["before the platform answers: the featured matches", [], "dragon", [1]],
    ["a game in neither row, by its Hindi name, once the platform answers", [plain, other], "मोती", [3]],
    ["featured first, then the platform's, without the duplicate", [hot, plain], "ड्रैगन", [1, 3]],
    ["an answer to older words is filtered by the current ones", [plain, other], "lucky", [4]],
    ["nothing matches", [plain], "zzz", []],
  ])("%s", (_label, remote, q, expected) => {
    expect(ids(remote, q)).toEqual(expected);
  });

  it("stops at the limit", () => {
    const many = Array.from({ length: 60 }, (_, i) => game(100 + i, [`Dragon ${i}`]));
    expect(ids(many, "dragon", 48)).toHaveLength(48);
  });
});
