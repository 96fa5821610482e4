// What only the server renders of the recommend feature: its member-centre pages (spec 001 §2 recommend_award).
export { default as RecommendMemberSearchPage } from "./RecommendMemberSearchPage.astro";
export { default as RecommendProjectPage } from "./RecommendProjectPage.astro";
export { default as RecommendRecordPage } from "./RecommendRecordPage.astro";
