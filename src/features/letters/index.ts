// What other parts of the site may use of the letters feature (its page: server.ts).
export { $unreadLetters } from "./unread-letters.ts";
