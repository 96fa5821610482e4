// What other parts of the site may use of the ad-tracking feature (spec 001 §4 purchase pixel).
export { trackPurchases } from "./purchase-tracking.ts";
