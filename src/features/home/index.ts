// The home page (spec 000 §1–§3): its sections, and the page script's entry. Its data is in server.ts (loadHome).
export { startHomePage } from "./home.page.ts";
export { default as HomeHero } from "./HomeHero.astro";
export { default as HomeMarquee } from "./HomeMarquee.astro";
export { default as HomeRows } from "./HomeRows.astro";
export { default as HomeSection } from "../../components/TitledSection.astro";
export { default as PromoCards } from "./PromoCards.astro";
export { default as TrustStrip } from "./TrustStrip.astro";
