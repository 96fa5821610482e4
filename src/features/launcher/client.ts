// What a page's <script> may run of the launcher (kept apart from index.ts, whose islands a script must not
// ship): /close answering the lobby that opened the game.
export { answerClose } from "./close-page.ts";
