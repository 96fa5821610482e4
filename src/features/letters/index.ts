// What other parts of the site may use of the letters feature.
export { $unreadLetters } from "./unread-letters.ts";
export { default as LetterPage } from "./LetterPage.tsx";
