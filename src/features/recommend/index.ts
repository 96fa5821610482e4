// What other parts of the site may use of the recommend feature (its pages: server.ts).
export { $recommendVisible } from "./recommend-visible.ts";
export { recommendVisible } from "./recommend.ts";
export { watchRecommendMenu } from "./menu.ts";
