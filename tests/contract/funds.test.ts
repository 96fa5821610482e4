// The funds forms' shared rules ("Bad input", src/contract/funds.ts): amount parsing per currency, the
// IFSC and UPI formats, and each form's zod schema, which the site and the sandbox both run.
import { describe, expect, it } from "vitest";
import {
  BindAccountSchema,
  IFSC_PATTERN,
  UPI_PATTERN,
  bindKindsFor,
  depositFormSchema,
  minorToText,
  parseAmount,
  withdrawFormSchema,
} from "../../src/contract/funds.ts";
import { BAD_AMOUNTS } from "../samples/amounts.ts";

describe("amount parsing per currency (never floats)", () => {
  it.each([
    ["1000", "INR", 100_000],
    ["1,00,000.50", "INR", 10_000_050],
    [" 12.5 ", "USD", 1250],
    ["0.01", "INR", 1],
    ["100.", "INR", 10_000],
    ["0.10", "INR", 10],
    ["1.50", "INR", 150],
    ["25000", "VND", 25_000],
    ["7.0", "JPY", 7],
    ["000123", "USD", 12_300],
    // 0.1 + 0.2 would be 0.30000000000000004 in floats; the text is read digit by digit
    ["0.30", "USD", 30],
    ["999999999999.99", "INR", 99_999_999_999_999],
  ] as const)("%s %s is %i minor units", (text, currency, minor) => {
    expect(parseAmount(text, currency)).toEqual({ ok: true, minor });
  });

  it.each(BAD_AMOUNTS)("the canonical bad amount $name ($text) is refused as $problem", ({ text, problem }) => {
    expect(parseAmount(text, "INR")).toEqual({ ok: false, problem });
  });

  // beyond the shared samples: blanks, other notations, the digit cap and the currencies without (or with fewer) decimals
  it.each([
    { text: "  ", currency: "INR", problem: "required" },
    { text: "abc", currency: "INR", problem: "format" },
    { text: "1e5", currency: "INR", problem: "format" },
    { text: "0x10", currency: "INR", problem: "format" },
    { text: "1.2.3", currency: "INR", problem: "format" },
    { text: "Infinity", currency: "INR", problem: "format" },
    { text: "1000000000000", currency: "INR", problem: "format" },
    { text: "0.00", currency: "INR", problem: "zero" },
    { text: "100.001", currency: "INR", problem: "decimals" },
    { text: "10.5", currency: "VND", problem: "decimals" },
    { text: "10.5", currency: "JPY", problem: "decimals" },
  ] as const)("$text $currency is refused as $problem", ({ text, currency, problem }) => {
    expect(parseAmount(text, currency)).toEqual({ ok: false, problem });
  });

  it("writes minor units back as the wire's text with the currency's digits", () => {
    expect(minorToText(100_050, "INR")).toBe("1000.50");
    expect(minorToText(5, "USD")).toBe("0.05");
    expect(minorToText(25_000, "VND")).toBe("25000");
    expect(minorToText(-150, "INR")).toBe("-1.50");
  });
});

describe("IFSC and UPI formats (BindAccount)", () => {
  it.each(["HDFC0001234", "SBIN0000001", "ICIC0ABC123"])("IFSC %s is valid", (v) =>
    expect(IFSC_PATTERN.test(v)).toBe(true),
  );
  it.each(["HDFC1001234", "HDF00001234", "HDFC000123", "HDFC00012345", "hdfc0001234", "1234056789A"])(
    "IFSC %s is refused",
    (v) => expect(IFSC_PATTERN.test(v)).toBe(false),
  );
  it.each(["name@okaxis", "first.last-1@ybl", "9876543210@paytm", "a_b@upi"])("UPI %s is valid", (v) =>
    expect(UPI_PATTERN.test(v)).toBe(true),
  );
  it.each(["name", "@okaxis", "name@", "name@ok axis", "na me@okaxis", "name@@okaxis", "name@1bank", "x@y"])(
    "UPI %s is refused",
    (v) => expect(UPI_PATTERN.test(v)).toBe(false),
  );
  it("INR binds an Indian bank account or a UPI id; other currencies a bank account", () => {
    expect(bindKindsFor("INR")).toEqual(["bank_in", "upi"]);
    expect(bindKindsFor("USD")).toEqual(["bank"]);
  });
});

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `${String(i.path[0])}:${i.message}`);

