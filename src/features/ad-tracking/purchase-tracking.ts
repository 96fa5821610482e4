// Browser. Posts the ad-pixel purchase event (purchase-pixel.ts) to /api/fb_tracking when the platform says a
// member's deposit succeeded (the member_deposit.success platform event, spec 001 §4), with the member's currency.
// Loaded lazily by the account flows, apart from the pages' first JavaScript.
import type * as z from "zod/mini";
import type { Currency } from "../../contract/constants.ts";
import { siteCalls } from "../../contract/site.ts";
import { openedWindow } from "../../components/ui/windows.ts";
import { callApi } from "../../lib/api/index.ts";
import { detectAppPlatform } from "../../lib/device/detect.ts";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { $member } from "../../lib/session/session.atoms.ts";
import { purchasePixel, type DepositSuccess } from "./purchase-pixel.ts";

type TrackingBody = z.input<typeof siteCalls.fbTracking.request>;

/** What the tracking reads and calls (injected in tests). */
export interface PurchaseTrackingDeps {
  post: (body: TrackingBody) => Promise<unknown>;
  platform: () => "ios" | "android" | "web";
  userWindowOpen: () => boolean;
  currency: () => Currency | null;
}

const browserDeps: PurchaseTrackingDeps = {
  post: (body) => callApi(siteCalls.fbTracking, body),
  platform: () => detectAppPlatform(window),
  userWindowOpen: () => openedWindow("user") !== undefined,
  currency: () => $member.get()?.currency ?? null,
};

/** What one member_deposit.success does. */
export function trackDeposit(deposit: DepositSuccess, deps: PurchaseTrackingDeps = browserDeps): void {
  const pixel = purchasePixel(deposit, { platform: deps.platform(), userWindowOpen: deps.userWindowOpen() });
  if (!pixel) return;
  const currency = deps.currency();
  void deps.post({ ...pixel, ...(currency ? { currency } : {}) }).catch(() => undefined);
}

let tracking: (() => void) | null = null;
/** Listens for member_deposit.success, once per page; returns the cleanup. */
export function trackPurchases(deps: PurchaseTrackingDeps = browserDeps): () => void {
  tracking ??= platformEvents.on("member_deposit.success", (d) => trackDeposit(d, deps));
  return () => {
    tracking?.();
    tracking = null;
  };
}
