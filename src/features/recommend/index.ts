// What other parts of the site may use of the recommend feature.
export { $recommendVisible, refreshRecommend, startRecommend } from "./recommend.store.ts";
export { recommendVisible } from "./recommend.ts";
