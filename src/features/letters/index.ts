// What other parts of the site may use of the letters feature.
export { $unreadLetters, refreshLetters, startLetters } from "./letters.store.ts";
export { default as LetterPage } from "./LetterPage.tsx";
