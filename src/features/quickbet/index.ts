// What other parts of the site may use of the sport quick-bet feature (spec 001 §4, §7).
export { default as QuickBet } from "./QuickBet.tsx";
