// Server only. What pages may use of the pop-up on the server (index.ts is what islands may use).
export { visitorPopupSeed } from "./popup.server.ts";
