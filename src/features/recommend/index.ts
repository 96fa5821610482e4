// What other parts of the site may use of the recommend feature (its pages: server.ts).
export { $recommendVisible, refreshRecommend, startRecommend } from "./recommend.store.ts";
export { recommendVisible } from "./recommend.ts";
export { watchRecommendMenu } from "./menu.ts";
