// Money on the site: formatting per currency and language (spec 000 §9 symbols, CURRENCY_MINOR_DIGITS) and
// minor-unit arithmetic ("Money rules": the site never does money arithmetic in floating point).
import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from "../../../src/lib/config/constants.ts";
import {
  formatDecimalMoney,
  formatMinorMoney,
  formatMoney,
  fromMinor,
  sameMoney,
  sumMinor,
  sumMoney,
  toMinor,
} from "../../../src/lib/money/index.ts";

describe("formatMoney: what a member reads (spec 000 §9)", () => {
  // currency  amount  locale  what the member reads
  const READS = `
    INR  100000      en-US  ₹1,00,000.00
    INR  100000      hi-IN  ₹1,00,000.00
    INR  100000      ta-IN  ₹1,00,000.00
    INR  12345678.9  en-US  ₹1,23,45,678.90
    INR  25000       en-US  ₹25,000.00
    INR  999.5       en-US  ₹999.50
    INR  0           en-US  ₹0.00
    INR  -1234.5     en-US  -₹1,234.50
    USD  1234567.89  en-US  $1,234,567.89
    JPY  1234        ja-JP  ¥1,234
    JPY  1234.6      en-US  ¥1,235
    WON  1500000     ko-KR  ₩1,500,000
    VND  1234567     vi-VN  ₫1.234.567
    THB  1000.25     th-TH  ฿1,000.25
    RMB  88.8        zh-CN  ¥88.80
    MMK  5000        my-MM  K5,000.00
    BRL  10          en-US  R$10.00
    BDT  100000      bn-BD  ৳1,00,000.00
  `;
  it.each(
    READS.trim()
      .split("\n")
      .map((row) => row.trim().split(/\s+/) as [Currency, string, string, string]),
  )("%s %s in %s reads %s", (currency, amount, locale, text) => {
    expect(formatMoney(currency, Number(amount), locale)).toBe(text);
  });

  it("shows the currency's minor digits: INR two, JPY, VND and WON none", () => {
    expect(formatMoney("INR", 1, "en-US")).toBe("₹1.00");
    expect(formatMoney("JPY", 1, "en-US")).toBe("¥1");
    expect(formatMoney("VND", 1, "en-US")).toBe("₫1");
    expect(formatMoney("WON", 1, "en-US")).toBe("₩1");
  });

  it.each(CURRENCIES.map((c) => [c] as [Currency]))("%s starts with its spec 000 §9 symbol", (currency) => {
    expect(formatMoney(currency, 1, "en-US").startsWith(CURRENCY_SYMBOLS[currency])).toBe(true);
  });

  it("pins the spec's symbols", () => {
    const spec = { RMB: "¥", JPY: "¥", VND: "₫", WON: "₩", THB: "฿", USD: "$", INR: "₹", MMK: "K", BRL: "R$" };
    expect(CURRENCY_SYMBOLS).toMatchObject(spec);
  });

  it("shows a dash while the amount loads (spec 001 §4)", () => {
    expect(formatMoney("INR", null, "en-US")).toBe("₹ –");
    expect(formatMoney("USD", Number.NaN, "en-US")).toBe("$ –");
  });

  it("writes Latin digits in every language", () => {
    expect(formatMoney("USD", 1234.5, "bn-BD")).toMatch(/^\$[0-9.,\s]+$/);
    expect(formatMoney("USD", 1234.5, "my-MM")).toMatch(/^\$[0-9.,\s]+$/);
  });

  it("never shows binary fractions (0.1 + 0.2)", () => {
    expect(formatMoney("INR", 0.1 + 0.2, "en-US")).toBe("₹0.30");
  });
});

describe("toMinor / fromMinor: integers of the minor unit (Money rules)", () => {
  it.each([
    [1234.56, "INR", 123456],
    [0.29, "INR", 29],
    [1.005, "INR", 101],
    [4.35, "USD", 435],
    [1e21, "JPY", null],
    [1234, "JPY", 1234],
    [1234567, "VND", 1234567],
    [-12.34, "INR", -1234],
    [0, "INR", 0],
    [1e-7, "INR", 0],
  ] as const)("%d %s is %s minor units", (major, currency, minor) => {
    if (minor === null) expect(() => toMinor(major, currency)).toThrow(RangeError);
    else expect(toMinor(major, currency)).toBe(minor);
  });

  it("refuses what is not an amount", () => {
    expect(() => toMinor(Number.NaN, "INR")).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY, "INR")).toThrow(RangeError);
    expect(() => fromMinor(1.5, "INR")).toThrow(RangeError);
  });

  it.each([
    [123456, "INR", 1234.56],
    [29, "INR", 0.29],
    [1234, "JPY", 1234],
    [-1, "USD", -0.01],
    [0, "USD", 0],
  ] as const)("%d minor %s is %d", (minor, currency, major) => {
    expect(fromMinor(minor, currency)).toBe(major);
  });

  it("round-trips every cent of INR up to 100.00", () => {
    for (let minor = 0; minor <= 10_000; minor++) expect(toMinor(fromMinor(minor, "INR"), "INR")).toBe(minor);
  });
});

describe("sums of provider balances (money is never shown created or lost)", () => {
  it("adds in minor units: 0.1 + 0.2 is 0.30", () => {
    expect(sumMinor([0.1, 0.2], "INR")).toBe(30);
    expect(sumMoney([0.1, 0.2], "INR")).toBe(0.3);
  });

  it("a main wallet and many provider wallets add up exactly", () => {
    const providers = Array.from({ length: 110 }, () => 0.07);
    expect(sumMoney([1000.01, ...providers], "INR")).toBe(1007.71);
    expect(sumMinor([], "USD")).toBe(0);
  });

  it("sameMoney compares in minor units", () => {
    expect(sameMoney(0.1 + 0.2, 0.3, "INR")).toBe(true);
    expect(sameMoney(1, 1.01, "INR")).toBe(false);
  });
});

describe("one way to show money, whatever form the contract sends it in (spec 000 §9)", () => {
  it("a decimal text (funds) groups as formatMoney does: INR in lakhs in every language, USD in thousands", () => {
    expect(formatDecimalMoney("INR", "100000.50", "en-US")).toBe("₹1,00,000.50");
    expect(formatDecimalMoney("INR", "100000.00", "hi-IN")).toBe(formatMoney("INR", 100000, "hi-IN"));
    expect(formatDecimalMoney("USD", "1234567.00", "en-US")).toBe("$1,234,567.00");
    expect(formatDecimalMoney("INR", "abc", "en-US")).toBe("₹abc");
  });
  it("an integer of the minor unit (records, awards) reads the same as its major amount", () => {
    expect(formatMinorMoney("INR", 123456789, "ta-IN")).toBe(formatMoney("INR", 1234567.89, "ta-IN"));
    expect(formatMinorMoney("JPY", 1234, "ja-JP")).toBe("¥1,234");
    expect(formatMinorMoney("INR", -385, "en-US")).toBe("-₹3.85");
  });
});
