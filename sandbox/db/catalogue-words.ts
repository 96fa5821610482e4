// Small translated word lists the seeded game names are built from (English, Hindi, Tamil), so every game has a
// real name in each language and a member can search by any of them. Hindi adjectives are the invariant kind
// (no gender agreement needed); both Hindi and Tamil put the adjective before the noun, as English does. The lists
// themselves are data, in catalogue-words.json; this module gives them their types.
import words from "./catalogue-words.json" with { type: "json" };

/** [English, Hindi, Tamil] */
export type Tri = readonly [string, string, string];

/** A word in the three languages from the data file (the test checks that each has all three). */
const tri = ([en = "", hi = "", ta = ""]: readonly string[]): Tri => [en, hi, ta];
const tris = (list: readonly (readonly string[])[]) => list.map(tri);

export const ADJECTIVES = tris(words.adjectives);

export const NOUNS = tris(words.nouns);

/** Suffixes: the first is "none". */
export const SUFFIXES = tris(words.suffixes);

/** Slot label keys (/v2/game_label `main` after the fixed tabs, and each game's `labels`). */
export const SLOT_LABELS = ["video", "classic", "fishing", "megaways", "jackpot", "crash", "bingo"] as const;

/** Game types 3–9: the provider's lobby game (first) and its table games, in three languages. */
export const TABLE_GAMES: Readonly<Record<number, readonly Tri[]>> = Object.fromEntries(
  Object.entries(words.table_games).map(([gt, games]) => [gt, tris(games)]),
);

/** The game-type names the page shows (game_types.gt_name is the English one). */
export const GT_NAMES: Readonly<Record<number, Tri>> = Object.fromEntries(
  Object.entries(words.gt_names).map(([gt, name]) => [gt, tri(name)]),
);
