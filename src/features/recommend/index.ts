// What other parts of the site may use of the recommend feature.
export { $recommendVisible } from "./recommend-visible.ts";
export { recommendVisible } from "./recommend.ts";
export { watchRecommendMenu } from "./menu.ts";
export { default as RecommendProject } from "./RecommendProject.tsx";
export { default as RecommendRecord } from "./RecommendRecord.tsx";
export { default as RecommendSearch } from "./RecommendSearch.tsx";
