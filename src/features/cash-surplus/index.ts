// What other parts of the site may use of the cash-surplus feature.
export { $cashSurplusActive } from "./cash-surplus.store.ts";
