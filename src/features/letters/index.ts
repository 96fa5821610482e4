// What other parts of the site may use of the letters feature (its page: server.ts).
export { $unreadLetters, refreshLetters, startLetters } from "./letters.store.ts";
