// What a page's <script> may run of the models feature (kept apart from index.ts, whose islands a script must
// not ship): keeping the server-painted lists live.
export { watchModelLists } from "./live.ts";
export { watchModelListsWhenLive } from "./live-start.ts";
