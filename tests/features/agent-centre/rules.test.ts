// The agent centre's small rules: the downline search by the account rules (spec 001 §5, §9), the transfer form's
// checks with the member centre's amount rules, a refusal code in the agent's words, and rates from basis points.
import { describe, expect, it } from "vitest";
import { AGENT_CODES } from "../../../src/contract/agent.ts";
import { searchProblem } from "../../../src/features/agent-centre/downline-search.ts";
import { PICKER_CLOSED, pickerKey, pickerSearchTooLong } from "../../../src/features/agent-centre/member-picker.ts";
import { agentRefusal } from "../../../src/features/agent-centre/refusal.ts";
import { bpToFraction, formatRate } from "../../../src/features/agent-centre/rates.ts";
import { validateTransfer, type TransferValues } from "../../../src/features/agent-centre/transfer.ts";
import { BAD_AMOUNTS } from "../../samples/amounts.ts";

describe("downline search (spec 001 §5 memberAccount, §9 account 6–12)", () => {
  it.each([
    ["", null],
    ["agent", null],
    ["  e01234  ", null],
    ["abcdefghijkl", null],
    ["abcdefghijklm", "agentCentre.downline.err.searchLong"],
    ["a b", "agentCentre.downline.err.searchChars"],
    ["agent%", "agentCentre.downline.err.searchChars"],
    ["<script>", "agentCentre.downline.err.searchChars"],
  ] as const)("%j → %s", (text, problem) => {
    expect(searchProblem(text)).toBe(problem);
  });
});

const limits = {
  currency: "INR" as const,
  min: 10_000,
  max: 5_000_000,
  agentCash: 50_000,
  shown: { min: "₹100.00", max: "₹50,000.00" },
};
const form = (patch: Partial<TransferValues>): TransferValues => ({
  direction: "to_member",
  account: "e0112345",
  amount: "100",
  withdraw_password: "1234",
  ...patch,
});

describe("the transfer form (the member centre's amount rules)", () => {
  it("a good credit passes", () => {
    expect(validateTransfer(form({}), limits)).toEqual({});
  });
  it.each(BAD_AMOUNTS)(
    "the canonical bad amount $name is refused as funds.err.amount_$problem",
    ({ text, problem }) => {
      expect(validateTransfer(form({ amount: text }), limits)["amount"]).toMatchObject({
        key: `funds.err.amount_${problem}`,
      });
    },
  );
  // the transfer's own bounds: the limits, the agent's cash and the schema's text length
  it.each([
    { name: "below the minimum", amount: "99.99", key: "funds.err.amount_below_min" },
    { name: "above the maximum", amount: "50000.01", key: "funds.err.amount_above_max" },
    { name: "over the wallet", amount: "500.01", key: "agentCentre.err.insufficient" },
    { name: "a text too long for the schema", amount: "1".repeat(40), key: "funds.err.amount_format" },
  ])("$name is refused", ({ amount, key }) => {
    expect(validateTransfer(form({ amount }), limits)["amount"]).toMatchObject({ key });
  });
  it("a recall is not limited by the agent's own wallet", () => {
    expect(validateTransfer(form({ direction: "recall", amount: "600" }), limits)).toEqual({});
  });
  it("the account and the 4-digit withdraw password are checked", () => {
    const e = validateTransfer(form({ account: "ab", withdraw_password: "12a" }), limits);
    expect(e["account"]).toEqual({ key: "agentCentre.transfer.err.account" });
    expect(e["withdraw_password"]).toEqual({ key: "funds.err.withdraw_password" });
  });
  it("no member chosen in the picker asks for a choice (the receiver is never typed, spec 001 §2 Transfer)", () => {
    expect(validateTransfer(form({ account: "" }), limits)["account"]).toEqual({
      key: "agentCentre.transfer.err.pick",
    });
    expect(validateTransfer(form({ account: "  " }), limits)["account"]).toEqual({
      key: "agentCentre.transfer.err.pick",
    });
  });
});

