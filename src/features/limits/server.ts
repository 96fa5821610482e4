// What only the server renders of the limits feature: its member-centre page (/user/Limits).
export { default as LimitsPage } from "./LimitsPage.astro";
