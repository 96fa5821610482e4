// What a page's <script> may run of the catalogue (kept apart from index.ts, whose islands and server loaders a
// script must not ship): the play buttons of the server-painted game tiles.
export { installPlayButtons } from "./play-buttons.ts";
