// The funds forms' messages ("Bad input"): schema issues and platform codes become translated messages
// on the field they concern; amounts show in the member's grouping.
import { describe, expect, it } from "vitest";
import { FUNDS_CODES } from "../../../src/contract/funds.ts";
import {
  emptyBind as emptyBindOf,
  refusalOf,
  validateBind,
  validateDeposit,
  validateWithdraw,
} from "../../../src/features/funds/validate.ts";

const emptyBind = emptyBindOf("upi");

describe("funds form messages", () => {
  it("an empty UPI form names its three fields", () => {
    expect(Object.keys(validateBind(emptyBind)).sort()).toEqual(["holder_name", "upi_id", "withdraw_password"]);
    expect(validateBind(emptyBind)["upi_id"]).toEqual({ key: "funds.err.upi_id", params: {} });
  });
  it("an Indian bank form checks the IFSC and the repeated number, not the UPI id", () => {
    const e = validateBind({
      ...emptyBind,
      kind: "bank_in",
      holder_name: "Asha Rao",
      account_number: "123456789",
      account_number_confirm: "123456780",
      ifsc: "HDFC1001234",
      withdraw_password: "1234",
    });
    expect(Object.keys(e).sort()).toEqual(["account_number_confirm", "ifsc"]);
  });
  it("amount messages carry the limits as the member reads them", () => {
    const e = validateDeposit(
      { method: "upi", amount: "50", promotion_id: "" },
      "abcdefgh12",
      { currency: "INR", min: 10_000, max: 10_000_000 },
      { min: "₹100.00", max: "₹1,00,000.00" },
    );
    expect(e["amount"]).toEqual({ key: "funds.err.amount_below_min", params: { min: "₹100.00", max: "₹1,00,000.00" } });
    expect(
      validateDeposit({ method: "", amount: "500", promotion_id: "" }, "abcdefgh12", null, { min: "", max: "" }),
    ).toEqual({
      method: { key: "funds.err.method" },
    });
  });
  it("a withdrawal above the main wallet is refused before it is sent", () => {
    const e = validateWithdraw(
      { bank_account_id: "4", amount: "300", withdraw_password: "1234" },
      "abcdefgh12",
      { currency: "INR", min: 10_000, max: 20_000_000, available: 25_000 },
      { min: "", max: "" },
    );
    expect(e["amount"]?.["key" as never]).toBe("funds.err.amount_insufficient");
  });
  it.each([
    [FUNDS_CODES.wrongWithdrawPassword, "withdraw_password", "funds.err.wrong_withdraw_password"],
    [FUNDS_CODES.insufficient, "amount", "funds.err.amount_insufficient"],
    [FUNDS_CODES.accountNotFound, "bank_account_id", "funds.err.account_not_found"],
    [FUNDS_CODES.duplicateAccount, "account_number", "funds.err.duplicate_account"],
    [FUNDS_CODES.bindRequired, null, "funds.err.bind_required"],
  ])("platform code %i shows on %s", (code, field, key) => {
    expect(refusalOf(code, "server text")).toEqual({ field, message: { key, params: {} } });
  });
  it("an unknown code shows the platform's own message above the button", () => {
    expect(refusalOf(999, "try later")).toEqual({ field: null, message: { text: "try later" } });
  });
});
