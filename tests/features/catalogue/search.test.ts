// Search by game name in any of its languages ("Search": the hall and the slot list; members of the
// best sites expect to type a name in Hindi, Tamil or English, with or without capitals and accents).
import { describe, expect, it } from "vitest";
import { matchGames, normalizeSearch } from "../../../src/features/catalogue/search.ts";

const games = [
  { id: 1, names: ["Dragon Fortune", "ड्रैगन फॉर्च्यून", "டிராகன் பார்ச்சூன்"] },
  { id: 2, names: ["Café Olé Riches", "कैफ़े ओले", "கஃபே ஓலே"] },
  { id: 3, names: ["Golden Empire", "गोल्डन एम्पायर", "கோல்டன் எம்பயர்"] },
  { id: 4, names: ["Fortune Gems 2", "फॉर्च्यून जेम्स 2", "பார்ச்சூன் ஜெம்ஸ் 2"] },
];
const ids = (q: string) => matchGames(games, q).map((g) => g.id);

describe("matchGames", () => {
  it.each([
    ["an empty query shows every game", "", [1, 2, 3, 4]],
    ["blank spaces count as empty", "   ", [1, 2, 3, 4]],
    ["English, any case", "dragon", [1]],
    ["English capitals", "GOLDEN", [3]],
    ["a word in the middle of a name", "fortune", [1, 4]],
    ["every word must occur (any order)", "gems fortune", [4]],
    ["accents ignored in the name", "cafe ole", [2]],
    ["accents ignored in the query", "Rìchés", [2]],
    ["Hindi name", "ड्रैगन", [1]],
    ["Tamil name", "கோல்டன்", [3]],
    ["part of a Hindi name", "फॉर्च्यून", [1, 4]],
    ["digits", "2", [4]],
    ["nothing matches", "zzz", []],
  ])("%s", (_label, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it("keeps Indic vowel signs: a name without the sign is another word", () => {
    // Dropping every combining mark would make कर match कार; only Latin diacritics are ignored.
    expect(matchGames([{ names: ["कार रेस"] }], "कर")).toHaveLength(0);
    expect(matchGames([{ names: ["कार रेस"] }], "कार")).toHaveLength(1);
  });

  it("normalises case, Latin accents and spaces", () => {
    expect(normalizeSearch("  Crème   BRÛLÉE ")).toBe("creme brulee");
  });

  it("answers over 400 games well within a keystroke's budget", () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ names: [`Game ${i}`, `गेम ${i}`, `விளையாட்டு ${i}`] }));
    matchGames(many, "warm"); // builds the normalised names once
    const started = performance.now();
    for (let i = 0; i < 20; i++) matchGames(many, `गेम ${i}`);
    expect((performance.now() - started) / 20).toBeLessThan(20);
  });
});
