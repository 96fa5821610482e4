// The slot list's tabs (spec 000 §3 game-list tab keys: all_game → entire_games, my_favorite → my_favorites,
// last_play → last_play_games), the label tabs of /v2/game_label `main`, and which games each tab shows.
import { describe, expect, it } from "vitest";
import { KNOWN_LABELS, gamesForTab, tabsFor } from "../../../src/features/catalogue/tabs.ts";
import { readFileSync } from "node:fs";
import { SLOT_LABELS } from "../../../sandbox/db/catalogue-words.ts";
import { LANGUAGES } from "../../../src/lib/config/constants.ts";

const main = [
  { key: "all_game", name: "entire_games" },
  { key: "my_favorite", name: "my_favorites" },
  { key: "last_play", name: "last_play_games" },
  { key: "fishing", name: "fishing" },
  { key: "buy_feature", name: "Buy feature" },
  { key: "fishing", name: "fishing" },
];

describe("tabsFor (spec 000 §3)", () => {
  it("a member sees the three fixed tabs with the spec's text keys, then each label once", () => {
    expect(tabsFor(main, true)).toEqual([
      { key: "all_game", textKey: "entire_games", name: "entire_games" },
      { key: "my_favorite", textKey: "my_favorites", name: "my_favorites" },
      { key: "last_play", textKey: "last_play_games", name: "last_play_games" },
      { key: "fishing", textKey: "catalogue.label.fishing", name: "fishing" },
      // a label the site has no words for keeps the platform's name
      { key: "buy_feature", textKey: null, name: "Buy feature" },
    ]);
  });

  it("a visitor has no favourites or last played tab", () => {
    expect(tabsFor(main, false).map((t) => t.key)).toEqual(["all_game", "fishing", "buy_feature"]);
  });

  it("all games is there even when the platform's main list leaves it out", () => {
    expect(tabsFor([{ key: "video", name: "video" }], false).map((t) => t.textKey)).toEqual([
      "entire_games",
      "catalogue.label.video",
    ]);
  });
});

describe("gamesForTab", () => {
  const games = [
    { id: 1, labels: ["fishing"] },
    { id: 2, labels: ["video"] },
    { id: 3, labels: ["video", "fishing"] },
  ];
  it.each([
    ["all_game", [1, 2, 3]],
    ["my_favorite", [3, 1]],
    ["last_play", [2, 3]],
    ["fishing", [1, 3]],
    ["video", [2, 3]],
    ["classic", []],
  ])("%s", (tab, expected) => {
    const favorites = new Set([1, 3]);
    const shown = gamesForTab(games, tab, favorites, [2, 99, 3]).map((g) => g.id);
    expect(tab === "my_favorite" ? [...shown].sort().reverse() : shown).toEqual(expected);
  });

  it("last played keeps the platform's order (most recent first) and skips games of other providers", () => {
    expect(gamesForTab(games, "last_play", new Set(), [3, 42, 1]).map((g) => g.id)).toEqual([3, 1]);
  });
});

// Half-translated slot lists: the tab of a label the site had no words for showed the platform's raw key
// ("megaways", "crash", "bingo") in Hindi and Tamil. Every label the catalogue uses has words in every language.
describe("label tabs are translated (spec 000 §3 game-list labels)", () => {
  it("every label of the sandbox's catalogue is a known label", () => {
    for (const label of [...SLOT_LABELS, "lobby", "table"]) {
      expect(tabsFor([{ key: label, name: label }], false).at(-1)?.textKey, label).toBe(`catalogue.label.${label}`);
    }
  });
  it("every known label has a text in all eleven languages", () => {
    for (const lang of LANGUAGES) {
      const messages = JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>;
      for (const label of KNOWN_LABELS) expect(messages[`catalogue.label.${label}`], `${lang} ${label}`).toBeTruthy();
    }
  });
});
