// What only the server renders of the security feature: its member-centre page (/user/Security).
export { default as SecurityPage } from "./SecurityPage.astro";