describe("the bind account form schema", () => {
  const bank = {
    kind: "bank_in",
    holder_name: "Asha Rao",
    account_number: "123456789012",
    account_number_confirm: "123456789012",
    ifsc: " hdfc0001234 ",
    withdraw_password: "1234",
  };
  it("accepts an Indian bank account and normalises the IFSC", () => {
    const r = BindAccountSchema.safeParse(bank);
    expect(r.success && r.data.kind === "bank_in" && r.data.ifsc).toBe("HDFC0001234");
  });
  it.each([
    [{ holder_name: "A" }, "holder_name:holder_name"],
    [{ holder_name: "4sha" }, "holder_name:holder_name"],
    [{ account_number: "12345678", account_number_confirm: "12345678" }, "account_number:account_number"],
    [{ account_number_confirm: "123456789013" }, "account_number_confirm:account_confirm"],
    [{ ifsc: "HDFC1001234" }, "ifsc:ifsc"],
    [{ withdraw_password: "12a4" }, "withdraw_password:withdraw_password"],
  ])("refuses %j with %s", (change, expected) => {
    expect(messages(BindAccountSchema.safeParse({ ...bank, ...change }))).toContain(expected);
  });
  it("accepts a UPI id and refuses a malformed one", () => {
    const upi = { kind: "upi", holder_name: "अशा राव", upi_id: "asha@okaxis", withdraw_password: "1234" };
    expect(BindAccountSchema.safeParse(upi).success).toBe(true);
    expect(messages(BindAccountSchema.safeParse({ ...upi, upi_id: "asha.okaxis" }))).toEqual(["upi_id:upi_id"]);
  });
  it("accepts another currency's bank account with a bank name", () => {
    const other = {
      kind: "bank",
      holder_name: "Jane Doe",
      bank_name: "First Bank",
      account_number: "GB33BUKB20201555555555",
      account_number_confirm: "GB33BUKB20201555555555",
      withdraw_password: "1234",
    };
    expect(BindAccountSchema.safeParse(other).success).toBe(true);
  });
});

describe("the deposit and withdrawal form schemas", () => {
  const limits = { currency: "INR", min: 10_000, max: 10_000_000 } as const;
  it("deposit: the amount becomes minor units within the method's limits", () => {
    const r = depositFormSchema(limits).safeParse({ method: "upi", amount: "500", request_id: "abcdefgh12" });
    expect(r.success && r.data.amount).toBe(50_000);
  });
  it.each([
    ["99.99", "amount:amount_below_min"],
    ["100000.01", "amount:amount_above_max"],
    ["-1", "amount:amount_negative"],
    ["", "amount:amount_required"],
    ["1.234", "amount:amount_decimals"],
  ])("deposit: %j is refused with %s", (amount, expected) => {
    expect(messages(depositFormSchema(limits).safeParse({ method: "upi", amount, request_id: "abcdefgh12" }))).toEqual([
      expected,
    ]);
  });
  it("deposit: the idempotency key is required", () => {
    expect(messages(depositFormSchema(limits).safeParse({ method: "upi", amount: "500", request_id: "" }))).toEqual([
      "request_id:request_id",
    ]);
  });
  it("withdrawal: within the limits but above the main wallet is refused", () => {
    const w = withdrawFormSchema({ ...limits, available: 20_000 });
    const base = { bank_account_id: 3, withdraw_password: "1234", request_id: "abcdefgh12" };
    expect(w.safeParse({ ...base, amount: "200" }).success).toBe(true);
    expect(messages(w.safeParse({ ...base, amount: "200.01" }))).toEqual(["amount:amount_insufficient"]);
    expect(messages(w.safeParse({ ...base, amount: "200", bank_account_id: 0 }))).toEqual([
      "bank_account_id:bank_account",
    ]);
  });
});
