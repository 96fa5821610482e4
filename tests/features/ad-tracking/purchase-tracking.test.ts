// spec 001 §4 member_deposit.success: the ad pixel's purchase event, e_first_pay for the first deposit and e_pay
// after, only on the web with the member-centre window closed; posted with the member's currency.
import { describe, expect, it, vi } from "vitest";
import { purchasePixel } from "../../../src/features/ad-tracking/purchase-pixel.ts";
import { trackDeposit, trackPurchases } from "../../../src/features/ad-tracking/purchase-tracking.ts";
import { platformEvents } from "../../../src/lib/realtime/platform-events.ts";

const first = { order_number: "A1", deposit_amount: 500, deposit_times: 1 };
const web = { platform: "web" as const, userWindowOpen: false };

describe("purchase pixel (pure)", () => {
  it.each([
    ["the first deposit on the web", first, web, { event: "e_first_pay", event_id: "A1", value: 500 }],
    ["a later deposit", { ...first, deposit_times: 2 }, web, { event: "e_pay", event_id: "A1", value: 500 }],
    ["inside the android app", first, { ...web, platform: "android" as const }, null],
    ["inside the ios app", first, { ...web, platform: "ios" as const }, null],
    ["with the user window open", first, { ...web, userWindowOpen: true }, null],
  ])("%s", (_name, deposit, ctx, expected) => {
    expect(purchasePixel(deposit, ctx)).toEqual(expected);
  });
});

describe("purchase tracking (injected calls)", () => {
  const deps = (over: Partial<Parameters<typeof trackDeposit>[1]> = {}) => ({
    post: vi.fn(async () => ({})),
    platform: () => "web" as const,
    userWindowOpen: () => false,
    currency: () => "INR" as const,
    ...over,
  });

  it("posts the pixel with the member's currency", () => {
    const d = deps();
    trackDeposit(first, d);
    expect(d.post).toHaveBeenCalledWith({ event: "e_first_pay", event_id: "A1", value: 500, currency: "INR" });
  });

  it("posts nothing in the app, and no currency without a member", () => {
    const app = deps({ platform: () => "ios" });
    trackDeposit(first, app);
    expect(app.post).not.toHaveBeenCalled();
    const anonymous = deps({ currency: () => null });
    trackDeposit(first, anonymous);
    expect(anonymous.post).toHaveBeenCalledWith({ event: "e_first_pay", event_id: "A1", value: 500 });
  });

  it("a failed post is swallowed (the pixel never disturbs the page)", async () => {
    const d = deps({ post: vi.fn(async () => Promise.reject(new Error("down"))) });
    expect(() => trackDeposit(first, d)).not.toThrow();
    await Promise.resolve();
  });

  it("follows member_deposit.success on the platform event stream once, until stopped", () => {
    const d = deps();
    const stop = trackPurchases(d);
    trackPurchases(d); // a second start does not double the pixel
    platformEvents.emit("member_deposit.success", first);
    expect(d.post).toHaveBeenCalledOnce();
    stop();
    platformEvents.emit("member_deposit.success", { ...first, order_number: "A2" });
    expect(d.post).toHaveBeenCalledOnce();
  });
});
