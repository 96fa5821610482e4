// Browser and server (pure). The catalogue's search is the contract's one matcher (src/contract/search.ts): the
// sandbox's search_games (our extension, the hall's search over every game of a type) matches the same way.
export { matchGames, normalizeSearch, type Searchable } from "../../contract/search.ts";
