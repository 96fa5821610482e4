// /user/Transaction rules: the member's dates become UTC instants in their own zone, ranges are
// checked, money from integer minor units is exact, and the page state drops late answers.
import { describe, expect, it } from "vitest";
import type { GameRecordsResponse } from "../../../src/contract/records.ts";
import { dayRange, localDate, netResult, pageCount, type ZoneOffset } from "../../../src/features/records/records.ts";
import { initialState, queryOf, transition } from "../../../src/features/records/records.machine.ts";
import { formatMinorMoney, minorToDecimal } from "../../../src/lib/money/index.ts";

const india: ZoneOffset = () => 330;
const caracas: ZoneOffset = () => -240;
/** New York: -300 in winter, -240 from the second Sunday of March (2026-03-08). */
const newYork: ZoneOffset = (y, m, d) => (y === 2026 && (m > 3 || (m === 3 && d >= 9)) ? -240 : -300);

describe("a day is the member's day (dates in the member's time zone)", () => {
  it.each([
    ["India", india, "2026-01-10", "2026-01-10", "2026-01-09T18:30:00.000Z", "2026-01-10T18:30:00.000Z"],
    ["Caracas", caracas, "2026-01-10", "2026-01-12", "2026-01-10T04:00:00.000Z", "2026-01-13T04:00:00.000Z"],
    [
      "UTC across a month end",
      () => 0,
      "2026-01-31",
      "2026-02-01",
      "2026-01-31T00:00:00.000Z",
      "2026-02-02T00:00:00.000Z",
    ],
    [
      "New York across DST",
      newYork,
      "2026-03-07",
      "2026-03-09",
      "2026-03-07T05:00:00.000Z",
      "2026-03-10T04:00:00.000Z",
    ],
  ] as const)("%s: %s to %s", (_, zone, from, to, start, end) => {
    expect(dayRange(from, to, zone)).toEqual({ ok: true, start_at: start, end_at: end });
  });

  it.each([
    ["2026-02-30", "2026-03-01", "records.err.date"],
    ["", "2026-03-01", "records.err.date"],
    ["2026-03-02", "2026-03-01", "records.err.order"],
    ["2025-01-01", "2026-01-01", "records.err.tooLong"],
  ] as const)("refuses %s to %s with %s", (from, to, error) => {
    expect(dayRange(from, to, india)).toEqual({ ok: false, error });
  });

  it("a 92-day range is allowed, 93 is not", () => {
    expect(dayRange("2026-01-01", "2026-04-02", india).ok).toBe(true);
    expect(dayRange("2026-01-01", "2026-04-03", india).ok).toBe(false);
  });

  it("today in India is already tomorrow at 20:00 UTC", () => {
    const now = new Date("2026-05-01T20:00:00Z");
    expect(localDate(now, 330)).toBe("2026-05-02");
    expect(localDate(now, 330, 6)).toBe("2026-04-26");
    expect(localDate(now, -240)).toBe("2026-05-01");
  });
});

describe("money from minor units, no floats (Money rules)", () => {
  it.each([
    [0, 2, "0.00"],
    [5, 2, "0.05"],
    [123450, 2, "1234.50"],
    [-385, 2, "-3.85"],
    [1500, 0, "1500"],
    [9007199254740991, 2, "90071992547409.91"],
  ])("%i with %i digits is %s", (minor, digits, text) => {
    expect(minorToDecimal(minor, digits)).toBe(text);
  });

  it("refuses a non-integer amount", () => {
    expect(() => minorToDecimal(1.5, 2)).toThrow();
  });

  it("formats with grouping and the symbol; a loss has a minus", () => {
    expect(formatMinorMoney("INR", 123456789, "en-US")).toBe("₹12,34,567.89");
    expect(formatMinorMoney("USD", 123456789, "en-US")).toBe("$1,234,567.89");
    expect(formatMinorMoney("INR", -385, "ta-IN")).toBe("-₹3.85");
    expect(formatMinorMoney("VND", 10, "en-US")).toBe("₫10");
  });

  it("totals are integer sums: 0.1 + 0.2 is exactly 0.30", () => {
    expect(netResult({ bet: 10 + 20, win: 0 })).toBe(-30);
    expect(formatMinorMoney("INR", 10 + 20, "en-US")).toBe("₹0.30");
  });

  it("page count is at least 1", () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});

const answer = (total: number): GameRecordsResponse => ({
  currency: "INR",
  list: [],
  total_count: total,
  page: 1,
  totals: { bet: 0, win: 0 },
  providers: [],
});

describe("the Transaction page state", () => {
  const start = initialState({ from: "2026-01-01", to: "2026-01-07", gpId: "", gameType: "" });

  it("a bad range stays on the dates and asks nothing", () => {
    const s = transition(start, { type: "search", rangeError: "records.err.order" });
    expect(s.rangeError).toBe("records.err.order");
    expect(s.status.kind).toBe("idle");
    expect(transition(s, { type: "edit", field: "to", value: "2026-01-09" }).rangeError).toBeNull();
  });

  it("a late answer to an older query is dropped", () => {
    let s = transition(start, { type: "search", rangeError: null });
    const first = s.seq;
    s = transition({ ...s, status: { kind: "loaded", page: 1, data: answer(40) } }, { type: "page", page: 2 });
    expect(transition(s, { type: "loaded", seq: first, data: answer(1) }).status.kind).toBe("loading");
    const done = transition(s, { type: "loaded", seq: s.seq, data: answer(40) });
    expect(done.status).toMatchObject({ kind: "loaded", page: 2 });
  });

  it("pages move through the filters of the last search, not unsent edits", () => {
    let s = transition(start, { type: "search", rangeError: null });
    s = transition(s, { type: "edit", field: "gpId", value: "GPR8" });
    expect(s.asked?.gpId).toBe("");
    expect(queryOf(s.asked ?? s.filters)).toEqual({});
    expect(queryOf({ ...s.filters, gameType: "2" })).toEqual({ gp_id: "GPR8", game_type: 2 });
  });
});
