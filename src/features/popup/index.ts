// What other parts of the site may use of the promotion pop-up feature (spec 000 §3, §4). The server's half
// (visitorPopupSeed) is in server.ts: it brings jsdom, which must never enter an island's bundle.
export { default as PromoPopup } from "./PromoPopup.tsx";
export { type PopupSeed } from "./entries.ts";
