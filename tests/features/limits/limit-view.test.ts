// What the member reads about a limit refusal (features/limits/limit-view.ts): which limit, its value, what is used
// and when it resets, in the page's language; field errors of the limits form.
import { describe, expect, it } from "vitest";
import {
  formatLimitValue,
  isLimitMessage,
  isLimitRefusalCode,
  limitCallRefusal,
  limitRefusalMessage,
} from "../../../src/features/limits/limit-view.ts";
import { LIMIT_CODES } from "../../../src/contract/limits.ts";

describe("limit refusals", () => {
  it.each([
    [LIMIT_CODES.depositLimit, true],
    [LIMIT_CODES.lossLimit, true],
    [LIMIT_CODES.wagerLimit, true],
    [LIMIT_CODES.sessionLimit, true],
    [LIMIT_CODES.invalidLimit, false],
    [203, false],
  ])("code %i is a limit refusal: %s", (code, out) => expect(isLimitRefusalCode(code)).toBe(out));

  it("names the limit, what is used and the reset in the page's language and zone", () => {
    const m = limitRefusalMessage(
      {
        kind: "deposit",
        period: "week",
        limit: 500_000,
        used: 420_050,
        resets_at: "2026-11-29T18:30:00.000Z",
        currency: "INR",
      },
      "en-IN",
      "Asia/Kolkata",
    );
    expect(m).toEqual({
      key: "limits.refused.deposit.week",
      params: { limit: "₹5,000.00", used: "₹4,200.50", resets: expect.stringContaining("30 Nov 2026") },
    });
    expect(isLimitMessage(m)).toBe(true);
  });

  it("a session limit is in minutes; anything that is not a refusal gives null", () => {
    const m = limitRefusalMessage(
      { kind: "session", period: "day", limit: 90, used: 91, resets_at: "2026-11-26T18:30:00.000Z", currency: "INR" },
      "en-US",
      "UTC",
    );
    expect(m && "params" in m && m.params?.["limit"]).toBe("90 minutes");
    expect(limitRefusalMessage({ kind: "deposit" }, "en-US")).toBeNull();
    expect(limitRefusalMessage(null, "en-US")).toBeNull();
    expect(formatLimitValue("wager", 12_345, "USD", "en-US")).toBe("$123.45");
  });

  it("the limits calls' refusals: a field problem, too early with its time, nothing pending, else the platform's text", () => {
    expect(limitCallRefusal(LIMIT_CODES.invalidLimit, { field: "amount", problem: "decimals" }, "", "en-US")).toEqual({
      key: "limits.err.decimals",
    });
    const early = limitCallRefusal(
      LIMIT_CODES.notYetConfirmable,
      { confirmable_at: "2026-11-27T06:30:00Z" },
      "",
      "en-US",
    );
    expect(early).toMatchObject({ key: "limits.err.notYet" });
    expect(limitCallRefusal(LIMIT_CODES.nothingPending, null, "", "en-US")).toEqual({
      key: "limits.err.nothingPending",
    });
    expect(limitCallRefusal(422, null, "period: Invalid option", "en-US")).toEqual({ text: "period: Invalid option" });
    // A pending change left unconfirmed 7 days after it became confirmable has expired (limit-rules.ts).
    expect(
      limitCallRefusal(LIMIT_CODES.pendingExpired, { expired_at: "2026-12-04T12:00:00Z" }, "expired", "en-US"),
    ).toEqual({ key: "limits.err.expired" });
    expect(isLimitMessage({ key: "funds.err.amount_format" } as never)).toBe(false);
  });
});
