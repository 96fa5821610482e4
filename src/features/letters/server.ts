// What only the server renders of the letters feature: its member-centre page (spec 001 §2 info_center).
export { default as LettersPage } from "./LettersPage.astro";
