// The OperationTable's CSV export: RFC 4180 quoting, amounts as exact major-unit decimals with the currency's
// digits (integer minor units in, never a float), formula-looking text made inert, CRLF lines and a BOM.
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "../../../src/features/agent-centre/csv.ts";

describe("a CSV cell", () => {
  it.each([
    ["plain text", "2026-11-26", "2026-11-26"],
    ["a comma is quoted", "Deposits, first", '"Deposits, first"'],
    ["a quote is doubled inside quotes", 'say "hi"', '"say ""hi"""'],
    ["a line break is quoted", "a\nb", '"a\nb"'],
    ["a carriage return is quoted and made inert", "\rx", '"\'\rx"'],
    ["a formula is made inert", "=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["an at-sign formula is made inert", "@SUM(A1)", "'@SUM(A1)"],
    ["a plus formula is made inert", "+1+2", "'+1+2"],
    ["a minus formula is made inert", "-2+3", "'-2+3"],
    ["a negative number text keeps its sign", "-12.50", "-12.50"],
    ["Hindi text is kept", "जमा", "जमा"],
  ] as const)("%s", (_, cell, out) => {
    expect(csvCell(cell, "INR")).toBe(out);
  });

  it.each([
    ["INR paise", "INR", 123456, "1234.56"],
    ["INR a single paisa", "INR", 1, "0.01"],
    ["INR a loss", "INR", -5, "-0.05"],
    ["INR zero", "INR", 0, "0.00"],
    ["JPY has no minor digits", "JPY", 1234, "1234"],
    ["VND a loss", "VND", -1500000, "-1500000"],
    ["a large amount stays exact", "INR", 900719925474099, "9007199254740.99"],
  ] as const)("an amount in %s", (_, currency, minor, out) => {
    expect(csvCell({ minor }, currency)).toBe(out);
  });

  it("a count is written as an integer, a fraction is refused (no floats in the export)", () => {
    expect(csvCell(42, "INR")).toBe("42");
    expect(() => csvCell(0.1 + 0.2, "INR")).toThrow(RangeError);
  });
});

describe("the CSV file", () => {
  it("has a BOM, a header and CRLF-ended rows", () => {
    const text = toCsv(
      ["Date", "Deposits", "Net, after fees"],
      [
        ["2026-11-25", { minor: 1000000 }, { minor: -250 }],
        ["Total", { minor: 1000000 }, { minor: -250 }],
      ],
      "INR",
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe(
      'Date,Deposits,"Net, after fees"\r\n2026-11-25,10000.00,-2.50\r\nTotal,10000.00,-2.50\r\n',
    );
  });
});
