// What only the server renders of the profile feature: its member-centre page (spec 001 §2 account_info).
export { default as InfoPage } from "./InfoPage.astro";
