// formatDateTime: every platform time on the member pages (letters, records, announcements, the maintenance
// window of spec 000 §8, the withdraw-password lock) in the page's language and the member's own zone
// (features/funds/date-range.ts), pinned here to a zone so the texts are what a member reads.
import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/lib/i18n/date-time.ts";

const ISO = "2026-11-25T13:05:09Z";

describe("formatDateTime (one format for platform times, page language)", () => {
  it("reads in the page's language and the member's zone", () => {
    expect(formatDateTime(ISO, "en-US", "minute", "UTC")).toMatch(/^Nov 25, 2026, 1:05\sPM$/);
    expect(formatDateTime(ISO, "en-GB", "minute", "Asia/Kolkata")).toBe("25 Nov 2026, 18:35");
    expect(formatDateTime(ISO, "ta-IN", "minute", "UTC")).not.toBe(formatDateTime(ISO, "en-US", "minute", "UTC"));
  });

  it("has a date, a clock, a to-the-minute and a to-the-second style", () => {
    expect(formatDateTime(ISO, "en-GB", "date", "UTC")).toBe("25 Nov 2026");
    expect(formatDateTime(ISO, "en-GB", "time", "UTC")).toBe("13:05");
    expect(formatDateTime(ISO, "en-GB", "second", "UTC")).toBe("25 Nov 2026, 13:05:09");
  });

  it("gives back a text that is not a time, and survives a malformed language tag", () => {
    expect(formatDateTime("not a date", "en-US")).toBe("not a date");
    expect(formatDateTime(ISO, "!!")).toBe(ISO);
  });
});
