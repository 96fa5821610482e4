// Ships to server and browser, and is imported by the sandbox (pure). Search by game name in any of its languages
// ("Search"), one matcher for the slot list, the hall and the sandbox's search_games (our extension):
// case-insensitive, Latin diacritics ignored ("Dragón" finds "dragon"), Indic scripts compared as written. Only the Combining
// Diacritical Marks block is dropped after NFD: Devanagari and Tamil vowel signs are combining marks too, and
// dropping them would make "कार" match "कर". Every word of the query must occur in one of the names.
export interface Searchable {
  names: readonly string[];
}

export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const haystacks = new WeakMap<Searchable, string[]>();

function haystackOf(game: Searchable): string[] {
  let h = haystacks.get(game);
  if (!h) {
    h = game.names.map(normalizeSearch);
    haystacks.set(game, h);
  }
  return h;
}

/** The games whose name, in any language, contains every word of the query; all games for an empty query. */
export function matchGames<T extends Searchable>(games: readonly T[], query: string): T[] {
  const words = normalizeSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...games];
  return games.filter((g) => haystackOf(g).some((name) => words.every((w) => name.includes(w))));
}
