// What other parts of the site may use of the cash-surplus feature.
export { $cashSurplusActive, refreshCashSurplus, startCashSurplus } from "./cash-surplus.store.ts";
