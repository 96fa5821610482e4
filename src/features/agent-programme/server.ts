// What only the server renders of the agent programme: the agent area's page body, and the centre pages this
// feature owns (the landing cards and the promotion links), for the /proxy route's map of centre pages.
export { default as ProxyPageBody } from "./ProxyPageBody.astro";
export { default as CentreLandingPage } from "./CentreLandingPage.astro";
export { default as PromotionPage } from "./PromotionPage.astro";