describe("the member picker's keys (combobox with a listbox)", () => {
  const closed = PICKER_CLOSED;
  const open = (active: number) => ({ open: true, active });
  it.each([
    ["ArrowDown opens on the first", closed, "ArrowDown", 3, { nav: open(0), handled: true }],
    ["ArrowDown moves on", open(0), "ArrowDown", 3, { nav: open(1), handled: true }],
    ["ArrowDown wraps to the first", open(2), "ArrowDown", 3, { nav: open(0), handled: true }],
    ["ArrowUp opens on the last", closed, "ArrowUp", 3, { nav: open(2), handled: true }],
    ["ArrowUp wraps to the last", open(0), "ArrowUp", 3, { nav: open(2), handled: true }],
    ["Home", open(2), "Home", 3, { nav: open(0), handled: true }],
    ["End", open(0), "End", 3, { nav: open(2), handled: true }],
    ["Enter chooses the active one", open(1), "Enter", 3, { nav: closed, choose: 1, handled: true }],
    ["Enter with none active stays (no submit)", open(-1), "Enter", 3, { nav: open(-1), handled: true }],
    ["Enter on a closed list submits the form", closed, "Enter", 3, { nav: closed, handled: false }],
    ["Escape closes", open(1), "Escape", 3, { nav: closed, handled: true }],
    ["Escape on a closed list clears", closed, "Escape", 3, { nav: closed, clear: true, handled: true }],
    ["Tab closes and moves on", open(1), "Tab", 3, { nav: closed, handled: false }],
    ["an empty list has no active option", closed, "ArrowDown", 0, { nav: open(-1), handled: true }],
    ["a letter is the text's", open(1), "a", 3, { nav: open(1), handled: false }],
  ])("%s", (_, nav, key, count, step) => {
    expect(pickerKey(nav, key, count)).toEqual(step);
  });
  it("the text is limited to an account's length (a name search too)", () => {
    expect([pickerSearchTooLong("Meera Iyer"), pickerSearchTooLong("x".repeat(13))]).toEqual([false, true]);
  });
});

describe("a refusal in the agent's words", () => {
  it.each([
    [AGENT_CODES.notInDownline, {}, "account", "agentCentre.err.not_in_downline"],
    [AGENT_CODES.insufficient, {}, "amount", "agentCentre.err.insufficient"],
    [AGENT_CODES.invalidAmount, { problem: "amount_decimals" }, "amount", "funds.err.amount_decimals"],
    [AGENT_CODES.badRange, { problem: "date_too_long" }, "period", "agentCentre.period.err.date_too_long"],
    [AGENT_CODES.transfersOff, {}, null, "agentCentre.err.transfers_off"],
    [AGENT_CODES.notAgent, {}, null, "agentCentre.err.not_agent"],
    [AGENT_CODES.wrongWithdrawPassword, {}, "withdraw_password", "funds.err.wrong_withdraw_password"],
  ] as const)("code %s", (code, data, field, key) => {
    expect(agentRefusal(code, "x", data)).toMatchObject({ field, message: { key } });
  });
  it("the withdraw password's tries left and lock, as the member centre says them", () => {
    expect(agentRefusal(AGENT_CODES.wrongWithdrawPassword, "", { attempts_left: 2 }).message).toEqual({
      key: "funds.err.wrong_withdraw_password_left",
      params: { left: 2 },
    });
    expect(
      agentRefusal(AGENT_CODES.withdrawPasswordLocked, "", { locked_until: "2026-11-26T15:00:00Z" }, {}, () => "T")
        .message,
    ).toEqual({ key: "funds.err.withdraw_password_locked", params: { time: "T" } });
  });
  it("an unknown code shows the platform's text; no answer is the network", () => {
    expect(agentRefusal(999, "Platform says no", null)).toEqual({ field: null, message: { text: "Platform says no" } });
    expect(agentRefusal(null, "", null).message).toEqual({ key: "funds.err.network" });
  });
});

describe("rates from basis points, exact", () => {
  it.each([
    [3500, "0.3500", "35%"],
    [1250, "0.1250", "12.5%"],
    [12, "0.0012", "0.12%"],
    [10_000, "1.0000", "100%"],
    [0, "0.0000", "0%"],
  ])("%i bp", (bp, fraction, shown) => {
    expect(bpToFraction(bp)).toBe(fraction);
    expect(formatRate(bp, "en-US")).toBe(shown);
  });
});
