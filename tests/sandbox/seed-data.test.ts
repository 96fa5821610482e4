// The catalogue's seed tables are data files (providers-seed.json, catalogue-words.json) read through typed
// modules: the types are asserted, so this checks that the data has the shape the types promise.
import { describe, expect, it } from "vitest";
import { ADJECTIVES, GT_NAMES, NOUNS, SUFFIXES, TABLE_GAMES } from "../../sandbox/db/catalogue-words.ts";
import { INACTIVE_PROVIDERS, PROVIDERS, PROVIDER_I18N } from "../../sandbox/db/providers.ts";

const GAME_TYPE_IDS = [2, 3, 4, 5, 6, 7, 8, 9];
const isTri = (x: readonly string[]) => x.length === 3 && x.every((w) => typeof w === "string" && w.length > 0);

describe("catalogue seed data", () => {
  it("lists each provider once, with a GP code, a name and game types of spec 000 §1", () => {
    expect(PROVIDERS.length).toBeGreaterThan(100);
    expect(new Set(PROVIDERS.map(([id]) => id)).size).toBe(PROVIDERS.length);
    for (const [id, name, types] of PROVIDERS) {
      expect(id).toMatch(/^GP[A-Z0-9]{2}$/);
      expect(name.length).toBeGreaterThan(0);
      expect(types.length).toBeGreaterThan(0);
      for (const gt of types) expect(GAME_TYPE_IDS).toContain(gt);
    }
    const ids = PROVIDERS.map(([id]) => id);
    for (const id of [...INACTIVE_PROVIDERS, ...Object.keys(PROVIDER_I18N)]) expect(ids).toContain(id);
    for (const t of Object.values(PROVIDER_I18N)) expect(t.hi_IN && t.ta_IN).toBeTruthy();
  });

  it("gives every word, table game and game-type name in English, Hindi and Tamil", () => {
    for (const list of [ADJECTIVES, NOUNS, SUFFIXES.slice(1)]) {
      expect(list.length).toBeGreaterThan(0);
      for (const w of list) expect(isTri(w)).toBe(true);
    }
    expect(SUFFIXES[0]).toEqual(["", "", ""]);
    expect(Object.keys(TABLE_GAMES).map(Number)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    for (const games of Object.values(TABLE_GAMES)) for (const g of games) expect(isTri(g)).toBe(true);
    expect(Object.keys(GT_NAMES).map(Number)).toEqual(GAME_TYPE_IDS);
    for (const name of Object.values(GT_NAMES)) expect(isTri(name)).toBe(true);
  });
});
