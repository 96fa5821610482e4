// formatDateTime: every platform time on the member pages (letters, records, announcements, the maintenance
// window of spec 000 §8) in the page's language, in the member's own zone (features/funds/date-range.ts).
import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../src/lib/i18n/date-time.ts";

const ISO = "2026-11-25T13:05:09Z";

describe("formatDateTime (one format for platform times, page language)", () => {
  it("follows the page's language, not the browser's", () => {
    const at = new Date(ISO);
    expect(formatDateTime(ISO, "ta-IN")).toBe(
      new Intl.DateTimeFormat("ta-IN", { dateStyle: "medium", timeStyle: "short" }).format(at),
    );
    expect(formatDateTime(ISO, "en-US")).not.toBe(formatDateTime(ISO, "ta-IN"));
  });

  it("has a date-only and a to-the-second style", () => {
    const at = new Date(ISO);
    expect(formatDateTime(ISO, "en-US", "date")).toBe(
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(at),
    );
    expect(formatDateTime(ISO, "en-US", "second")).toBe(
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" }).format(at),
    );
  });

  it("gives back a text that is not a time, and survives a malformed language tag", () => {
    expect(formatDateTime("not a date", "en-US")).toBe("not a date");
    expect(formatDateTime(ISO, "!!")).toBe(ISO);
  });
});
