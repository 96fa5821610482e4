// What a page's <script> and the game starters (a tile, the search, a banner, quick bet) run of the launcher,
// kept apart from index.ts so the pages that start no game never load the machine: /close answering the lobby
// that opened the game, and startGame (synchronous inside the click: the desktop window opens at once).
export { answerClose } from "./close-page.ts";
export { startGame } from "./launcher.store.ts";
