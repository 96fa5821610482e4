// What other parts of the site may use of the promotion pop-up feature (spec 000 §3, §4).
export { default as PromoPopup } from "./PromoPopup.tsx";
