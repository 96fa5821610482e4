// Ships to server and browser (pure). Which ad-pixel purchase event a member_deposit.success makes (spec 001 §4):
// e_first_pay for the first deposit (deposit_times 1), e_pay after; none inside the ios/android app or while the
// member-centre (user) window is open (that window reports the deposit itself).
import type { EVENTS, EventPayload } from "../../contract/realtime.ts";

export type DepositSuccess = EventPayload<typeof EVENTS.memberDepositSuccess>;

export interface PixelContext {
  platform: "ios" | "android" | "web";
  userWindowOpen: boolean;
}

export interface PurchasePixel {
  event: "e_first_pay" | "e_pay";
  event_id: string;
  value: number;
}

export function purchasePixel(deposit: DepositSuccess, ctx: PixelContext): PurchasePixel | null {
  if (ctx.platform !== "web" || ctx.userWindowOpen) return null;
  return {
    event: deposit.deposit_times === 1 ? "e_first_pay" : "e_pay",
    event_id: deposit.order_number,
    value: deposit.deposit_amount,
  };
}
